// The back-office's topic editor (opgavetitel, document 3 §3 Topic and §5, issue 45): create, update and delete a topic
// for an author or admin, each in one transaction with its audit entries. The search index and the display cache follow
// by the database's triggers in the same transaction (../search/topicIndex.ts), so the teachers' search and the public
// topic page show a change at once.
//
// No lost edit: a topic carries a version, raised by every update that changes something. An update naming an older
// version is refused with the fields changed since (read from the audit log, whose update entries carry the version
// they made) and the topic as it is now; an update naming no version (the legacy REST PUT) wins as the last one.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { Complexity } from '../../db/generated/enums.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid, type Issue } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { mayUseBackOffice, practisedCount } from './backOffice.ts';
import { markupTextIssue } from '../content/markupCheck.ts';
import { changedFieldsSince, isStale, type VersionConflict } from './versions.ts';

/** The longest topic name, in characters (a varchar column in the legacy schema). */
export const TOPIC_NAME_MAX = 255;
/** The longest introduction (markup), in characters. */
export const TOPIC_INTRODUCTION_MAX = 100_000;
/** Popularity runs from 0 to this (document 4 §13: numeric ≤ 5). */
export const TOPIC_POPULARITY_MAX = 5;
/** The most attachments a topic lists. */
export const TOPIC_ATTACHMENTS_MAX = 100;
const INT_MAX = 2_147_483_647;

const COMPLEXITIES: readonly Complexity[] = ['low', 'average', 'high'];

/** The fields the editor edits, as the audit log keeps them. */
export interface TopicFields {
  name: string;
  introduction: string | null;
  complexity: Complexity | null;
  popularity: number;
  position: number;
  attachmentIds: number[];
}

export interface EditableTopic extends TopicFields {
  id: number;
  examId: number;
  version: number;
}

export type TopicField = keyof TopicFields;

/**
 * A new topic's default position (document 3 §5 'derived from current time'): the moment in whole seconds since 1970,
 * so a topic made later comes later in its exam; it fits the integer column until 2038.
 */
export function defaultTopicPosition(now: Date): number {
  return Math.min(Math.floor(now.getTime() / 1000), INT_MAX);
}

export type CreateTopicInput = { examId: number; name: string; introduction?: string | null; position?: number | null; attachmentIds?: readonly number[] | null };
export type UpdateTopicInput = {
  id: number;
  /** The version the edit is based on; absent, the update wins as the last one (legacy REST). */
  version?: number | null;
  name?: string;
  introduction?: string | null;
  complexity?: Complexity | null;
  popularity?: number;
  position?: number;
  attachmentIds?: readonly number[];
};

/** The fields changed since the version the edit was based on, in the editor's order, and the topic as it is now. */
export type TopicConflict = VersionConflict<TopicField, EditableTopic>;

export type CreateTopicResult = { kind: 'ok'; topic: EditableTopic; examStatusChanged: boolean } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;
export type UpdateTopicResult = { kind: 'ok'; topic: EditableTopic } | { kind: 'forbidden' } | { kind: 'not-found' } | TopicConflict | Invalid;
export type DeleteTopicResult = { kind: 'ok'; id: number; examId: number } | { kind: 'forbidden' } | { kind: 'not-found' } | { kind: 'in-use'; collections: number; practised: number };

const FIELD_ORDER: readonly TopicField[] = ['name', 'introduction', 'complexity', 'popularity', 'position', 'attachmentIds'];

function integerIssue(value: number, min: number, max: number): Issue | null {
  if (!Number.isInteger(value)) return { code: 'invalid' };
  if (value < min || value > max) return { code: 'notAllowed' };
  return null;
}

/** Checks the fields present in `input`; attachment ids are checked against the database later. */
function checkFields(input: Partial<Omit<TopicFields, 'attachmentIds'>> & { attachmentIds?: readonly number[] | null }, errors: FieldErrors): void {
  if (input.name !== undefined) addIssue(errors, 'name', textIssue(input.name, TOPIC_NAME_MAX, true));
  if (input.introduction !== undefined) addIssue(errors, 'introduction', markupTextIssue(input.introduction, TOPIC_INTRODUCTION_MAX, false));
  if (input.complexity !== undefined && input.complexity !== null && !COMPLEXITIES.includes(input.complexity)) addIssue(errors, 'complexity', { code: 'notAllowed' });
  if (input.popularity !== undefined) {
    const p = input.popularity;
    addIssue(errors, 'popularity', !Number.isFinite(p) ? { code: 'invalid' } : p < 0 || p > TOPIC_POPULARITY_MAX ? { code: 'notAllowed' } : null);
  }
  if (input.position !== undefined) addIssue(errors, 'position', integerIssue(input.position, 0, INT_MAX));
  if (input.attachmentIds && input.attachmentIds.length > TOPIC_ATTACHMENTS_MAX) addIssue(errors, 'attachmentIds', { code: 'tooMany', max: TOPIC_ATTACHMENTS_MAX });
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);
const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Adds unknownId for each attachment id that names no attachment, by its place in the list. */
async function checkAttachments(ctx: AppContext, ids: readonly number[], errors: FieldErrors): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await ctx.db.attachment.findMany({ where: { id: { in: unique(ids) } }, select: { id: true } })).map((a) => a.id));
  ids.forEach((id, index) => addIssue(errors, ['attachmentIds', index], found.has(id) ? null : { code: 'unknownId' }));
}

