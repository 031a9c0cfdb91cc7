// The practice of one question (document 2 §4.1-§4.2) as a pure state machine: the question's tips one at a time,
// the scoring flow step by step, and each step's own tips. The points themselves are the one scoring rule's
// (shared/practice/scoring.ts); this file only decides what the student sees next.
//
// Tips of the question: 'Nee' shows the next tip; after the last one the student is asked whether to see the worked
// answer, told that every step it shows then earns nothing (document 2 §4.2); only on 'Bekijk uitwerking' are those
// steps' model answers shown (and their points gone), then the explanations. 'Ja' ends the flow with a success message.
// Scoring: 'Begin met nakijken' → per step 'Ja' or 'Nee' → 'Bekijk je punten' once every step is marked.
// A step's tips: 'Nee' shows the next tip, then the question whether to see that step's model answer (that step, and
// no other, then earns nothing), then its explanation; 'Ja' after a tip marks the step correct — its points are
// regained, unless its model answer was seen. 'Bekijk uitwerking' on a step asks the same question first.
// A model answer seen during a finished score does not change that score (it was earned before); it counts from the
// next marking ('Opnieuw nakijken') on.
import { scoreQuestion, type QuestionScore, type StepMark } from '../../../shared/practice/scoring.ts';

export interface StepState {
  isCorrect: boolean | null;
  shownElaboration: boolean;
  /** Tips of this step shown so far. */
  tipsShown: number;
  showExplanation: boolean;
  /** The step's tip flow ended with 'Ja'. */
  tipSolved: boolean;
  /** The student is asked whether to see the step's model answer, told what it costs. */
  confirming: boolean;
}

export interface PracticeState {
  mode: 'question' | 'scoring' | 'scored';
  /** Tips of the question shown so far (0: the tip flow is closed). */
  tipsShown: number;
  /** After the last tip: 'confirm' (what seeing the worked answer costs), 'elaboration', then 'explanation'; 'solved' after 'Ja'. */
  tipStage: 'tips' | 'confirm' | 'elaboration' | 'explanation' | 'solved';
  /** The strategy (oplossingsstrategie) being marked. */
  strategy: number;
  steps: StepState[];
  /**
   * Per strategy, the steps whose model answer the student has seen. Kept across 'Opnieuw nakijken' and a change of
   * strategy: a seen model answer keeps its step at 0 points, however often the student starts over.
   */
  seen: Record<number, boolean[]>;
}

export type PracticeAction =
  | { type: 'openTips' }
  | { type: 'tipAnswer'; yes: boolean; tipCount: number }
  | { type: 'closeTips' }
  /** 'Bekijk uitwerking' after being told what it costs: the whole worked answer of the strategy. */
  | { type: 'confirmElaboration' }
  /** The same for one step, or (yes: false) not now. */
  | { type: 'confirmStepElaboration'; step: number; yes: boolean }
  | { type: 'startScoring'; stepCount: number }
  | { type: 'chooseStrategy'; strategy: number; stepCount: number }
  | { type: 'mark'; step: number; yes: boolean }
  | { type: 'showElaboration'; step: number }
  | { type: 'stepTip'; step: number }
  | { type: 'stepTipAnswer'; step: number; yes: boolean; tipCount: number }
  | { type: 'finish' }
  | { type: 'restart'; stepCount: number };

const freshStep = (): StepState => ({ isCorrect: null, shownElaboration: false, tipsShown: 0, showExplanation: false, tipSolved: false, confirming: false });
const freshSteps = (count: number, seen: readonly boolean[] = []) => Array.from({ length: count }, (_, i) => ({ ...freshStep(), shownElaboration: seen[i] ?? false }));
/** `seen` with the current strategy's steps added. */
const remembered = (state: PracticeState): Record<number, boolean[]> => ({
  ...state.seen,
  [state.strategy]: state.steps.map((s, i) => s.shownElaboration || (state.seen[state.strategy]?.[i] ?? false)),
});

/**
 * The practice as it was kept: a finished score, a marking under way, or — when only model answers were seen (kept
 * so a reload cannot forget them) — the question with those steps' points gone. `strategy` is the one the score marks.
 */
export function initialPractice(
  stepCount: number,
  saved?: { sections: { isCorrect: boolean | null; shownElaboration: boolean }[]; hasCompletedScoreFlow: boolean } | null,
  strategy = 0,
): PracticeState {
  if (saved && saved.sections.length === stepCount && stepCount > 0) {
    const marked = saved.sections.some((s) => s.isCorrect !== null);
    return {
      mode: saved.hasCompletedScoreFlow ? 'scored' : marked ? 'scoring' : 'question',
      tipsShown: 0,
      tipStage: 'tips',
      strategy,
      steps: saved.sections.map((s) => ({ ...freshStep(), isCorrect: s.isCorrect, shownElaboration: s.shownElaboration })),
      seen: {},
    };
  }
  return { mode: 'question', tipsShown: 0, tipStage: 'tips', strategy: 0, steps: freshSteps(stepCount), seen: {} };
}

