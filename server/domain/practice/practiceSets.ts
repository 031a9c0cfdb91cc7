// Self-practice sets (annotations; document 2 §2.5, §3 'Practice set'; document 4 §9): who may use a stream's sets,
// which questions a teacher hid from a student's self-practice, the sets with their questions, and the chapter filter
// of /zelf-oefenen/per-onderwerp. The legacy API served annotations to anyone; here they are for signed-in users with
// the stream (document 4 §15), and never carry marking schemes, tips or answers.
import type { Db } from '../../db/database.ts';
import type { Prisma, PublicationStatus } from '../../db/generated/client.ts';
import type { Access } from '../access/grants.ts';
import { studentReach } from '../collections/reach.ts';
import { HIDE_MAX_DAYS } from '../collections/sharing.ts';
import { addDays, today } from '../licensing/period.ts';
import { examSelect, questionPageSelect, topicBase } from '../topics/page.ts';
import { visibleQuestionWhere } from '../topics/policy.ts';
import { EXAM_ANNOTATION } from './examAnnotations.ts';

/** The top-level type of the practice sets per onderwerp; their children are 'basisvaardigheid' / 'gecombineerde-opgaven'. */
export const PRACTICE_SET = 'oefenset';
/** The two kinds of set with questions under their children: per onderwerp and hele examens. */
export type SetKind = typeof PRACTICE_SET | typeof EXAM_ANNOTATION;

// ───────────────────────────── who may practise ─────────────────────────────

/** Why a viewer may not use a stream's practice sets; null when they may. */
export type PracticeRefusal = 'signedOut' | 'license' | 'unpublished';

/**
 * A stream's practice sets are for signed-in users who may open the stream (a grant for it; admins and authors
 * every stream). Students and teachers use them only once the stream's practice status is published (document 1
 * §4: the menu entries stay disabled before); admins and authors may preview them in concept, as they preview
 * concept exams. The same rule disables the two menu entries in the web.
 */
export function practiceRefusal(access: Access, stream: { id: number; practiceStatus: PublicationStatus }): PracticeRefusal | null {
  if (!access.signedIn) return 'signedOut';
  if (!access.canOpenStream(stream.id)) return 'license';
  if (stream.practiceStatus !== 'published' && !access.isStaff) return 'unpublished';
  return null;
}

export const mayPractise = (access: Access, stream: { id: number; practiceStatus: PublicationStatus }): boolean => practiceRefusal(access, stream) === null;

/** What the listings need to know of the viewer: the stream, whose statuses they see, and what is hidden from them. */
export interface PracticeScope {
  streamId: number;
  access: Access;
  /** Questions hidden from this user's self-practice today. */
  hidden: ReadonlySet<number>;
}

export type PracticeScopeResult = ({ kind: 'ok' } & PracticeScope) | { kind: 'forbidden'; reason: PracticeRefusal } | { kind: 'not-found' };

/** The viewer's scope in a stream's practice sets, or why not: an unknown stream is not found, any refusal forbidden. */
export async function practiceScope(db: Db, access: Access, userId: number | null, streamId: number, now: Date): Promise<PracticeScopeResult> {
  if (!access.signedIn || userId === null) return { kind: 'forbidden', reason: 'signedOut' };
  const stream = await db.stream.findUnique({ where: { id: streamId }, select: { id: true, practiceStatus: true } });
  if (!stream) return { kind: 'not-found' };
  const refusal = practiceRefusal(access, stream);
  if (refusal) return { kind: 'forbidden', reason: refusal };
  return { kind: 'ok', streamId, access, hidden: await hiddenQuestionIds(db, userId, today(now)) };
}

// ───────────────────────────── hidden from self-practice ─────────────────────────────

/**
 * The questions hidden from a student's self-practice on `day` (document 1 §4; how a hide is made is
 * ../collections/sharing.ts). Which hides reach the student is ../collections/reach.ts: with a group, the seats in
 * that group; without one, every student seat of the licences in which the set's OWNER holds an active teacher seat.
 * Who is reached is decided today, so a student who joins the group later no longer sees the hidden questions either.
 *
 * As in sharing.ts, where a hide gives each reached seat one 'vraag verbergen' per question and hiding again moves
 * that one's date, the latest hide that reaches the student and holds a question decides that question: hidden
 * while its `until` is after today (the day itself shows it again, like a privilege's end). So hiding a set again
 * with an earlier date shows its questions earlier, for everyone it reaches.
 */
