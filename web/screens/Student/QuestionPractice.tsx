// One question as a student practises it (document 2 §4): its text, the tips one at a time, the scoring flow step by
// step with each step's tips and model answer, and the score box with its status dot. What comes next is the state
// machine's (./practiceFlow.ts); the points are the one scoring rule's (shared/practice/scoring.ts). Every step is
// logged with the activity names of document 2 §3; the events about one step of the strategy (its tip, its model answer,
// its Ja/Nee) name that step, so the teacher sees where the class gets stuck (issue 11).
import { useEffect, useId, useReducer, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { QuestionPractice_item$key } from '../../__generated__/QuestionPractice_item.graphql';
import { Markup } from '../../components/Markup.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { questionStatus, stepEarns } from '../../../shared/practice/scoring.ts';
import { allMarked, currentScore, initialPractice, practiceReducer, type PracticeAction, type PracticeState } from './practiceFlow.ts';
import type { LocalScore, LogEvent } from './studentStorage.ts';
import { STUDENT_TEXT as T } from './studentText.ts';
import { QuestionTask } from './TopicTask.tsx';

const fragment = graphql`
  fragment QuestionPractice_item on SetQuestion {
    question {
      id
      urlId
      number
      points
      attachments {
        name
        url
      }
      ...TopicTask_question
    }
    tips {
      text
    }
    answers {
      name
      scores
      sections {
        id
        urlId
        points
        correction
        text
        elaboration
        explanation
        tips {
          text
        }
      }
    }
  }
`;

export interface QuestionPracticeProps {
  item: QuestionPractice_item$key;
  /** The score kept for this question, if any. */
  saved: LocalScore | null;
  /**
   * Called with the score to keep: when the student presses 'Bekijk je punten', and — unfinished — when they have just
   * seen a step's model answer, so that a reload (or another device of a signed-in student) cannot forget it.
   */
  onScored(score: LocalScore): void;
  /** Logs an activity of this question; `step` is the urlId of the step (answer section) it is about. */
  log(activity: LogEvent['activity'], step?: string): void;
  /** A question of a teacher's set, numbered through the set: an earlier question is named by its exam number. */
  inSet?: boolean;
}

/**
 * The time of a new score: now, and always after the kept score it replaces. The server keeps one score per time (the
 * same time again is a retry), so under a clock that stands still or stepped back the new score would be lost.
 */
function scoreTime(previous: LocalScore | null): string {
  const now = Date.now();
  const before = previous ? Date.parse(previous.updatedAt) : Number.NaN;
  return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
}

function YesNo({ onAnswer, label, pressed }: { onAnswer(yes: boolean): void; label: string; pressed?: boolean | null }) {
  const id = useId();
  return (
    <div className="yes-no" role="group" aria-labelledby={id}>
      <p id={id} className="yes-no-question">
        {label}
      </p>
      <Button variant={pressed === true ? 'primary' : 'secondary'} aria-pressed={pressed === undefined ? undefined : pressed === true} onClick={() => onAnswer(true)}>
        {T.yes}
      </Button>
      <Button variant={pressed === false ? 'primary' : 'secondary'} aria-pressed={pressed === undefined ? undefined : pressed === false} onClick={() => onAnswer(false)}>
        {T.no}
      </Button>
    </div>
  );
}

export function QuestionPractice({ item, saved, onScored, log, inSet = false }: QuestionPracticeProps) {
  const data = useFragment(fragment, item);
  const { question, tips, answers } = data;
  const [state, dispatch] = useReducer(practiceReducer, saved, (s) => {
    // The strategy the kept score marks (its steps by id).
    const strategy = s ? answers.findIndex((a) => a.sections.length === s.sections.length && s.sections.every((x, i) => x.id === a.sections[i]?.id)) : -1;
    return strategy >= 0 ? initialPractice(answers[strategy]!.sections.length, s, strategy) : initialPractice(answers[0]?.sections.length ?? 0);
  });
  const answer = answers[state.strategy] ?? answers[0];
  const points = answer?.sections.map((s) => s.points) ?? [];
  const score = answer ? currentScore(state, { points, scores: answer.scores }) : null;
  const scoreHeading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.mode === 'scored') scoreHeading.current?.focus();
  }, [state.mode]);

  const resolveImage = (name: string) => question.attachments.find((a) => a.name === name)?.url ?? null;

  const finish = () => {
    if (!answer || !allMarked(state)) return;
    const next: PracticeState = practiceReducer(state, { type: 'finish' });
    dispatch({ type: 'finish' });
    const result = currentScore(next, { points, scores: answer.scores });
    log('Bekijk je punten');
    onScored({
      updatedAt: scoreTime(saved),
      totalPoints: result.totalPoints,
      scoredPoints: result.scoredPoints,
      hasCompletedScoreFlow: true,
      sections: answer.sections.map((s, i) => ({ id: s.id, isCorrect: next.steps[i]!.isCorrect, shownElaboration: next.steps[i]!.shownElaboration })),
    });
  };

  /** Shows model answers the student chose to see and keeps that they saw them (an unfinished score). */
  const reveal = (action: PracticeAction) => {
    const next = practiceReducer(state, action);
    dispatch(action);
    const shown = answers[next.strategy];
    if (!shown || next.mode === 'scored' || next.steps.every((s, i) => s.shownElaboration === state.steps[i]?.shownElaboration)) return;
    const result = currentScore(next, { points: shown.sections.map((s) => s.points), scores: shown.scores });
    onScored({
      updatedAt: scoreTime(saved),
      totalPoints: result.totalPoints,
      scoredPoints: result.scoredPoints,
      hasCompletedScoreFlow: false,
      sections: shown.sections.map((s, i) => ({ id: s.id, isCorrect: next.steps[i]!.isCorrect, shownElaboration: next.steps[i]!.shownElaboration })),
    });
  };

  const status = questionStatus(saved);
  const tipOpen = state.tipsShown > 0;

  return (
    <div className="practice">
      <QuestionTask question={question} inSet={inSet} />

      <div className="practice-actions">
        {tips.length > 0 && !tipOpen && (
          <Button
            variant="secondary"
            onClick={() => {
              dispatch({ type: 'openTips' });
              log('Ontvang een tip');
            }}
          >
            {T.tip}
          </Button>
        )}
        {answer && state.mode === 'question' && (
          <Button
            onClick={() => {
              dispatch({ type: 'startScoring', stepCount: answer.sections.length });
              log('Begin met nakijken');
            }}
          >
            {T.startScoring}
          </Button>
        )}
      </div>

      {tipOpen && (
        <section className="practice-panel tip-panel" aria-live="polite" aria-label={T.tip}>
          {state.tipStage === 'tips' && (
            <>
              <p className="panel-title">{T.tipOf(state.tipsShown, tips.length)}</p>
              <Markup text={tips[state.tipsShown - 1]?.text} />
              <YesNo
                label={T.tipQuestion}
                onAnswer={(yes) => {
                  dispatch({ type: 'tipAnswer', yes, tipCount: tips.length });
                  if (!yes && state.tipsShown < tips.length) log('Ontvang een tip');
                }}
              />
            </>
          )}
          {state.tipStage === 'confirm' && (
            <>
              <p className="panel-title">{T.elaboration}</p>
              <p className="practice-cost">{answer ? T.questionElaborationCost(answer.sections.length, state.mode === 'scored') : T.noAnswers}</p>
              <div className="practice-actions">
                {answer && (
                  <Button
                    onClick={() => {
                      reveal({ type: 'confirmElaboration' });
                      log('Kijk antwoord na');
                    }}
                  >
                    {T.showElaboration}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => dispatch({ type: 'closeTips' })}>
                  {T.notNow}
                </Button>
              </div>
            </>
          )}
          {(state.tipStage === 'elaboration' || state.tipStage === 'explanation') && (
            <>
              <p className="panel-title">{T.elaboration}</p>
              {answer ? (
                <ol className="practice-elaborations">
                  {answer.sections.map((s) => (
                    <li key={s.id}>
                      <Markup text={s.elaboration ?? s.text} resolveImage={resolveImage} />
                    </li>
                  ))}
                </ol>
              ) : (
                <p>{T.noAnswers}</p>
              )}
              {answer && <p className="practice-note">{T.elaborationNoteAll}</p>}
              {state.tipStage === 'elaboration' ? (
                <YesNo label={T.elaborationQuestion} onAnswer={(yes) => dispatch({ type: 'tipAnswer', yes, tipCount: tips.length })} />
              ) : (
                <>
                  <p className="panel-title">{T.explanation}</p>
                  {answer?.sections.map((s) => (
                    <Markup key={s.id} text={s.explanation} resolveImage={resolveImage} />
                  ))}
                  <Button variant="secondary" onClick={() => dispatch({ type: 'closeTips' })}>
                    {T.close}
                  </Button>
                </>
              )}
            </>
          )}
          {state.tipStage === 'solved' && (
            <>
              <p className="practice-success">{T.solved}</p>
              <Button variant="secondary" onClick={() => dispatch({ type: 'closeTips' })}>
                {T.close}
              </Button>
            </>
          )}
        </section>
      )}

      {answer && state.mode !== 'question' && (
        <section className="practice-panel scoring-panel" aria-label={T.startScoring}>
          {answers.length > 1 && state.mode === 'scoring' && (
            <fieldset className="strategy-choice">
              <legend>{T.strategy}</legend>
              {answers.map((a, i) => (
                <label key={a.sections[0]?.id ?? i}>
                  <input
                    type="radio"
                    name={`strategy-${question.id}`}
                    checked={state.strategy === i}
                    onChange={() => dispatch({ type: 'chooseStrategy', strategy: i, stepCount: a.sections.length })}
                  />{' '}
                  {a.name}
                </label>
              ))}
            </fieldset>
          )}
          <ol className="score-steps">
            {answer.sections.map((s, i) => {
              const step = state.steps[i]!;
              return (
                <li key={s.id} className="score-step">
                  <p className="panel-title">{T.stepOf(i + 1, s.points)}</p>
                  <Markup text={s.correction} resolveImage={resolveImage} />
                  {s.text && (
                    <div className="score-intermediate">
                      <span className="answer-label">{T.intermediate}</span> <Markup text={s.text} resolveImage={resolveImage} />
                    </div>
                  )}
                  {state.mode === 'scoring' && (
                    <>
                      <YesNo
                        label={T.stepQuestion}
                        pressed={step.isCorrect}
                        onAnswer={(yes) => {
                          dispatch({ type: 'mark', step: i, yes });
                          log(yes ? 'Heb je dit tussenantwoord goed: Ja' : 'Heb je dit tussenantwoord goed: Nee', s.urlId);
                        }}
                      />
                      <div className="practice-actions">
                        {s.tips.length > 0 && step.tipsShown === 0 && (
                          <Button
                            variant="secondary"
                            onClick={() => {
                              dispatch({ type: 'stepTip', step: i });
                              log('Ontvang een tip', s.urlId);
                            }}
                          >
                            {T.tip}
                          </Button>
                        )}
                        {!step.shownElaboration && !step.confirming && s.elaboration && (
                          <Button variant="link" onClick={() => dispatch({ type: 'showElaboration', step: i })}>
                            {T.showElaboration}
                          </Button>
                        )}
                      </div>
                      {step.confirming && (
                        <div className="step-confirm" aria-live="polite">
                          <p className="practice-cost">{T.stepElaborationCost(s.points)}</p>
                          <div className="practice-actions">
                            <Button
                              onClick={() => {
                                reveal({ type: 'confirmStepElaboration', step: i, yes: true });
                                log('Kijk antwoord na', s.urlId);
                              }}
                            >
                              {T.showElaboration}
                            </Button>
                            <Button variant="secondary" onClick={() => dispatch({ type: 'confirmStepElaboration', step: i, yes: false })}>
                              {T.notNow}
                            </Button>
                          </div>
                        </div>
                      )}
                      {step.tipsShown > 0 && !step.shownElaboration && !step.tipSolved && !step.confirming && (
                        <div className="step-tip" aria-live="polite">
                          <p className="panel-title">{T.tipOf(step.tipsShown, s.tips.length)}</p>
                          <Markup text={s.tips[step.tipsShown - 1]?.text} />
                          <YesNo
                            label={T.stepTipQuestion}
                            onAnswer={(yes) => {
                              dispatch({ type: 'stepTipAnswer', step: i, yes, tipCount: s.tips.length });
                              if (yes) log('Heb je dit tussenantwoord goed: Ja', s.urlId);
                              // After the last tip the student is asked first; the model answer is logged when seen.
                              else if (step.tipsShown < s.tips.length) log('Ontvang een tip', s.urlId);
                            }}
                          />
                        </div>
                      )}
                    </>
                  )}
                  {step.shownElaboration && (
                    <div className="step-elaboration" aria-live="polite">
                      <p className="panel-title">{T.elaboration}</p>
                      <Markup text={s.elaboration} resolveImage={resolveImage} />
                      <p className="practice-note">{T.elaborationNote}</p>
                      {state.mode === 'scoring' && step.tipsShown > 0 && !step.tipSolved && !step.showExplanation && s.explanation && (
                        <YesNo label={T.elaborationQuestion} onAnswer={(yes) => dispatch({ type: 'stepTipAnswer', step: i, yes, tipCount: s.tips.length })} />
                      )}
                      {(step.showExplanation || state.mode === 'scored') && s.explanation && (
                        <>
                          <p className="panel-title">{T.explanation}</p>
                          <Markup text={s.explanation} resolveImage={resolveImage} />
                        </>
                      )}
                    </div>
                  )}
                  {state.mode === 'scored' && <p className="step-result">{stepEarns({ ...step, points: s.points }) ? `${T.yes}: ${T.points(s.points)}` : `${T.no}: ${T.points(0)}`}</p>}
                </li>
              );
            })}
          </ol>
          {state.mode === 'scoring' && (
            <div className="practice-actions">
              <Button onClick={finish} disabled={!allMarked(state)} aria-describedby={allMarked(state) ? undefined : `${question.id}-mark-all`}>
                {T.showScore}
              </Button>
              {!allMarked(state) && (
                <p id={`${question.id}-mark-all`} className="practice-note">
                  {T.markAllFirst}
                </p>
              )}
            </div>
          )}
          {state.mode === 'scored' && score && (
            <div className="practice-actions">
              <p className="practice-score" tabIndex={-1} ref={scoreHeading}>
                {T.scored(score.scoredPoints, score.totalPoints)}
              </p>
              <Button variant="secondary" onClick={() => dispatch({ type: 'restart', stepCount: answer.sections.length })}>
                {T.again}
              </Button>
            </div>
          )}
        </section>
      )}

      <div className={`score-box status-${status}`}>
        <span className="status-dot" aria-hidden="true" />
        <span>
          {saved?.hasCompletedScoreFlow ? (
            <>
              {T.yourScore}: {saved.scoredPoints} / {saved.totalPoints} <span className="visually-hidden">({T.status[status]})</span>
            </>
          ) : answers.length ? (
            T.scoreUnknown
          ) : (
            T.noAnswers
          )}
        </span>
      </div>
    </div>
  );
}
