// The back-office's practice sets (annotations; document 3 §2 /admin/courses/{course}/metadata, §3 Annotation; document
// 4 §9 and §15; issue 46): a stream's annotations by type with their children and linked questions, adding, renaming
// and deleting a child, linking and unlinking a question by year, term and number, the stream's questions, and the
// admins' rebuild of the 'examen'/'opgave' annotations from the published exams with answers. Authors and admins (the
// rebuild: admins only); each change in one transaction with its audit entries, a refused one changes nothing.
//
// What references an annotation: only its links to questions (annotation_questions). The students' scores and
// activity refer to questions and topics, never to annotations; still, the rebuild keeps every annotation that still
// stands for an exam or topic (same id) and only adds, renames, moves or removes what changed, so an open practice
// page or a link to a set keeps working and the log shows what the rebuild really changed.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { mayOpenArea, type Access } from '../access/grants.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { EXAM_ANNOTATION, TOPIC_ANNOTATION, examAnnotationName } from '../practice/examAnnotations.ts';
import { mayUseBackOffice } from './backOffice.ts';

/** The type of a child POST /api/annotations/{stream} makes (document 4 §9). */
export const CHILD_ANNOTATION = 'basisvaardigheid';
/** The longest annotation name (a varchar(255) in the legacy schema). */
export const ANNOTATION_NAME_MAX = 255;
const YEAR_MIN = 1900;
const YEAR_MAX = 2200;
const TERM_MAX = 3;
const NUMBER_MAX = 1000;

/** The rebuild is for admins only (issue 46): it may touch every 'examen' set of the stream at once. */
export const mayRebuildAnnotations = (access: Pick<Access, 'role'>): boolean => mayOpenArea(access, 'adminOnly');

// ───────────────────────────── reading ─────────────────────────────

/** A question as the page and the REST list show it: '2023-1 vraag 4 — Zonnepaneel'. */
export interface AnnotationQuestionRow {
  questionId: number;
  topicId: number;
  examId: number;
  year: number;
  term: number;
  number: number;
  topicName: string;
}

export interface AdminAnnotationChild {
  id: number;
  parentId: number;
  name: string;
  type: string;
  position: number;
  questions: AnnotationQuestionRow[];
}

export interface AdminAnnotation {
  id: number;
  name: string;
  type: string;
  position: number;
  children: AdminAnnotationChild[];
}

const order = [{ position: 'asc' }, { name: 'asc' }, { id: 'asc' }] satisfies Prisma.AnnotationOrderByWithRelationInput[];
const questionSelect = { id: true, number: true, topicId: true, topic: { select: { name: true, examId: true, exam: { select: { year: true, term: true } } } } } as const;
type QuestionPick = Prisma.QuestionGetPayload<{ select: typeof questionSelect }>;
const questionRow = (q: QuestionPick): AnnotationQuestionRow => ({
  questionId: q.id,
  topicId: q.topicId,
  examId: q.topic.examId,
  year: q.topic.exam.year,
  term: q.topic.exam.term,
  number: q.number,
  topicName: q.topic.name,
});

/** The stream's top-level annotations (ordered by type, then position and name) with their children and linked questions; three statements. */
export async function adminAnnotations(db: Db, streamId: number): Promise<AdminAnnotation[]> {
  const rows = await db.annotation.findMany({
    where: { streamId, parentId: null },
    orderBy: [{ type: 'asc' }, ...order],
    select: {
      id: true,
      name: true,
      type: true,
      position: true,
      children: {
        orderBy: order,
        select: {
          id: true,
          parentId: true,
          name: true,
          type: true,
          position: true,
          questions: { orderBy: [{ position: 'asc' }, { questionId: 'asc' }], select: { question: { select: questionSelect } } },
        },
      },
    },
  });
  return rows.map((a) => ({ ...a, children: a.children.map((c) => ({ ...c, parentId: c.parentId!, questions: c.questions.map((l) => questionRow(l.question)) })) }));
}

