// Answer space (issue 42, beyond the spec): a set made 'met antwoordruimte' prints ruled lines under each question of
// its PDF and Word files, so a teacher can hand the booklet out as a test. How many lines a question gets is decided
// here and nowhere else; the renderers only draw the number the model carries.
import type { DocumentModel } from './model.ts';

/**
 * Lines per point. A CvTE point is about one step of reasoning: a formula written out, numbers filled in, a result
 * with its unit, or a sentence of explanation. Three ruled lines of 0.8 cm hold that in a pupil's handwriting.
 */
export const LINES_PER_POINT = 3;
/** Even a 1-point question (a choice, one word, a short reason) gets room for a full sentence and a correction. */
export const MIN_ANSWER_LINES = 3;
/**
 * A 5-point calculation gets 15 lines (12 cm), about half a page; more would leave booklets of 6-point questions
 * mostly empty paper, and a pupil who needs more turns to the back or an extra sheet, as in a real exam.
 */
export const MAX_ANSWER_LINES = 15;

/** The ruled lines a question of `points` points gets to answer on. */
export function answerLines(points: number): number {
  return Math.min(MAX_ANSWER_LINES, Math.max(MIN_ANSWER_LINES, LINES_PER_POINT * points));
}

/**
 * The set's model with each question's answer lines: for the student's papers (PDF and Word) of a set made with answer
 * space. The count becomes part of the model, and so of the cached document's version.
 */
export function withAnswerSpace(model: DocumentModel): DocumentModel {
  return {
    ...model,
    topics: model.topics.map((t) => ({ ...t, questions: t.questions.map((q) => ({ ...q, answerLines: answerLines(q.points) })) })),
  };
}