const topicRowSelect = { id: true, examId: true, name: true, introduction: true, complexity: true, popularity: true, position: true, version: true } as const;

/** One topic as the editor edits it, or null. */
export async function editableTopic(ctx: Pick<AppContext, 'db'>, id: number): Promise<EditableTopic | null> {
  const row = await ctx.db.topic.findUnique({
    where: { id },
    select: { ...topicRowSelect, attachments: { select: { attachmentId: true }, orderBy: [{ position: 'asc' }, { attachmentId: 'asc' }] } },
  });
  if (!row) return null;
  const { attachments, ...rest } = row;
  return { ...rest, attachmentIds: attachments.map((a) => a.attachmentId) };
}

const fieldsOf = (t: EditableTopic): TopicFields => ({
  name: t.name,
  introduction: t.introduction,
  complexity: t.complexity,
  popularity: t.popularity,
  position: t.position,
  attachmentIds: t.attachmentIds,
});

async function syncAttachments(ctx: AppContext, topicId: number, ids: readonly number[]): Promise<void> {
  await ctx.db.topicAttachment.deleteMany({ where: { topicId } });
  if (ids.length) await ctx.db.topicAttachment.createMany({ data: ids.map((attachmentId, position) => ({ topicId, attachmentId, position })) });
}

/**
 * Makes a topic in an exam (name required; position defaults from the time, popularity 0). The exam's first topic
 * moves a 'prepared' exam to 'processing' (document 4 §14) in the same transaction, with its own audit entry.
 */
export async function createTopic(ctx: AppContext, input: CreateTopicInput): Promise<CreateTopicResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  checkFields({ name: input.name, introduction: input.introduction ?? null, position: input.position ?? undefined, attachmentIds: input.attachmentIds }, errors);
  if (hasErrors(errors)) return invalid(errors);
  const attachmentIds = unique(input.attachmentIds ?? []);
  return transact(ctx, async (tx) => {
    // The exam's row lock: two first topics at once still move the exam once.
    const [exam] = await tx.db.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM exams WHERE id = ${input.examId} FOR UPDATE`;
    if (!exam) return { kind: 'not-found' } as const;
    await checkAttachments(tx, attachmentIds, errors);
    if (hasErrors(errors)) return invalid(errors);
    const first = (await tx.db.topic.count({ where: { examId: input.examId } })) === 0;
    const created = await tx.db.topic.create({
      data: {
        examId: input.examId,
        name: input.name,
        introduction: blankToNull(input.introduction),
        position: input.position ?? defaultTopicPosition(tx.now),
        popularity: 0,
      },
      select: { id: true },
    });
    await syncAttachments(tx, created.id, attachmentIds);
    const topic = (await editableTopic(tx, created.id))!;
    await tx.audit.created({ type: 'topic', id: topic.id, values: { examId: topic.examId, ...fieldsOf(topic) } });
    const examStatusChanged = first && exam.status === 'prepared';
    if (examStatusChanged) {
      await tx.db.exam.update({ where: { id: input.examId }, data: { status: 'processing' }, select: { id: true } });
      await tx.audit.updated({ type: 'exam', id: input.examId, before: { status: 'prepared' }, after: { status: 'processing' } });
    }
    return { kind: 'ok', topic, examStatusChanged } as const;
  });
}

/**
 * Saves a topic's fields (those given; attachments re-synced in the given order). Based on an older version it is
 * refused with the fields changed since and the topic as it is now. A save that changes nothing keeps the version and
 * writes no audit entry; one that does raises the version and records the changed fields with it.
 */
export async function updateTopic(ctx: AppContext, input: UpdateTopicInput): Promise<UpdateTopicResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  checkFields(input, errors);
  if (input.version !== undefined && input.version !== null) addIssue(errors, 'version', integerIssue(input.version, 1, INT_MAX));
  if (hasErrors(errors)) return invalid(errors);
  return transact(ctx, async (tx) => {
    const [locked] = await tx.db.$queryRaw<{ version: number }[]>`SELECT version FROM topics WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    const before = (await editableTopic(tx, input.id))!;
    if (isStale(input.version, before.version)) {
      return { kind: 'conflict', changedFields: await changedFieldsSince(tx, { type: 'topic', id: input.id }, input.version, FIELD_ORDER), current: before } as const;
    }
    const attachmentIds = input.attachmentIds === undefined ? before.attachmentIds : unique(input.attachmentIds);
    await checkAttachments(tx, attachmentIds, errors);
    if (hasErrors(errors)) return invalid(errors);
    const after: TopicFields = {
      name: input.name ?? before.name,
      introduction: input.introduction === undefined ? before.introduction : blankToNull(input.introduction),
      complexity: input.complexity === undefined ? before.complexity : input.complexity,
      popularity: input.popularity ?? before.popularity,
      position: input.position ?? before.position,
      attachmentIds,
    };
    const old = fieldsOf(before);
    if (JSON.stringify(old) === JSON.stringify(after)) return { kind: 'ok', topic: before } as const;
    const version = before.version + 1;
    const { attachmentIds: _ids, ...columns } = after;
    await tx.db.topic.update({ where: { id: input.id }, data: { ...columns, version }, select: { id: true } });
    if (JSON.stringify(old.attachmentIds) !== JSON.stringify(after.attachmentIds)) await syncAttachments(tx, input.id, after.attachmentIds);
    await tx.audit.updated({ type: 'topic', id: input.id, before: { ...old, version: before.version }, after: { ...after, version } });
    return { kind: 'ok', topic: { ...before, ...after, version } } as const;
  });
}

