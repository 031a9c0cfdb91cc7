// The back-office shell (document 3 §2, issue 45): who may use it, the streams it lists, a stream's exams in the exam
// list's order, the side menu's levels (exams → topics → questions) and the stream's formula sheet. The domain speaks
// codes (exam statuses as stored); the web words them ('Nog niet begonnen', ...), REST sends them as they are.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { ExamStatus } from '../../db/generated/enums.ts';
import { mayOpenArea, type Access } from '../access/grants.ts';
import { streamOrder } from '../content/streams.ts';
import { addIssue, hasErrors, invalid, type FieldErrors, type Invalid } from '../errors.ts';
import { markupTextIssue } from '../content/markupCheck.ts';
import { transact, type AppContext } from '../context.ts';

/** Authors and admins use the back-office (document 3 §6, area 'admin'); teachers, students and visitors do not. */
export function mayUseBackOffice(access: Pick<Access, 'role'>): boolean {
  return mayOpenArea(access, 'admin');
}

/** The exam list's status rank (document 3 §2): prepared 1, processing 2, published 3, concept 4, frozen 5. */
export const EXAM_STATUS_RANK: Readonly<Record<ExamStatus, number>> = { prepared: 1, processing: 2, published: 3, concept: 4, frozen: 5 };

/**
 * The exam list's order (document 3 §2, with document 4 §13's 'newest year/term first'): year and term descending,
 * then the status rank. The database's enum ExamStatus is declared in the rank's order (prisma/schema.prisma, the
 * init migration), so ordering by the column is ordering by the rank; tests/server/admin.test.ts holds it to a list.
 */
export const BACK_OFFICE_EXAM_ORDER: Prisma.ExamOrderByWithRelationInput[] = [{ year: 'desc' }, { term: 'desc' }, { status: 'asc' }, { id: 'asc' }];

/** A topic's place in its exam: its position, then its id. */
export const BACK_OFFICE_TOPIC_ORDER: Prisma.TopicOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

/** A question's place in its topic: its number, then its id. */
export const BACK_OFFICE_QUESTION_ORDER: Prisma.QuestionOrderByWithRelationInput[] = [{ number: 'asc' }, { id: 'asc' }];

const streamSelect = {
  id: true,
  slug: true,
  practiceStatus: true,
  formulaSheet: true,
  course: { select: { id: true, name: true } },
  level: { select: { id: true, name: true } },
} as const satisfies Prisma.StreamSelect;

const examSelect = {
  id: true,
  streamId: true,
  year: true,
  term: true,
  status: true,
  showAnswers: true,
  isPilot: true,
  standardizationValue: true,
  notes: true,
  introduction: true,
} as const satisfies Prisma.ExamSelect;

const topicSelect = { id: true, examId: true, name: true, introduction: true, complexity: true, popularity: true, position: true, hasAnswers: true } as const satisfies Prisma.TopicSelect;

const questionSelect = {
  id: true,
  topicId: true,
  typeId: true,
  number: true,
  points: true,
  timeInMinutes: true,
  complexity: true,
  proportionValue: true,
  introduction: true,
  text: true,
} as const satisfies Prisma.QuestionSelect;

export type BackOfficeStream = Prisma.StreamGetPayload<{ select: typeof streamSelect }>;
export type BackOfficeExam = Prisma.ExamGetPayload<{ select: typeof examSelect }>;
export type BackOfficeTopic = Prisma.TopicGetPayload<{ select: typeof topicSelect }>;
export type BackOfficeQuestion = Prisma.QuestionGetPayload<{ select: typeof questionSelect }>;

/**
 * How many scores and uploaded elaborations students saved on the questions `where` selects: students' work, which a
 * content edit must never wipe out (deleting an exam or topic is refused while there is any).
 */
export async function practisedCount(db: Db, where: Prisma.QuestionWhereInput): Promise<number> {
  return (await db.score.count({ where: { question: where } })) + (await db.elaboration.count({ where: { question: where } }));
}