/** Every question of the stream's exams of any status (document 4 §4 all-questions), by year, term and number. */
export async function streamQuestions(db: Db, streamId: number): Promise<AnnotationQuestionRow[]> {
  const rows = await db.question.findMany({
    where: { topic: { exam: { streamId } } },
    orderBy: [{ topic: { exam: { year: 'asc' } } }, { topic: { exam: { term: 'asc' } } }, { number: 'asc' }, { id: 'asc' }],
    select: questionSelect,
  });
  return rows.map(questionRow);
}

// ───────────────────────────── children ─────────────────────────────

export type ChildResult =
  { kind: 'ok'; child: { id: number; parentId: number; streamId: number; name: string; type: string; position: number } } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;
export type DeleteChildResult = { kind: 'ok'; id: number; parentId: number; streamId: number } | { kind: 'forbidden' } | { kind: 'not-found' };

function nameErrors(name: string): FieldErrors {
  const errors: FieldErrors = {};
  addIssue(errors, 'name', textIssue(name, ANNOTATION_NAME_MAX, true));
  return errors;
}

/**
 * Adds a 'basisvaardigheid' child under a top-level annotation of the stream, last in its order. An unknown stream is
 * not found; a parent that is not a top-level annotation of this stream is an unknown parentId (nothing written).
 */