export async function hiddenQuestionIds(db: Db, userId: number, day: Date): Promise<Set<number>> {
  const reach = await studentReach(db, userId, day);
  if (!reach) return new Set();
  const hides = await db.collectionHide.findMany({
    where: {
      // A hide runs at most HIDE_MAX_DAYS from the day it was made, and only a later hide can overrule it: older
      // ones can no longer matter, so the rows read stay bounded.
      createdAt: { gte: addDays(day, -(HIDE_MAX_DAYS + 1)) },
      ...reach,
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { until: true, collection: { select: { questions: { select: { questionId: true } } } } },
  });
  const until = new Map<number, Date>();
  for (const hide of hides) for (const { questionId } of hide.collection.questions) until.set(questionId, hide.until);
  return new Set([...until].filter(([, end]) => end.getTime() > day.getTime()).map(([questionId]) => questionId));
}

// ───────────────────────────── the sets ─────────────────────────────

const annotationSelect = { id: true, streamId: true, name: true, type: true, position: true } satisfies Prisma.AnnotationSelect;
const annotationOrder = [{ position: 'asc' }, { name: 'asc' }, { id: 'asc' }] satisfies Prisma.AnnotationOrderByWithRelationInput[];

/** A practice question: the question as its topic page shows it (without marking schemes and tips) and its topic. */
const practiceQuestionSelect = {
  ...questionPageSelect(null),
  topic: { select: { ...topicBase, exam: { select: examSelect } } },
} satisfies Prisma.QuestionSelect;

/** Which of a set's questions the viewer sees: not hidden from them, not of an exam they may not see. */
export function practiceQuestionWhere(scope: PracticeScope): Prisma.AnnotationQuestionWhereInput {
  return { questionId: { notIn: [...scope.hidden] }, question: visibleQuestionWhere(scope.access) };
}

/** A set's questions in its order, without the hidden ones and those of exams the viewer may not see. */
function questionsOf(scope: PracticeScope) {
  return {
    where: practiceQuestionWhere(scope),
    orderBy: [{ position: 'asc' }, { questionId: 'asc' }],
    select: { question: { select: practiceQuestionSelect } },
  } satisfies Prisma.Annotation$questionsArgs;
}

export type AnnotationRow = Prisma.AnnotationGetPayload<{ select: typeof annotationSelect }>;
export type PracticeQuestionRow = Prisma.QuestionGetPayload<{ select: typeof practiceQuestionSelect }>;
export type PracticeChildRow = AnnotationRow & { questions: PracticeQuestionRow[] };
export type PracticeSetRow = AnnotationRow & { children: PracticeChildRow[] };

/** The stream's top-level annotations (of one type), ordered by position and name. */
export function listAnnotations(db: Db, scope: PracticeScope, type?: string): Promise<AnnotationRow[]> {
  return db.annotation.findMany({ where: { streamId: scope.streamId, parentId: null, ...(type === undefined ? {} : { type }) }, orderBy: annotationOrder, select: annotationSelect });
}

/** The distinct types of the stream's top-level annotations, alphabetically. */
export async function listAnnotationTypes(db: Db, scope: PracticeScope): Promise<string[]> {
  const rows = await db.annotation.findMany({ where: { streamId: scope.streamId, parentId: null }, distinct: ['type'], orderBy: { type: 'asc' }, select: { type: true } });
  return rows.map((r) => r.type);
}

/**
 * The stream's sets of one kind, each with its children and their questions (one statement). A child left without
 * questions — all hidden from this student, or none yet — has nothing to practise and is left out, and so is a set
 * left without children: what remains is what the student can open.
 */
export async function listPracticeSets(db: Db, scope: PracticeScope, kind: SetKind): Promise<PracticeSetRow[]> {
  const sets = await db.annotation.findMany({
    where: { streamId: scope.streamId, parentId: null, type: kind },
    orderBy: annotationOrder,
    select: { ...annotationSelect, children: { orderBy: annotationOrder, select: { ...annotationSelect, questions: questionsOf(scope) } } },
  });
  return sets
    .map((set) => ({
      ...set,
      children: set.children.filter((c) => c.questions.length).map((c) => ({ ...c, questions: c.questions.map((q) => q.question) })),
    }))
    .filter((set) => set.children.length);
}

export type AnnotationDetail = AnnotationRow & {
  stream: Prisma.StreamGetPayload<{ select: typeof streamSelect }>;
  children: AnnotationRow[];
  questions: PracticeQuestionRow[];
};

const streamSelect = {
  id: true,
  slug: true,
  practiceStatus: true,
  formulaSheet: true,
  course: { select: { id: true, name: true } },
  level: { select: { id: true, name: true } },
} satisfies Prisma.StreamSelect;

/** One annotation of the stream with its stream, children and own questions (hidden ones left out); null when not in the stream. */
export async function readAnnotation(db: Db, scope: PracticeScope, annotationId: number): Promise<AnnotationDetail | null> {
  const row = await db.annotation.findFirst({
    where: { id: annotationId, streamId: scope.streamId },
    select: { ...annotationSelect, stream: { select: streamSelect }, children: { orderBy: annotationOrder, select: annotationSelect }, questions: questionsOf(scope) },
  });
  return row && { ...row, questions: row.questions.map((q) => q.question) };
}

// ───────────────────────────── the chapter filter ─────────────────────────────

/**
 * Chapters of a method that are exam training rather than subject matter ('Examentraining', 'Oefenexamen …') are not
 * offered in the chapter filter of the practice sets (document 2 §2.5, §9): a title containing 'examen' or
 * 'training', in any case.
 */
export const excludedChapter = (title: string | null | undefined): boolean => /examen|training/i.test(title ?? '');

export interface ChapterOption {
  id: number;
  /** The chapter's code, e.g. 'H5' or 'H5.3'. */
  name: string;
  title: string | null;
  /** Its paragraphs that hold practice questions. */
  children: ChapterOption[];
}

export interface MethodologyOption {
  id: number;
  name: string;
  chapters: ChapterOption[];
}

/**
 * The chapter filter of /zelf-oefenen/per-onderwerp: per method, the chapters (and their paragraphs) that hold a
 * question of one of the stream's practice sets the viewer can see, in the method's order. Excluded chapters are
 * left out, and with a chapter its paragraphs: a paragraph of 'Examentraining' is exam training too.
 */
export async function practiceChapterOptions(db: Db, scope: PracticeScope): Promise<MethodologyOption[]> {
  const used = await db.questionChapter.findMany({
    where: {
      chapter: { streamId: scope.streamId },
      questionId: { notIn: [...scope.hidden] },
      question: { ...visibleQuestionWhere(scope.access), annotations: { some: { annotation: { streamId: scope.streamId, parent: { type: PRACTICE_SET } } } } },
    },
    distinct: ['chapterId'],
    select: { chapterId: true },
  });
  const usedIds = new Set(used.map((u) => u.chapterId));
  if (!usedIds.size) return [];
  const chapterSelect = { id: true, name: true, title: true } as const;
  const books = await db.chapter.findMany({
    where: { streamId: scope.streamId, parentId: null },
    orderBy: [{ methodology: { name: 'asc' } }, { position: 'asc' }, { id: 'asc' }],
    select: { ...chapterSelect, methodology: { select: { id: true, name: true } }, children: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: chapterSelect } },
  });
  const methods = new Map<number, MethodologyOption>();
  for (const book of books) {
    if (excludedChapter(book.title)) continue;
    const children = book.children.filter((c) => usedIds.has(c.id) && !excludedChapter(c.title)).map((c) => ({ ...c, children: [] }));
    if (!usedIds.has(book.id) && !children.length) continue;
    let method = methods.get(book.methodology.id);
    if (!method) methods.set(book.methodology.id, (method = { id: book.methodology.id, name: book.methodology.name, chapters: [] }));
    method.chapters.push({ id: book.id, name: book.name, title: book.title, children });
  }
  return [...methods.values()];
}
