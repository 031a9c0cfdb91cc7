// Saved scores of signed-in students (document 2 §3 'Question score', §4.1; document 4 §8). A save adds a row; the
// row with the latest client time is the question's score ('newest wins'), so a score made offline and sent late
// never overwrites a later one. The server does not take the points a client sends: it recomputes them from the
// marked steps with the one scoring rule (shared/practice/scoring.ts) and the strategy's own points and score table.
import type { Db } from '../../db/database.ts';
import { transact, type AppContext } from '../context.ts';
import type { Access } from '../access/grants.ts';
import { ACTIONS } from '../access/grants.ts';
import { visibleQuestionWhere } from '../topics/policy.ts';
import { SHOWN_ANSWERS } from '../collections/read.ts';
import { practiceRefusal, type PracticeRefusal } from './practiceSets.ts';
import { addIssue, hasErrors, invalid, type FieldErrors, type Invalid } from '../errors.ts';
import { scoreQuestion } from '../../../shared/practice/scoring.ts';
import { findTaughtPrivilege } from '../classroom/teachers.ts';

/** A step of a saved score as stored and answered: the step's own text and points, and how the student marked it. */
export interface ScoredSection {
  id: number;
  text: string;
  points: number;
  isCorrect: boolean | null;
  shownElaboration: boolean;
  isCompleted: boolean;
}

export interface SavedScore {
  questionId: number;
  /** The client's time of the score, as it sent it. */
  updatedAt: string;
  totalPoints: number;
  scoredPoints: number;
  hasCompletedScoreFlow: boolean;
  sections: ScoredSection[];
}

/** How a client marked one step; the step is named by its id. */
export interface SectionMark {
  id: number;
  isCorrect: boolean | null;
  shownElaboration: boolean;
}

export interface ScoreInput {
  questionId: number;
  updatedAt: string;
  hasCompletedScoreFlow: boolean;
  sections: SectionMark[];
}

export const UPDATED_AT_MAX = 40;
/** Marks of one strategy's steps: no strategy has more (a score table of 2^16 entries is the most one can hold). */
export const SECTION_MARKS_MAX = 32;
/** A client clock ahead by more than this is wrong: its score would win over every later one. */
export const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export type SaveScoreResult = { kind: 'ok'; created: boolean; score: SavedScore } | { kind: 'forbidden'; reason: PracticeRefusal } | Invalid;

/** The client's time of a score: an ISO 8601 date and time, not far in the future. */
function clientTime(text: string, now: Date): number | null {
  if (text.length > UPDATED_AT_MAX || !/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) || time > now.getTime() + CLOCK_SKEW_MS ? null : time;
}

/**
 * Saves a signed-in user's score of a question of a stream they may practise in (the practice rule of
 * ./practiceSets.ts). The question must be one the user may see, and the strategy one a student may see (published,
 * of an exam that shows its answers): the saved score repeats the steps' texts and points, so it must never hold a
 * marking scheme the student could not read. The strategy is the one whose steps the marks name (all of one strategy,
 * each once); with no steps marked, the question's first strategy, unmarked. Saving the same client time again
 * changes nothing (a retry).
 */
