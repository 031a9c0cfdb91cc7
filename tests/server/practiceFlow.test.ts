// The practice of one question (web/screens/Student/practiceFlow.ts, document 2 §4.1-§4.2): what the student sees after
// each answer, and what the steps are worth then. Each case is a sequence of actions with the state and points
// expected after it, worked out by hand.
import { allMarked, currentScore, initialPractice, practiceReducer, type PracticeAction, type PracticeState } from '../../web/screens/Student/practiceFlow.ts';

const run = (state: PracticeState, actions: PracticeAction[]) => actions.reduce(practiceReducer, state);
/** A strategy of two steps worth 1 and 2 points, without a score table. */
const strategy = { points: [1, 2], scores: null };

describe('the tips of a question', () => {
  it("shows the tips one at a time on 'Nee', then the worked answer (every step's model answer seen), then the explanation", () => {
    let s = run(initialPractice(2), [{ type: 'openTips' }]);
    expect([s.tipsShown, s.tipStage]).toEqual([1, 'tips']);
    s = run(s, [{ type: 'tipAnswer', yes: false, tipCount: 2 }]);
    expect([s.tipsShown, s.tipStage]).toEqual([2, 'tips']);
    s = run(s, [{ type: 'tipAnswer', yes: false, tipCount: 2 }]);
    expect(s.tipStage).toBe('elaboration');
    expect(s.steps.map((x) => x.shownElaboration)).toEqual([true, true]);
    s = run(s, [{ type: 'tipAnswer', yes: false, tipCount: 2 }]);
    expect(s.tipStage).toBe('explanation');
    // Both steps marked 'Ja' afterwards still earn nothing: 0 of 3.
    s = run(s, [{ type: 'startScoring', stepCount: 2 }, { type: 'mark', step: 0, yes: true }, { type: 'mark', step: 1, yes: true }]);
    expect(currentScore(s, strategy)).toEqual({ scoredPoints: 0, totalPoints: 3, complete: true });
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
    let s = run(initialPractice(2), [{ type: 'startScoring', stepCount: 2 }, { type: 'mark', step: 0, yes: true }]);
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
    let s = run(initialPractice(2), [{ type: 'startScoring', stepCount: 2 }, { type: 'stepTip', step: 1 }]);
    expect(s.steps[1]!.tipsShown).toBe(1);
    s = run(s, [{ type: 'stepTipAnswer', step: 1, yes: false, tipCount: 2 }]);
    expect(s.steps[1]!.tipsShown).toBe(2);
    s = run(s, [{ type: 'stepTipAnswer', step: 1, yes: false, tipCount: 2 }]);
    expect(s.steps[1]).toMatchObject({ shownElaboration: true, showExplanation: false });
    s = run(s, [{ type: 'stepTipAnswer', step: 1, yes: false, tipCount: 2 }]);
    expect(s.steps[1]!.showExplanation).toBe(true);
    // Step 2 marked 'Ja' after its model answer: 1 + 0 = 1 of 3.
    s = run(s, [{ type: 'mark', step: 0, yes: true }, { type: 'mark', step: 1, yes: true }]);
    expect(currentScore(s, strategy).scoredPoints).toBe(1);
  });

  it("takes a step's points when its model answer is opened directly", () => {
    const s = run(initialPractice(2), [{ type: 'startScoring', stepCount: 2 }, { type: 'showElaboration', step: 0 }, { type: 'mark', step: 0, yes: true }, { type: 'mark', step: 1, yes: true }]);
    expect(currentScore(s, strategy).scoredPoints).toBe(2);
  });

  it('starts over with fresh steps on another strategy, and on "Opnieuw nakijken"', () => {
    let s = run(initialPractice(2), [{ type: 'startScoring', stepCount: 2 }, { type: 'mark', step: 0, yes: true }, { type: 'chooseStrategy', strategy: 1, stepCount: 3 }]);
    expect(s.strategy).toBe(1);
    expect(s.steps.map((x) => x.isCorrect)).toEqual([null, null, null]);
    s = run(s, [{ type: 'restart', stepCount: 3 }]);
    expect([s.mode, s.strategy, s.steps.length]).toEqual(['question', 1, 3]);
  });

  it('keeps a seen model answer at 0 points across "Opnieuw nakijken" and a change of strategy and back: 1 + 0 = 1 of 3', () => {
    const all = (s: PracticeState) => run(s, [{ type: 'startScoring', stepCount: 2 }, { type: 'mark', step: 0, yes: true }, { type: 'mark', step: 1, yes: true }]);
    let s = run(initialPractice(2), [{ type: 'startScoring', stepCount: 2 }, { type: 'showElaboration', step: 1 }]);
    s = all(run(s, [{ type: 'restart', stepCount: 2 }]));
    expect(currentScore(s, strategy).scoredPoints).toBe(1);
    s = run(s, [{ type: 'chooseStrategy', strategy: 1, stepCount: 3 }]);
    expect(s.steps.map((x) => x.shownElaboration)).toEqual([false, false, false]);
    s = all(run(s, [{ type: 'chooseStrategy', strategy: 0, stepCount: 2 }]));
    expect(s.steps.map((x) => x.shownElaboration)).toEqual([false, true]);
    expect(currentScore(s, strategy).scoredPoints).toBe(1);
  });

  it('reopens a saved score as it was: finished and scored, or still being marked', () => {
    const saved = { sections: [{ isCorrect: true, shownElaboration: false }, { isCorrect: false, shownElaboration: true }], hasCompletedScoreFlow: true };
    const s = initialPractice(2, saved);
    expect(s.mode).toBe('scored');
    expect(currentScore(s, strategy).scoredPoints).toBe(1);
    expect(initialPractice(2, { ...saved, hasCompletedScoreFlow: false }).mode).toBe('scoring');
    // A saved score of another strategy's shape is not applied.
    expect(initialPractice(3, saved).mode).toBe('question');
  });

  it('looks the points up in a score table: only step 2 earned → entry 2 of [0,1,1,3] → 1 of 3', () => {
    const s = run(initialPractice(2), [{ type: 'startScoring', stepCount: 2 }, { type: 'mark', step: 0, yes: false }, { type: 'mark', step: 1, yes: true }]);
    expect(currentScore(s, { points: [0, 0], scores: [0, 1, 1, 3] })).toEqual({ scoredPoints: 1, totalPoints: 3, complete: true });
  });
});
