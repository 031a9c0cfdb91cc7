// The practice of one question (web/screens/Student/practiceFlow.ts, document 2 §4.1-§4.2): what the student sees after
// each answer, and what the steps are worth then. Each case is a sequence of actions with the state and points
// expected after it, worked out by hand.
import { allMarked, currentScore, initialPractice, practiceReducer, type PracticeAction, type PracticeState } from '../../web/screens/Student/practiceFlow.ts';

const run = (state: PracticeState, actions: PracticeAction[]) => actions.reduce(practiceReducer, state);
/** A strategy of two steps worth 1 and 2 points, without a score table. */
const strategy = { points: [1, 2], scores: null };

describe('the tips of a question', () => {
  it("shows the tips one at a time on 'Nee', then asks first and only then shows the worked answer (every step's model answer seen), then the explanation", () => {
    let s = run(initialPractice(2), [{ type: 'openTips' }]);
    expect([s.tipsShown, s.tipStage]).toEqual([1, 'tips']);
    s = run(s, [{ type: 'tipAnswer', yes: false, tipCount: 2 }]);
    expect([s.tipsShown, s.tipStage]).toEqual([2, 'tips']);
    s = run(s, [{ type: 'tipAnswer', yes: false, tipCount: 2 }]);
    // The last 'Nee' opens nothing yet: the student is told what it costs.
    expect(s.tipStage).toBe('confirm');
    expect(s.steps.map((x) => x.shownElaboration)).toEqual([false, false]);
    s = run(s, [{ type: 'confirmElaboration' }]);
    expect(s.tipStage).toBe('elaboration');
    expect(s.steps.map((x) => x.shownElaboration)).toEqual([true, true]);
    s = run(s, [{ type: 'tipAnswer', yes: false, tipCount: 2 }]);
    expect(s.tipStage).toBe('explanation');
    // Both steps marked 'Ja' afterwards still earn nothing: 0 of 3.
    s = run(s, [
      { type: 'startScoring', stepCount: 2 },
      { type: 'mark', step: 0, yes: true },
      { type: 'mark', step: 1, yes: true },
    ]);
    expect(currentScore(s, strategy)).toEqual({ scoredPoints: 0, totalPoints: 3, complete: true });
  });

  it('takes no points when the student declines the worked answer: 1 + 2 = 3 of 3', () => {
    let s = run(initialPractice(2), [{ type: 'openTips' }, { type: 'tipAnswer', yes: false, tipCount: 1 }, { type: 'closeTips' }]);
    expect([s.tipsShown, s.tipStage]).toEqual([0, 'tips']);
    s = run(s, [
      { type: 'startScoring', stepCount: 2 },
      { type: 'mark', step: 0, yes: true },
      { type: 'mark', step: 1, yes: true },
    ]);
    expect(currentScore(s, strategy).scoredPoints).toBe(3);
  });

  it('leaves a finished score as it was earned when the worked answer is seen afterwards, and counts it from the next marking: 3, then 0 of 3', () => {
    const all = (s: PracticeState) => run(s, [{ type: 'startScoring', stepCount: 2 }, { type: 'mark', step: 0, yes: true }, { type: 'mark', step: 1, yes: true }, { type: 'finish' }]);
    let s = all(initialPractice(2));
    s = run(s, [{ type: 'openTips' }, { type: 'tipAnswer', yes: false, tipCount: 1 }, { type: 'confirmElaboration' }]);
    expect(s.tipStage).toBe('elaboration');
    expect(currentScore(s, strategy).scoredPoints).toBe(3);
    s = all(run(s, [{ type: 'closeTips' }, { type: 'restart', stepCount: 2 }]));
    expect(currentScore(s, strategy).scoredPoints).toBe(0);
  });

  it("ends with the success message on 'Ja', and takes no points", () => {
    const s = run(initialPractice(2), [{ type: 'openTips' }, { type: 'tipAnswer', yes: true, tipCount: 2 }]);
    expect(s.tipStage).toBe('solved');
    expect(s.steps.every((x) => !x.shownElaboration)).toBe(true);
    const closed = run(s, [{ type: 'closeTips' }]);
    expect([closed.tipsShown, closed.tipStage]).toEqual([0, 'tips']);
  });
});