export async function saveScore(ctx: AppContext, input: ScoreInput & { streamId: number }): Promise<SaveScoreResult> {
  const { db, now } = ctx;
  const { streamId } = input;
  const user = ctx.actor.user;
  const access = await ctx.actor.access();
  const stream = await db.stream.findUnique({ where: { id: streamId }, select: { id: true, practiceStatus: true } });
  // Scores are a signed-in user's: both interfaces ask for a session first, and nobody practises without one.
  const refusal = user && stream ? practiceRefusal(access, stream) : 'license';
  if (refusal || !user) return { kind: 'forbidden', reason: refusal ?? 'license' };
  const errors: FieldErrors = {};
  if (input.sections.length > SECTION_MARKS_MAX) return invalid({ sections: [{ code: 'tooMany', max: SECTION_MARKS_MAX }] });
  const time = clientTime(input.updatedAt, now);
  if (time === null) addIssue(errors, 'updatedAt', { code: 'invalid' });

  const question = await db.question.findFirst({
    where: { id: input.questionId, AND: [{ topic: { exam: { streamId } } }, visibleQuestionWhere(access)] },
    select: {
      id: true,
      answers: {
        where: SHOWN_ANSWERS,
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: { scores: true, sections: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, text: true, points: true } } },
      },
    },
  });
  if (!question) addIssue(errors, 'questionId', { code: 'unknownId' });
  const marks = new Map(input.sections.map((mark) => [mark.id, mark]));
  const answer = question && (input.sections.length ? question.answers.find((a) => a.sections.some((s) => marks.has(s.id))) : question.answers[0]);
  if (question && !answer) addIssue(errors, 'sections', { code: input.sections.length ? 'unknownId' : 'required' });
  if (answer && (marks.size !== input.sections.length || input.sections.some((mark) => !answer.sections.some((s) => s.id === mark.id)))) {
    addIssue(errors, 'sections', { code: 'unknownId' });
  }
  if (hasErrors(errors) || !question || !answer || time === null) return invalid(errors);

  const sections: ScoredSection[] = answer.sections.map((s) => {
    const mark = marks.get(s.id);
    const isCorrect = mark?.isCorrect ?? null;
    return { id: s.id, text: s.text ?? '', points: s.points, isCorrect, shownElaboration: mark?.shownElaboration ?? false, isCompleted: isCorrect !== null };
  });
  const { scoredPoints, totalPoints, complete } = scoreQuestion(sections, answer.scores);
  // 'Bekijk je punten' comes after every step is marked.
  const hasCompletedScoreFlow = input.hasCompletedScoreFlow && complete;
  const score: SavedScore = { questionId: question.id, updatedAt: input.updatedAt, totalPoints, scoredPoints, hasCompletedScoreFlow, sections };

  return transact(ctx, async ({ db: tx }) => {
    // One user's saves one at a time, so two racing saves cannot both become the newest.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`;
    const same = await tx.score.findUnique({
      where: { userId_questionId_clientUpdatedAt: { userId: user.id, questionId: question.id, clientUpdatedAt: input.updatedAt } },
      select: { id: true },
    });
    if (same) return { kind: 'ok', created: false, score };
    const newest = await tx.score.findFirst({ where: { userId: user.id, questionId: question.id, isNewest: true }, select: { clientUpdatedAt: true } });
    const isNewest = !newest || time >= Date.parse(newest.clientUpdatedAt);
    if (isNewest) await tx.score.updateMany({ where: { userId: user.id, questionId: question.id, isNewest: true }, data: { isNewest: false } });
    await tx.score.create({
      data: {
        userId: user.id,
        questionId: question.id,
        streamId,
        clientUpdatedAt: input.updatedAt,
        totalPoints,
        scoredPoints,
        hasCompletedScoreFlow,
        sections: sections as unknown as object[],
        isNewest,
        // The server's time of the save (the teacher's 'last activity'), on the request's clock like every rule.
        createdAt: now,
      },
      select: { id: true },
    });
    return { kind: 'ok', created: true, score };
  });
}

/** The newest score of each question of a stream that a user scored. */
export async function scoresOfUser(db: Db, userId: number, streamId: number): Promise<SavedScore[]> {
  const rows = await db.score.findMany({
    where: { userId, streamId, isNewest: true },
    orderBy: { questionId: 'asc' },
    select: { questionId: true, clientUpdatedAt: true, totalPoints: true, scoredPoints: true, hasCompletedScoreFlow: true, sections: true },
  });
  return rows.map((r) => ({
    questionId: r.questionId,
    updatedAt: r.clientUpdatedAt,
    totalPoints: r.totalPoints,
    scoredPoints: r.scoredPoints,
    hasCompletedScoreFlow: r.hasCompletedScoreFlow,
    sections: r.sections as unknown as ScoredSection[],
  }));
}

export type SeatScoresResult = { kind: 'ok'; scores: SavedScore[] } | { kind: 'not-found' } | { kind: 'not-practice' };

/**
 * The scores of the student behind a practice privilege ('oefensets uitvoeren' on a stream), for their teacher while
 * it is in force (the one rule of ../classroom/teachers.ts, which the results page asks too). Anyone else learns
 * nothing, not even that the privilege exists; another kind of privilege of a taught student is 'not-practice'.
 */
export async function scoresOfPrivilege(db: Db, access: Access, privilegeId: number, now: Date): Promise<SeatScoresResult> {
  const found = await findTaughtPrivilege(db, access, privilegeId, now);
  if (found.kind === 'not-found') return found;
  const { privilege, student } = found;
  if (privilege.action !== ACTIONS.practice || privilege.objectType !== 'stream') return { kind: 'not-practice' };
  if (!found.inForce) return { kind: 'not-found' };
  return { kind: 'ok', scores: await scoresOfUser(db, student.userId, privilege.objectId) };
}