/**
 * Model answers seen: during a marking (or before it) the steps lose their points at once; during a finished score
 * that score stays as it was earned, and the steps count as seen from the next marking on.
 */
function reveal(state: PracticeState, shown: (index: number) => boolean): PracticeState {
  if (state.mode === 'scored') {
    const seen = remembered(state);
    return { ...state, seen: { ...seen, [state.strategy]: seen[state.strategy]!.map((was, i) => was || shown(i)) } };
  }
  return { ...state, steps: state.steps.map((s, i) => (shown(i) ? { ...s, shownElaboration: true, confirming: false } : s)) };
}

const withStep = (state: PracticeState, index: number, change: (step: StepState) => StepState): PracticeState => ({
  ...state,
  steps: state.steps.map((step, i) => (i === index ? change(step) : step)),
});

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'openTips':
      return { ...state, tipsShown: Math.max(1, state.tipsShown), tipStage: state.tipStage === 'solved' ? 'tips' : state.tipStage };
    case 'tipAnswer': {
      if (action.yes) return { ...state, tipStage: 'solved' };
      if (state.tipStage === 'tips' && state.tipsShown < action.tipCount) return { ...state, tipsShown: state.tipsShown + 1 };
      // After the last tip: first what the worked answer costs; nothing is seen yet.
      if (state.tipStage === 'tips') return { ...state, tipStage: 'confirm' };
      if (state.tipStage === 'confirm') return { ...state, tipsShown: 0, tipStage: 'tips' };
      return { ...state, tipStage: 'explanation' };
    }
    case 'confirmElaboration':
      // The worked answer of the whole question: every step of the strategy is seen.
      return state.tipStage === 'confirm' ? { ...reveal(state, () => true), tipStage: 'elaboration' } : state;
    case 'confirmStepElaboration':
      if (!action.yes) return withStep(state, action.step, (s) => ({ ...s, confirming: false }));
      return state.steps[action.step]?.confirming
        ? reveal(
            withStep(state, action.step, (s) => ({ ...s, confirming: false })),
            (i) => i === action.step,
          )
        : state;
    case 'closeTips':
      return { ...state, tipsShown: 0, tipStage: state.tipStage === 'solved' || state.tipStage === 'confirm' ? 'tips' : state.tipStage };
    case 'startScoring':
      return { ...state, mode: 'scoring', steps: state.steps.length === action.stepCount ? state.steps : freshSteps(action.stepCount, state.seen[state.strategy]) };
    case 'chooseStrategy': {
      if (action.strategy === state.strategy) return state;
      const seen = remembered(state);
      return { ...state, strategy: action.strategy, steps: freshSteps(action.stepCount, seen[action.strategy]), seen };
    }
    case 'mark':
      return withStep(state, action.step, (s) => ({ ...s, isCorrect: action.yes }));
    case 'showElaboration':
      // Asked first: what seeing it costs.
      return withStep(state, action.step, (s) => (s.shownElaboration ? s : { ...s, confirming: true }));
    case 'stepTip':
      return withStep(state, action.step, (s) => ({ ...s, tipsShown: Math.max(1, s.tipsShown) }));
    case 'stepTipAnswer':
      return withStep(state, action.step, (s) => {
        if (action.yes) return { ...s, isCorrect: true, tipSolved: true };
        if (!s.shownElaboration && s.tipsShown < action.tipCount) return { ...s, tipsShown: s.tipsShown + 1 };
        if (!s.shownElaboration) return { ...s, confirming: true };
        return { ...s, showExplanation: true };
      });
    case 'finish':
      return state.steps.every((s) => s.isCorrect !== null) ? { ...state, mode: 'scored' } : state;
    case 'restart': {
      const seen = remembered(state);
      return { ...initialPractice(action.stepCount), strategy: state.strategy, steps: freshSteps(action.stepCount, seen[state.strategy]), seen };
    }
  }
}

/** The marks of the steps for the scoring rule. */
export const stepMarks = (state: PracticeState, points: readonly number[]): StepMark[] =>
  state.steps.map((s, i) => ({ points: points[i] ?? 0, isCorrect: s.isCorrect, shownElaboration: s.shownElaboration }));

export function currentScore(state: PracticeState, strategy: { points: readonly number[]; scores?: readonly number[] | null }): QuestionScore {
  return scoreQuestion(stepMarks(state, strategy.points), strategy.scores);
}

/** Every step is marked: 'Bekijk je punten' may be pressed. */
export const allMarked = (state: PracticeState): boolean => state.steps.length > 0 && state.steps.every((s) => s.isCorrect !== null);