export async function addAnnotationChild(ctx: AppContext, input: { streamId: number; parentId: number; name: string }): Promise<ChildResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors = nameErrors(input.name);
  if (hasErrors(errors)) return invalid(errors);
  const name = input.name.trim();
  return transact(ctx, async (tx) => {
    const stream = await tx.db.stream.findUnique({ where: { id: input.streamId }, select: { id: true } });
    if (!stream) return { kind: 'not-found' } as const;
    // The parent's row lock: two children added at once get different positions.
    const [parent] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM annotations WHERE id = ${input.parentId} AND stream_id = ${input.streamId} AND parent_id IS NULL FOR UPDATE`;
    if (!parent) return invalid({ parentId: [{ code: 'unknownId' }] });
    const last = await tx.db.annotation.aggregate({ where: { parentId: parent.id }, _max: { position: true } });
    const child = await tx.db.annotation.create({
      data: { streamId: input.streamId, parentId: parent.id, type: CHILD_ANNOTATION, name, position: (last._max.position ?? -1) + 1 },
      select: { id: true, parentId: true, streamId: true, name: true, type: true, position: true },
    });
    await tx.audit.created({ type: 'annotation', id: child.id, values: { streamId: child.streamId, parentId: child.parentId, type: child.type, name: child.name, position: child.position } });
    return { kind: 'ok', child: { ...child, parentId: child.parentId! } } as const;
  });
}

/** A child annotation locked for a change; null when there is none (top-level annotations are not edited here). */
async function lockChild(db: Db, id: number) {
  const [row] = await db.$queryRaw<{ id: number }[]>`SELECT id FROM annotations WHERE id = ${id} AND parent_id IS NOT NULL FOR UPDATE`;
  if (!row) return null;
  return db.annotation.findUniqueOrThrow({ where: { id }, select: { id: true, parentId: true, streamId: true, name: true, type: true, position: true } });
}

/** Renames a child annotation; the same name again changes nothing and writes no entry. */
export async function renameAnnotationChild(ctx: AppContext, input: { id: number; name: string }): Promise<ChildResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors = nameErrors(input.name);
  if (hasErrors(errors)) return invalid(errors);
  const name = input.name.trim();
  return transact(ctx, async (tx) => {
    const child = await lockChild(tx.db, input.id);
    if (!child) return { kind: 'not-found' } as const;
    if (child.name !== name) {
      await tx.db.annotation.update({ where: { id: child.id }, data: { name }, select: { id: true } });
      await tx.audit.updated({ type: 'annotation', id: child.id, before: { name: child.name }, after: { name } });
    }
    return { kind: 'ok', child: { ...child, parentId: child.parentId!, name } } as const;
  });
}

/** Deletes a child annotation with its links (the questions stay); the entry keeps its name and the questions it held. */
export async function deleteAnnotationChild(ctx: AppContext, input: { id: number }): Promise<DeleteChildResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const child = await lockChild(tx.db, input.id);
    if (!child) return { kind: 'not-found' } as const;
    const links = await tx.db.annotationQuestion.findMany({ where: { annotationId: child.id }, orderBy: [{ position: 'asc' }, { questionId: 'asc' }], select: { questionId: true } });
    await tx.db.annotation.delete({ where: { id: child.id }, select: { id: true } });
    await tx.audit.deleted({
      type: 'annotation',
      id: child.id,
      values: { streamId: child.streamId, parentId: child.parentId, type: child.type, name: child.name, position: child.position, questionIds: links.map((l) => l.questionId) },
    });
    return { kind: 'ok', id: child.id, parentId: child.parentId!, streamId: child.streamId } as const;
  });
}

// ───────────────────────────── links ─────────────────────────────

export interface QuestionAddress {
  annotationId: number;
  year: number;
  term: number;
  number: number;
}

/**
 * 'no-question': no exam of the annotation's stream has a question with this year, term and number; 'not-linked' (an
 * unlink): the question is not in the set. Both change nothing.
 */
export type LinkResult =
  { kind: 'ok'; question: AnnotationQuestionRow; annotationId: number; changed: boolean } | { kind: 'forbidden' } | { kind: 'not-found' } | { kind: 'no-question' } | { kind: 'not-linked' } | Invalid;

function addressErrors(a: QuestionAddress): FieldErrors {
  const errors: FieldErrors = {};
  const int = (value: number, min: number, max: number) => (!Number.isInteger(value) ? { code: 'invalid' as const } : value < min || value > max ? { code: 'notAllowed' as const } : null);
  addIssue(errors, 'year', int(a.year, YEAR_MIN, YEAR_MAX));
  addIssue(errors, 'term', int(a.term, 1, TERM_MAX));
  addIssue(errors, 'number', int(a.number, 1, NUMBER_MAX));
  return errors;
}

/** The annotation (locked: one change of its links at a time) and the question the address names in its stream. */
async function resolveAddress(db: Db, a: QuestionAddress) {
  const [annotation] = await db.$queryRaw<{ id: number; stream_id: number }[]>`SELECT id, stream_id FROM annotations WHERE id = ${a.annotationId} FOR UPDATE`;
  if (!annotation) return { kind: 'not-found' } as const;
  const question = await db.question.findFirst({
    where: { number: a.number, topic: { exam: { streamId: annotation.stream_id, year: a.year, term: a.term } } },
    orderBy: [{ topic: { examId: 'asc' } }, { id: 'asc' }],
    select: questionSelect,
  });
  if (!question) return { kind: 'no-question' } as const;
  return { kind: 'ok', annotationId: annotation.id, question: questionRow(question) } as const;
}

/**
 * Links the question of the annotation's stream with this year, term and number to the annotation, last in its order.
 * Linking it again (also at the same moment) keeps the one link and writes no second entry.
 */
export async function linkAnnotationQuestion(ctx: AppContext, input: QuestionAddress): Promise<LinkResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors = addressErrors(input);
  if (hasErrors(errors)) return invalid(errors);
  return transact(ctx, async (tx) => {
    const found = await resolveAddress(tx.db, input);
    if (found.kind !== 'ok') return found;
    const { annotationId, question } = found;
    const last = await tx.db.annotationQuestion.aggregate({ where: { annotationId }, _max: { position: true } });
    const inserted = await tx.db.$executeRaw`
      INSERT INTO annotation_questions (annotation_id, question_id, position, created_at, updated_at)
      VALUES (${annotationId}, ${question.questionId}, ${(last._max.position ?? -1) + 1}, ${tx.now}, ${tx.now})
      ON CONFLICT (annotation_id, question_id) DO NOTHING`;
    if (inserted > 0) await tx.audit.created({ type: 'annotationQuestion', id: annotationId, values: { annotationId, questionId: question.questionId } });
    return { kind: 'ok', annotationId, question, changed: inserted > 0 } as const;
  });
}

/** Removes the link of the question with this year, term and number from the annotation. */
export async function unlinkAnnotationQuestion(ctx: AppContext, input: QuestionAddress): Promise<LinkResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors = addressErrors(input);
  if (hasErrors(errors)) return invalid(errors);
  return transact(ctx, async (tx) => {
    const found = await resolveAddress(tx.db, input);
    if (found.kind !== 'ok') return found;
    const { annotationId, question } = found;
    const removed = await tx.db.annotationQuestion.deleteMany({ where: { annotationId, questionId: question.questionId } });
    if (removed.count === 0) return { kind: 'not-linked' } as const;
    await tx.audit.deleted({ type: 'annotationQuestion', id: annotationId, values: { annotationId, questionId: question.questionId } });
    return { kind: 'ok', annotationId, question, changed: true } as const;
  });
}

// ───────────────────────────── the rebuild ─────────────────────────────

export type RebuildResult = { kind: 'ok'; exams: number; created: number; updated: number; deleted: number } | { kind: 'forbidden' } | { kind: 'not-found' };

/**
 * Rebuilds the stream's 'examen' annotations (document 4 §9's annotations-create-exams, issue 46): one per published
 * exam with answers, named '<year> <term>e tijdvak', newest first, each with an 'opgave' child per topic by position
 * holding the topic's questions by number. In one transaction, under the stream's row lock (two rebuilds run one after
 * the other; NO KEY, so rows that only refer to the stream, a student's score, are not held up). An annotation that still stands for its exam or topic keeps its id and is updated in place; only what no
 * longer stands for anything is deleted (with its links). Each created, changed or deleted annotation is audited.
 */
export async function rebuildExamAnnotations(ctx: AppContext, input: { streamId: number }): Promise<RebuildResult> {
  if (!mayRebuildAnnotations(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const { db, audit } = tx;
    const [stream] = await db.$queryRaw<{ id: number }[]>`SELECT id FROM streams WHERE id = ${input.streamId} FOR NO KEY UPDATE`;
    if (!stream) return { kind: 'not-found' } as const;
    const streamId = stream.id;
    const exams = await db.exam.findMany({
      where: { streamId, status: 'published', showAnswers: true },
      orderBy: [{ year: 'desc' }, { term: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        year: true,
        term: true,
        topics: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, name: true, position: true, questions: { orderBy: [{ number: 'asc' }, { id: 'asc' }], select: { id: true } } } },
      },
    });
    const existing = await db.annotation.findMany({
      where: { streamId, type: { in: [EXAM_ANNOTATION, TOPIC_ANNOTATION] } },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        parentId: true,
        type: true,
        name: true,
        position: true,
        examId: true,
        topicId: true,
        questions: { orderBy: [{ position: 'asc' }, { questionId: 'asc' }], select: { questionId: true } },
      },
    });
    type Existing = (typeof existing)[number];
    const parents = new Map<number, Existing>();
    const children = new Map<string, Existing>();
    const keep = new Set<number>();
    for (const a of existing) {
      if (a.type === EXAM_ANNOTATION && a.parentId === null && a.examId !== null && !parents.has(a.examId)) parents.set(a.examId, a);
    }
    for (const a of existing) {
      if (a.type === TOPIC_ANNOTATION && a.parentId !== null && a.topicId !== null) {
        const key = `${a.parentId}:${a.topicId}`;
        if (!children.has(key)) children.set(key, a);
      }
    }
    let created = 0;
    let updated = 0;

    /** Makes or updates one annotation to `want`; its links follow `questionIds`. */
    async function sync(
      current: Existing | undefined,
      want: { parentId: number | null; type: string; name: string; position: number; examId: number; topicId: number | null },
      questionIds: number[] | null,
    ): Promise<number> {
      if (!current) {
        const row = await db.annotation.create({ data: { streamId, ...want }, select: { id: true } });
        if (questionIds?.length) await db.annotationQuestion.createMany({ data: questionIds.map((questionId, position) => ({ annotationId: row.id, questionId, position })) });
        await audit.created({ type: 'annotation', id: row.id, values: { streamId, ...want, ...(questionIds ? { questionIds } : {}) } });
        created += 1;
        keep.add(row.id);
        return row.id;
      }
      keep.add(current.id);
      const before = { name: current.name, position: current.position, ...(questionIds ? { questionIds: current.questions.map((q) => q.questionId) } : {}) };
      const after = { name: want.name, position: want.position, ...(questionIds ? { questionIds } : {}) };
      if (JSON.stringify(before) === JSON.stringify(after)) return current.id;
      if (before.name !== after.name || before.position !== after.position)
        await db.annotation.update({ where: { id: current.id }, data: { name: want.name, position: want.position }, select: { id: true } });
      if (questionIds && JSON.stringify(before.questionIds) !== JSON.stringify(questionIds)) {
        await db.annotationQuestion.deleteMany({ where: { annotationId: current.id } });
        if (questionIds.length) await db.annotationQuestion.createMany({ data: questionIds.map((questionId, position) => ({ annotationId: current.id, questionId, position })) });
      }
      await audit.updated({ type: 'annotation', id: current.id, before, after });
      updated += 1;
      return current.id;
    }

    for (const [i, exam] of exams.entries()) {
      const parentId = await sync(parents.get(exam.id), { parentId: null, type: EXAM_ANNOTATION, name: examAnnotationName(exam.year, exam.term), position: i, examId: exam.id, topicId: null }, null);
      for (const topic of exam.topics) {
        await sync(
          children.get(`${parentId}:${topic.id}`),
          { parentId, type: TOPIC_ANNOTATION, name: topic.name, position: topic.position, examId: exam.id, topicId: topic.id },
          topic.questions.map((q) => q.id),
        );
      }
    }
    // What no longer stands for a published exam with answers or one of its topics: children first, then parents.
    const stale = existing.filter((a) => !keep.has(a.id));
    // A part of another type an author added under a set that goes goes with it (the cascade): logged as well.
    const added = stale.length
      ? await db.annotation.findMany({
          where: { parentId: { in: stale.map((a) => a.id) }, type: { notIn: [EXAM_ANNOTATION, TOPIC_ANNOTATION] } },
          orderBy: { id: 'asc' },
          select: {
            id: true,
            parentId: true,
            type: true,
            name: true,
            position: true,
            examId: true,
            topicId: true,
            questions: { orderBy: [{ position: 'asc' }, { questionId: 'asc' }], select: { questionId: true } },
          },
        })
      : [];
    const gone = [...stale, ...added].sort((a, b) => Number(a.parentId === null) - Number(b.parentId === null) || a.id - b.id);
    const goneIds = new Set(gone.map((a) => a.id));
    for (const a of gone) {
      await audit.deleted({
        type: 'annotation',
        id: a.id,
        values: { streamId, parentId: a.parentId, type: a.type, name: a.name, position: a.position, examId: a.examId, topicId: a.topicId, questionIds: a.questions.map((q) => q.questionId) },
      });
    }
    // A gone parent takes its children by the cascade: delete only those whose parent stays, then the parents.
    const roots = gone.filter((a) => a.parentId === null || !goneIds.has(a.parentId)).map((a) => a.id);
    if (roots.length) await db.annotation.deleteMany({ where: { id: { in: roots } } });
    return { kind: 'ok', exams: exams.length, created, updated, deleted: gone.length } as const;
  });
}