/**
 * Deletes a topic. Its questions go with it by the schema's cascades (and with them their answers, steps, tips and
 * attachment links), each question recorded as deleted beside the topic. Refused while a question of it is in a
 * teacher's collection (opgavenset: the schema restricts that delete, and a set must not lose a question silently) or
 * students saved scores or work on it (theirs, not the content's to take).
 */
export async function deleteTopic(ctx: AppContext, input: { id: number }): Promise<DeleteTopicResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [locked] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM topics WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    const collections = await tx.db.collectionQuestion.count({ where: { question: { topicId: input.id } } });
    // Students' saved scores and uploaded work on its questions are theirs: a content edit never wipes them out.
    const practised = await practisedCount(tx.db, { topicId: input.id });
    if (collections > 0 || practised > 0) return { kind: 'in-use', collections, practised } as const;
    const topic = (await editableTopic(tx, input.id))!;
    const questions = await tx.db.question.findMany({ where: { topicId: input.id }, select: { id: true, number: true, points: true, text: true }, orderBy: [{ number: 'asc' }, { id: 'asc' }] });
    await tx.db.topic.delete({ where: { id: input.id }, select: { id: true } });
    for (const q of questions) await tx.audit.deleted({ type: 'question', id: q.id, values: { topicId: input.id, number: q.number, points: q.points, text: q.text } });
    await tx.audit.deleted({ type: 'topic', id: topic.id, values: { examId: topic.examId, ...fieldsOf(topic), version: topic.version } });
    return { kind: 'ok', id: topic.id, examId: topic.examId } as const;
  });
}

const adminExamSelect = {
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
} as const;
const adminQuestionSelect = { id: true, topicId: true, number: true, points: true, introduction: true, text: true } as const;
const adminTopicSelect = {
  ...topicRowSelect,
  hasAnswers: true,
  attachments: { select: { attachment: { select: { id: true, name: true, file: { select: { id: true, name: true } } } } }, orderBy: [{ position: 'asc' }, { attachmentId: 'asc' }] },
  questions: { select: adminQuestionSelect, orderBy: [{ number: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.TopicSelect;

/** A topic as the back-office's REST answers show it: its fields, attachments and questions, with its exam. */
export function adminTopicWithExam(db: Db, id: number) {
  return db.topic.findUnique({ where: { id }, select: { ...adminTopicSelect, exam: { select: adminExamSelect } } });
}

/** An exam with its topics (by position) and their questions: the `withExamWrapper` answer. */
export function adminExamWithTopics(db: Db, examId: number) {
  return db.exam.findUnique({ where: { id: examId }, select: { ...adminExamSelect, topics: { select: adminTopicSelect, orderBy: [{ position: 'asc' }, { id: 'asc' }] } } });
}

export type AdminTopicWithExam = NonNullable<Awaited<ReturnType<typeof adminTopicWithExam>>>;
export type AdminExamWithTopics = NonNullable<Awaited<ReturnType<typeof adminExamWithTopics>>>;