describe('the scoring flow', () => {
  it("needs every step marked before 'Bekijk je punten' counts: 1 + 0 = 1 of 3", () => {
    let s = run(initialPractice(2), [
      { type: 'startScoring', stepCount: 2 },
      { type: 'mark', step: 0, yes: true },
    ]);
    expect(s.mode).toBe('scoring');
    expect(allMarked(s)).toBe(false);
    expect(run(s, [{ type: 'finish' }]).mode).toBe('scoring');
    s = run(s, [{ type: 'mark', step: 1, yes: false }, { type: 'finish' }]);
    expect(s.mode).toBe('scored');
    expect(currentScore(s, strategy)).toEqual({ scoredPoints: 1, totalPoints: 3, complete: true });
  });

  it("regains a step's points when a tip of that step is answered 'Ja': 0 + 2 = 2 of 3", () => {
    const s = run(initialPractice(2), [
      { type: 'startScoring', stepCount: 2 },
      { type: 'mark', step: 0, yes: false },
      { type: 'mark', step: 1, yes: false },
      { type: 'stepTip', step: 1 },
      { type: 'stepTipAnswer', step: 1, yes: true, tipCount: 1 },
    ]);
    expect(s.steps[1]).toMatchObject({ isCorrect: true, tipSolved: true, shownElaboration: false });
    expect(currentScore(s, strategy).scoredPoints).toBe(2);
  });

  it("shows a step's next tip on 'Nee', then its model answer (the step earns nothing), then its explanation", () => {
    let s = run(initialPractice(2), [
      { type: 'startScoring', stepCount: 2 },
      { type: 'stepTip', step: 1 },
    ]);
    expect(s.steps[1]!.tipsShown).toBe(1);
    s = run(s, [{ type: 'stepTipAnswer', step: 1, yes: false, tipCount: 2 }]);
    expect(s.steps[1]!.tipsShown).toBe(2);
    s = run(s, [{ type: 'stepTipAnswer', step: 1, yes: false, tipCount: 2 }]);
    // Asked first; the model answer opens on the student's 'Bekijk uitwerking'.
    expect(s.steps[1]).toMatchObject({ confirming: true, shownElaboration: false });
    s = run(s, [{ type: 'confirmStepElaboration', step: 1, yes: true }]);
    expect(s.steps[1]).toMatchObject({ confirming: false, shownElaboration: true, showExplanation: false });
    expect(s.steps[0]!.shownElaboration).toBe(false);
    s = run(s, [{ type: 'stepTipAnswer', step: 1, yes: false, tipCount: 2 }]);
    expect(s.steps[1]!.showExplanation).toBe(true);
    // Step 2 marked 'Ja' after its model answer: 1 + 0 = 1 of 3.
    s = run(s, [
      { type: 'mark', step: 0, yes: true },
      { type: 'mark', step: 1, yes: true },
    ]);
    expect(currentScore(s, strategy).scoredPoints).toBe(1);
  });

  it("takes that step's points, and no other's, when its model answer is opened directly after the question what it costs: 0 + 2 = 2 of 3", () => {
    const asked = run(initialPractice(2), [
      { type: 'startScoring', stepCount: 2 },
      { type: 'showElaboration', step: 0 },
    ]);
    expect(asked.steps.map((x) => [x.confirming, x.shownElaboration])).toEqual([
      [true, false],
      [false, false],
    ]);
    const marks: PracticeAction[] = [
      { type: 'mark', step: 0, yes: true },
      { type: 'mark', step: 1, yes: true },
    ];
    expect(currentScore(run(asked, [{ type: 'confirmStepElaboration', step: 0, yes: true }, ...marks]), strategy).scoredPoints).toBe(2);
    // 'Nee, nu niet': nothing seen, 1 + 2 = 3.
    expect(currentScore(run(asked, [{ type: 'confirmStepElaboration', step: 0, yes: false }, ...marks]), strategy).scoredPoints).toBe(3);
  });

  it('starts over with fresh steps on another strategy, and on "Opnieuw nakijken"', () => {
    let s = run(initialPractice(2), [
      { type: 'startScoring', stepCount: 2 },
      { type: 'mark', step: 0, yes: true },
      { type: 'chooseStrategy', strategy: 1, stepCount: 3 },
    ]);
    expect(s.strategy).toBe(1);
    expect(s.steps.map((x) => x.isCorrect)).toEqual([null, null, null]);
    s = run(s, [{ type: 'restart', stepCount: 3 }]);
    expect([s.mode, s.strategy, s.steps.length]).toEqual(['question', 1, 3]);
  });

  it('keeps a seen model answer at 0 points across "Opnieuw nakijken" and a change of strategy and back: 1 + 0 = 1 of 3', () => {
    const all = (s: PracticeState) =>
      run(s, [
        { type: 'startScoring', stepCount: 2 },
        { type: 'mark', step: 0, yes: true },
        { type: 'mark', step: 1, yes: true },
      ]);
    let s = run(initialPractice(2), [
      { type: 'startScoring', stepCount: 2 },
      { type: 'showElaboration', step: 1 },
      { type: 'confirmStepElaboration', step: 1, yes: true },
    ]);
    s = all(run(s, [{ type: 'restart', stepCount: 2 }]));
    expect(currentScore(s, strategy).scoredPoints).toBe(1);
    s = run(s, [{ type: 'chooseStrategy', strategy: 1, stepCount: 3 }]);
    expect(s.steps.map((x) => x.shownElaboration)).toEqual([false, false, false]);
    s = all(run(s, [{ type: 'chooseStrategy', strategy: 0, stepCount: 2 }]));
    expect(s.steps.map((x) => x.shownElaboration)).toEqual([false, true]);
    expect(currentScore(s, strategy).scoredPoints).toBe(1);
  });

  it('reopens a saved score as it was: finished and scored, or still being marked', () => {
    const saved = {
      sections: [
        { isCorrect: true, shownElaboration: false },
        { isCorrect: false, shownElaboration: true },
      ],
      hasCompletedScoreFlow: true,
    };
    const s = initialPractice(2, saved);
    expect(s.mode).toBe('scored');
    expect(currentScore(s, strategy).scoredPoints).toBe(1);
    expect(initialPractice(2, { ...saved, hasCompletedScoreFlow: false }).mode).toBe('scoring');
    // A saved score of another strategy's shape is not applied.
    expect(initialPractice(3, saved).mode).toBe('question');
    // Only a model answer seen, nothing marked (kept so a reload cannot forget it): the question, with that step at 0.
    const seen = initialPractice(
      2,
      {
        sections: [
          { isCorrect: null, shownElaboration: false },
          { isCorrect: null, shownElaboration: true },
        ],
        hasCompletedScoreFlow: false,
      },
      1,
    );
    expect([seen.mode, seen.strategy, seen.steps.map((x) => x.shownElaboration)]).toEqual(['question', 1, [false, true]]);
  });

  it('looks the points up in a score table: only step 2 earned → entry 2 of [0,1,1,3] → 1 of 3', () => {
    const s = run(initialPractice(2), [
      { type: 'startScoring', stepCount: 2 },
      { type: 'mark', step: 0, yes: false },
      { type: 'mark', step: 1, yes: true },
    ]);
    expect(currentScore(s, { points: [0, 0], scores: [0, 1, 1, 3] })).toEqual({ scoredPoints: 1, totalPoints: 3, complete: true });
  });
});
