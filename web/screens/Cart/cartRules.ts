// Why 'Volgende' and 'Maak de set' are not possible yet (document 1 §4, §9): the name and the questions are the form's
// own; the licence limits are the server's rule, read from its check of the selection (Cart.setCheck), never
// recomputed here. The server checks them once more when the set is made.
import { graphql } from 'react-relay';
import type { cartRules_check$data } from '../../__generated__/cartRules_check.graphql';
import { CART_TEXT, WARNING_TEXT } from './cartText.ts';

/** The server's check of the selection as a set (Cart.setCheck): its counts and every limit it would break now. */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the tag alone defines the fragment for relay-compiler; it is spread with @relay(mask: false), so no code reads the expression
graphql`
  fragment cartRules_check on SetCheck {
    topics
    completeTopics
    questions
    breaches {
      limit
      max
      available
      message
    }
  }
`;

export type SetCheck = Omit<cartRules_check$data, ' $fragmentType'>;

export interface RuleTopic {
  topic: { id: string; name: string; hasAnswers: boolean };
  questions: readonly { id: string; points: number; timeInMinutes: number | null | undefined }[];
}

export interface RuleAllowance {
  kind: string;
  periodDays?: number | null;
  topicsPerSet?: number | null;
  completeTopics?: { max: number; used: number; available: number } | null;
  wordTopics?: { max: number; used: number; available: number } | null;
}

/** What the selection shows: the questions to send, their points and minutes, topics without tips for students. */
export interface SelectionFacts {
  /** Topics with at least one chosen question: the set's topics. */
  topics: number;
  questionIds: string[];
  points: number;
  minutes: number;
  /** Names of the set's topics without tips and self-marking for students. */
  withoutAnswers: string[];
}

export function selectionFacts(topics: readonly RuleTopic[]): SelectionFacts {
  const inSet = topics.filter((t) => t.questions.length > 0);
  const questions = inSet.flatMap((t) => t.questions);
  return {
    topics: inSet.length,
    questionIds: questions.map((q) => q.id),
    points: questions.reduce((sum, q) => sum + q.points, 0),
    minutes: questions.reduce((sum, q) => sum + (q.timeInMinutes ?? 0), 0),
    withoutAnswers: inSet.filter((t) => !t.topic.hasAnswers).map((t) => t.topic.name),
  };
}

/** The server's sentence when the set may not be made as a Word document, or null. */
export function wordRefusal(wordCheck: SetCheck | null | undefined): string | null {
  return wordCheck?.breaches.find((b) => b.limit === 'wordTopics')?.message ?? null;
}

/**
 * Why the wizard may not go on: no set-making in this stream, the name is empty, there are no questions, or a limit
 * the server's check names (too many topics, complete topics or Word topics; document 1 §4). Empty when it may.
 */
export function blockingReasons(input: { name: string; facts: SelectionFacts; check: SetCheck | null | undefined; notice?: string | null }): string[] {
  const reasons: string[] = [];
  if (!input.check) reasons.push(input.notice ?? WARNING_TEXT.noLicense);
  if (!input.name.trim()) reasons.push(CART_TEXT.nameRequired);
  if (!input.facts.questionIds.length) reasons.push(CART_TEXT.noQuestionsChosen);
  for (const breach of input.check?.breaches ?? []) reasons.push(breach.message);
  return reasons;
}

/** A key for one submission: a double click or a retry sends it again and gets the same set. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