/** The courses (vakken), by name. */
export function backOfficeCourses(db: Db): Promise<{ id: number; name: string }[]> {
  return db.course.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** Every stream with its course and level, in display order. */
export function backOfficeStreams(db: Db): Promise<BackOfficeStream[]> {
  return db.stream.findMany({ select: streamSelect, orderBy: streamOrder });
}

/** One stream with its exams in the exam list's order; null when there is none. Two statements, whatever its size. */
export async function backOfficeStream(db: Db, streamId: number): Promise<(BackOfficeStream & { exams: BackOfficeExam[] }) | null> {
  const stream = await db.stream.findUnique({ where: { id: streamId }, select: streamSelect });
  if (!stream) return null;
  return { ...stream, exams: await streamExams(db, streamId) };
}

/** A stream's exams in the exam list's order. */
export function streamExams(db: Db, streamId: number): Promise<BackOfficeExam[]> {
  return db.exam.findMany({ where: { streamId }, select: examSelect, orderBy: BACK_OFFICE_EXAM_ORDER });
}

export type BackOfficeTree = (BackOfficeStream & { exams: (BackOfficeExam & { topics: (BackOfficeTopic & { questions: BackOfficeQuestion[] })[] })[] })[];

/**
 * Every stream with its exams (newest year and term first), their topics and the topics' questions: GET /api/admin
 * (document 4 §13). Four statements whatever the size of the bank: each level is read whole, then grouped.
 */
export async function backOfficeTree(db: Db): Promise<BackOfficeTree> {
  const [streams, exams, topics, questions] = [
    await backOfficeStreams(db),
    await db.exam.findMany({ select: examSelect, orderBy: BACK_OFFICE_EXAM_ORDER }),
    await db.topic.findMany({ select: topicSelect, orderBy: BACK_OFFICE_TOPIC_ORDER }),
    await db.question.findMany({ select: questionSelect, orderBy: BACK_OFFICE_QUESTION_ORDER }),
  ];
  const questionsOf = groupBy(questions, (q) => q.topicId);
  const topicsOf = groupBy(
    topics.map((t) => ({ ...t, questions: questionsOf.get(t.id) ?? [] })),
    (t) => t.examId,
  );
  const examsOf = groupBy(
    exams.map((e) => ({ ...e, topics: topicsOf.get(e.id) ?? [] })),
    (e) => e.streamId,
  );
  return streams.map((s) => ({ ...s, exams: examsOf.get(s.id) ?? [] }));
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The longest formula sheet a stream keeps, in characters: many pages of formulas, far below what a row holds. */
export const FORMULA_SHEET_MAX = 100_000;

export type SaveFormulaSheetResult = { kind: 'ok'; streamId: number; formulaSheet: string | null } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;

/**
 * Saves a stream's formula sheet (Formuleblad, markup) for an author or admin; blank text clears it. In one
 * transaction with its audit entry (type 'stream', the field formulaSheet old and new); a save that changes nothing
 * writes no entry. Anyone else is refused before anything is read.
 */
export async function saveFormulaSheet(ctx: AppContext, input: { streamId: number; formulaSheet: string | null }): Promise<SaveFormulaSheetResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  addIssue(errors, 'formulaSheet', markupTextIssue(input.formulaSheet, FORMULA_SHEET_MAX, false));
  if (hasErrors(errors)) return invalid(errors);
  const next = input.formulaSheet?.trim() ? input.formulaSheet : null;
  return transact(ctx, async ({ db, audit }) => {
    // One save of a stream's sheet at a time: the old value the log keeps is the one this save replaced.
    const [locked] = await db.$queryRaw<{ formula_sheet: string | null }[]>`SELECT formula_sheet FROM streams WHERE id = ${input.streamId} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    if (locked.formula_sheet !== next) await db.stream.update({ where: { id: input.streamId }, data: { formulaSheet: next }, select: { id: true } });
    await audit.record({ type: 'stream', id: input.streamId, event: 'updated', old: { formulaSheet: locked.formula_sheet }, new: { formulaSheet: next } });
    return { kind: 'ok', streamId: input.streamId, formulaSheet: next } as const;
  });
}
