// The back-office's question editor (vraag, document 3 §3 Question and §5, issue 45): create, update and delete a
// question of a topic for an author or admin, each in one transaction with its audit entries. The search index, the
// topic's display cache (questionCount, totalPoints, ...) and has_answers follow by the database's triggers in the same
// transaction (../search/topicIndex.ts), so the teachers' search and the public topic page show a change at once.
//
// Rules of this editor, beyond document 3's:
// - Keywords (tagNames) name the stream's tags. A name matches a tag of the stream exactly first; failing that, a tag
//   spelled the same but for upper and lower case is used (the lowest id), so 'Energie' typed as 'energie' does not make
//   a second tag; only a name matching neither becomes a new tag of the stream, in the same transaction.
// - Dependencies: only on an earlier question of the same exam, 'earlier' meaning a lower number. An exam numbers its
//   questions through all its topics, so the number alone orders them across topics. Each flag (introduction,
//   attachments, appendixes) is allowed only when the earlier question has that content; a refused flag is a field
//   error. An entry without a true flag is dropped (document 4 §13).
// - No lost edit: as topics (./versions.ts). A save naming an older version is refused with the fields changed since.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { Complexity } from '../../db/generated/enums.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid, type Issue } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { mayUseBackOffice, practisedCount } from './backOffice.ts';
import { markupTextIssue } from '../content/markupCheck.ts';
import { changedFieldsSince, isStale, type VersionConflict } from './versions.ts';
import { matchingKeyword } from '../../../shared/content/keywords.ts';

/** A new question's number (document 3 §5). */
export const DEFAULT_QUESTION_NUMBER = 99;
/** The longest introduction or text (markup), in characters. */
export const QUESTION_TEXT_MAX = 100_000;
/** The longest highlight and keyword, in characters (varchar columns in the legacy schema). */
export const QUESTION_HIGHLIGHT_MAX = 255;
export const QUESTION_TAG_MAX = 255;
/** The most entries a list of the editor holds (attachments, keywords, highlights, ...). */
export const QUESTION_LIST_MAX = 100;
const INT_MAX = 2_147_483_647;
const COMPLEXITIES: readonly Complexity[] = ['low', 'average', 'high'];

export interface DependencyFields {
  /** The earlier question's id. */
  questionId: number;
  introduction: boolean;
  attachments: boolean;
  appendixes: boolean;
}

/** The fields the editor edits, as the audit log keeps them (lists as ids, keywords as names). */
export interface QuestionFields {
  number: number;
  points: number;
  timeInMinutes: number | null;
  complexity: Complexity | null;
  proportionValue: number | null;
  typeId: number | null;
  introduction: string | null;
  text: string;
  attachmentIds: number[];
  appendixIds: number[];
  chapterIds: number[];
  domainIds: number[];
  tagNames: string[];
  highlights: string[];
  dependencies: DependencyFields[];
}

export type QuestionField = keyof QuestionFields;

export interface EditableQuestion extends QuestionFields {
  id: number;
  topicId: number;
  examId: number;
  streamId: number;
  version: number;
}

export const QUESTION_FIELD_ORDER: readonly QuestionField[] = [
  'number',
  'points',
  'timeInMinutes',
  'complexity',
  'proportionValue',
  'typeId',
  'introduction',
  'text',
  'attachmentIds',
  'appendixIds',
  'chapterIds',
  'domainIds',
  'tagNames',
  'highlights',
  'dependencies',
];

/** The given fields of a save; absent ones stay as they are. */
export type QuestionInput = Partial<QuestionFields>;

/** A solution strategy's steps as the legacy REST routes send them: they replace every answer of the question. */
export interface LegacyAnswerSections {
  sections: readonly { correction: string; points: number }[];
  remark?: string | null;
}

export type CreateQuestionInput = QuestionInput & { topicId: number; text: string; legacyAnswer?: LegacyAnswerSections };
export type UpdateQuestionInput = QuestionInput & {
  id: number;
  /** The version the edit is based on; absent, the update wins as the last one (legacy REST). */
  version?: number | null;
  /** Legacy REST only: moves the question to another topic of the same exam. */
  topicId?: number;
  legacyAnswer?: LegacyAnswerSections;
};

export type QuestionConflict = VersionConflict<QuestionField, EditableQuestion>;
export type CreateQuestionResult = { kind: 'ok'; question: EditableQuestion } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;
export type UpdateQuestionResult = { kind: 'ok'; question: EditableQuestion } | { kind: 'forbidden' } | { kind: 'not-found' } | QuestionConflict | Invalid;
export type DeleteQuestionResult =
  { kind: 'ok'; id: number; topicId: number; examId: number } | { kind: 'forbidden' } | { kind: 'not-found' } | { kind: 'in-use'; collections: number; practised: number };

function integerIssue(value: number | null | undefined, min: number, max: number): Issue | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value)) return { code: 'invalid' };
  if (value < min || value > max) return { code: 'notAllowed' };
  return null;
}

function listIssue(list: readonly unknown[] | undefined): Issue | null {
  return list && list.length > QUESTION_LIST_MAX ? { code: 'tooMany', max: QUESTION_LIST_MAX } : null;
}

/** Checks the fields present in `input` that need no database; ids are checked against it later. */
function checkFields(input: QuestionInput, errors: FieldErrors): void {
  addIssue(errors, 'number', integerIssue(input.number, 0, INT_MAX));
  addIssue(errors, 'points', integerIssue(input.points, 0, INT_MAX));
  addIssue(errors, 'timeInMinutes', integerIssue(input.timeInMinutes, 0, INT_MAX));
  addIssue(errors, 'proportionValue', integerIssue(input.proportionValue, 0, 100));
  if (input.complexity !== undefined && input.complexity !== null && !COMPLEXITIES.includes(input.complexity)) addIssue(errors, 'complexity', { code: 'notAllowed' });
  if (input.text !== undefined) addIssue(errors, 'text', markupTextIssue(input.text, QUESTION_TEXT_MAX, true));
  if (input.introduction !== undefined) addIssue(errors, 'introduction', markupTextIssue(input.introduction, QUESTION_TEXT_MAX, false));
  for (const field of ['attachmentIds', 'appendixIds', 'chapterIds', 'domainIds', 'tagNames', 'highlights', 'dependencies'] as const) addIssue(errors, field, listIssue(input[field]));
  input.tagNames?.forEach((name, index) => addIssue(errors, ['tagNames', index], textIssue(name, QUESTION_TAG_MAX, true)));
  input.highlights?.forEach((text, index) => addIssue(errors, ['highlights', index], textIssue(text, QUESTION_HIGHLIGHT_MAX, true)));
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);
const unique = <T>(list: readonly T[]) => [...new Set(list)];
const ascending = (list: readonly number[]) => unique(list).sort((a, b) => a - b);
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const questionRowSelect = {
  id: true,
  topicId: true,
  number: true,
  points: true,
  timeInMinutes: true,
  complexity: true,
  proportionValue: true,
  typeId: true,
  introduction: true,
  text: true,
  version: true,
  topic: { select: { examId: true, exam: { select: { streamId: true } } } },
  attachments: { select: { attachmentId: true }, orderBy: [{ position: 'asc' }, { attachmentId: 'asc' }] },
  appendixes: { select: { attachmentId: true }, orderBy: [{ position: 'asc' }, { attachmentId: 'asc' }] },
  chapters: { select: { chapterId: true } },
  domains: { select: { domainId: true } },
  tags: { select: { tag: { select: { name: true } } } },
  highlights: { select: { text: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  dependencies: { select: { dependsOnId: true, introduction: true, attachments: true, appendixes: true } },
} as const satisfies Prisma.QuestionSelect;

/** One question as the editor edits it, or null. */
export async function editableQuestion(ctx: Pick<AppContext, 'db'>, id: number): Promise<EditableQuestion | null> {
  const row = await ctx.db.question.findUnique({ where: { id }, select: questionRowSelect });
  if (!row) return null;
  return {
    id: row.id,
    topicId: row.topicId,
    examId: row.topic.examId,
    streamId: row.topic.exam.streamId,
    version: row.version,
    number: row.number,
    points: row.points,
    timeInMinutes: row.timeInMinutes,
    complexity: row.complexity,
    proportionValue: row.proportionValue,
    typeId: row.typeId,
    introduction: row.introduction,
    text: row.text,
    attachmentIds: row.attachments.map((a) => a.attachmentId),
    appendixIds: row.appendixes.map((a) => a.attachmentId),
    chapterIds: ascending(row.chapters.map((c) => c.chapterId)),
    domainIds: ascending(row.domains.map((d) => d.domainId)),
    tagNames: row.tags.map((t) => t.tag.name).sort(byName),
    highlights: row.highlights.map((h) => h.text),
    dependencies: row.dependencies
      .sort((a, b) => a.dependsOnId - b.dependsOnId)
      .map((d) => ({ questionId: d.dependsOnId, introduction: d.introduction, attachments: d.attachments, appendixes: d.appendixes })),
  };
}

export const fieldsOfQuestion = (q: EditableQuestion): QuestionFields => ({
  number: q.number,
  points: q.points,
  timeInMinutes: q.timeInMinutes,
  complexity: q.complexity,
  proportionValue: q.proportionValue,
  typeId: q.typeId,
  introduction: q.introduction,
  text: q.text,
  attachmentIds: q.attachmentIds,
  appendixIds: q.appendixIds,
  chapterIds: q.chapterIds,
  domainIds: q.domainIds,
  tagNames: q.tagNames,
  highlights: q.highlights,
  dependencies: q.dependencies,
});

/** An earlier question as the dependency tab offers it: which of its contents a dependency may bring in. */
export interface EarlierQuestion {
  id: number;
  number: number;
  topicId: number;
  topicName: string;
  hasIntroduction: boolean;
  hasAttachments: boolean;
  hasAppendixes: boolean;
}

/** The questions of an exam numbered below `number` (the candidates for a dependency), by number. */
export async function earlierQuestions(db: Db, where: { examId: number; number: number; exceptId?: number }): Promise<EarlierQuestion[]> {
  const rows = await db.question.findMany({
    where: { topic: { examId: where.examId }, number: { lt: where.number }, ...(where.exceptId ? { id: { not: where.exceptId } } : {}) },
    select: { id: true, number: true, topicId: true, introduction: true, topic: { select: { name: true } }, _count: { select: { attachments: true, appendixes: true } } },
    orderBy: [{ number: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    topicId: r.topicId,
    topicName: r.topic.name,
    hasIntroduction: Boolean(r.introduction?.trim()),
    hasAttachments: r._count.attachments > 0,
    hasAppendixes: r._count.appendixes > 0,
  }));
}

/** Adds unknownId at `field.index` for each id that is not among `known`. */
function checkKnown(errors: FieldErrors, field: string, ids: readonly number[], known: ReadonlySet<number>): void {
  ids.forEach((id, index) => addIssue(errors, [field, index], known.has(id) ? null : { code: 'unknownId' }));
}

const idsOf = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));

/** Checks the ids of `after` against the database: attachments, the stream's type, chapters and domains, dependencies. */
async function checkReferences(tx: AppContext, after: QuestionFields, given: QuestionInput, scope: { id?: number; examId: number; streamId: number }, errors: FieldErrors): Promise<void> {
  if (given.attachmentIds?.length || given.appendixIds?.length) {
    const ids = unique([...(given.attachmentIds ?? []), ...(given.appendixIds ?? [])]);
    const known = idsOf(await tx.db.attachment.findMany({ where: { id: { in: ids } }, select: { id: true } }));
    if (given.attachmentIds) checkKnown(errors, 'attachmentIds', given.attachmentIds, known);
    if (given.appendixIds) checkKnown(errors, 'appendixIds', given.appendixIds, known);
  }
  if (given.typeId !== undefined && given.typeId !== null) {
    const type = await tx.db.questionType.findFirst({ where: { id: given.typeId, streamId: scope.streamId }, select: { id: true } });
    addIssue(errors, 'typeId', type ? null : { code: 'unknownId' });
  }
  if (given.chapterIds?.length) {
    checkKnown(errors, 'chapterIds', given.chapterIds, idsOf(await tx.db.chapter.findMany({ where: { id: { in: unique(given.chapterIds) }, streamId: scope.streamId }, select: { id: true } })));
  }
  if (given.domainIds?.length) {
    checkKnown(errors, 'domainIds', given.domainIds, idsOf(await tx.db.domain.findMany({ where: { id: { in: unique(given.domainIds) }, streamId: scope.streamId }, select: { id: true } })));
  }
  // Dependencies are checked whenever they or the number change: a new number may put an earlier question after it.
  if ((given.dependencies !== undefined || given.number !== undefined) && after.dependencies.length) {
    const earlier = new Map((await earlierQuestions(tx.db, { examId: scope.examId, number: after.number, exceptId: scope.id })).map((q) => [q.id, q]));
    after.dependencies.forEach((d, index) => {
      const q = earlier.get(d.questionId);
      if (!q) return addIssue(errors, ['dependencies', index, 'questionId'], { code: 'notAllowed' });
      if (d.introduction && !q.hasIntroduction) addIssue(errors, ['dependencies', index, 'introduction'], { code: 'notAllowed' });
      if (d.attachments && !q.hasAttachments) addIssue(errors, ['dependencies', index, 'attachments'], { code: 'notAllowed' });
      if (d.appendixes && !q.hasAppendixes) addIssue(errors, ['dependencies', index, 'appendixes'], { code: 'notAllowed' });
    });
  }
}

/** Dependencies as saved: entries with a true flag, one per earlier question (the first given wins), by id. */
function keptDependencies(list: readonly DependencyFields[]): DependencyFields[] {
  const seen = new Set<number>();
  return list.filter((d) => (d.introduction || d.attachments || d.appendixes) && !seen.has(d.questionId) && seen.add(d.questionId)).sort((a, b) => a.questionId - b.questionId);
}

/** Keyword names as saved: trimmed, each once (case-exact), by name. */
const keptTagNames = (names: readonly string[]) => unique(names.map((n) => n.trim())).sort(byName);

/** The key of the transaction lock under which question saves make a stream's new keywords (with the stream's id). */
const NEW_KEYWORD_LOCK = 45_001;

/**
 * The stream's tags for `names`: an exact match first, then one differing only in case (the lowest id), else a new tag
 * of the stream (audited). Returns the ids, and the names as the tags are spelled (so a case variant saves as the tag).
 * The caller holds the stream's row FOR SHARE, so no keyword command (add, rename, merge, delete: FOR UPDATE) runs
 * meanwhile and a linked keyword cannot vanish under the save. New keywords are made one save at a time per stream
 * (a transaction lock), looked up again once it is held: two saves naming 'Kracht' and 'kracht' at once make one.
 */
async function resolveTags(tx: AppContext, streamId: number, names: readonly string[]): Promise<{ ids: number[]; names: string[] }> {
  if (names.length === 0) return { ids: [], names: [] };
  const lowered = unique(names.map((n) => n.toLowerCase()));
  const lookUp = () => tx.db.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM tags WHERE stream_id = ${streamId} AND lower(name) = ANY(${lowered}::text[]) ORDER BY id`;
  let existing = await lookUp();
  if (names.some((name) => !matchingKeyword(name, existing))) {
    await tx.db.$executeRaw`SELECT pg_advisory_xact_lock(${NEW_KEYWORD_LOCK}::int, ${streamId}::int)`;
    existing = await lookUp();
  }
  const result = new Map<number, string>();
  for (const name of names) {
    const tag = matchingKeyword(name, existing);
    if (tag) {
      result.set(tag.id, tag.name);
      continue;
    }
    const [created] = await tx.db.$queryRaw<{ id: number; name: string }[]>`
      INSERT INTO tags (stream_id, name, created_at, updated_at) VALUES (${streamId}, ${name}, now(), now()) RETURNING id, name`;
    await tx.audit.created({ type: 'tag', id: created!.id, values: { streamId, name } });
    existing.push(created!);
    result.set(created!.id, created!.name);
  }
  return { ids: [...result.keys()], names: [...new Set(result.values())].sort(byName) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the relations of `after` that differ from `before` (all of them for a new question). */
async function syncRelations(tx: AppContext, questionId: number, before: QuestionFields | null, after: QuestionFields, tagIds: number[]): Promise<void> {
  const changed = (field: QuestionField) => !before || !same(before[field], after[field]);
  const db = tx.db;
  if (changed('attachmentIds')) {
    await db.questionAttachment.deleteMany({ where: { questionId } });
    if (after.attachmentIds.length) await db.questionAttachment.createMany({ data: after.attachmentIds.map((attachmentId, position) => ({ questionId, attachmentId, position })) });
  }
  if (changed('appendixIds')) {
    await db.questionAppendix.deleteMany({ where: { questionId } });
    if (after.appendixIds.length) await db.questionAppendix.createMany({ data: after.appendixIds.map((attachmentId, position) => ({ questionId, attachmentId, position })) });
  }
  if (changed('chapterIds')) {
    await db.questionChapter.deleteMany({ where: { questionId } });
    if (after.chapterIds.length) await db.questionChapter.createMany({ data: after.chapterIds.map((chapterId) => ({ questionId, chapterId })) });
  }
  if (changed('domainIds')) {
    await db.questionDomain.deleteMany({ where: { questionId } });
    if (after.domainIds.length) await db.questionDomain.createMany({ data: after.domainIds.map((domainId) => ({ questionId, domainId })) });
  }
  if (changed('tagNames')) {
    await db.questionTag.deleteMany({ where: { questionId } });
    if (tagIds.length) await db.questionTag.createMany({ data: tagIds.map((tagId) => ({ questionId, tagId })) });
  }
  if (changed('highlights')) {
    await db.questionHighlight.deleteMany({ where: { questionId } });
    if (after.highlights.length) await db.questionHighlight.createMany({ data: after.highlights.map((text, position) => ({ questionId, text, position })) });
  }
  if (changed('dependencies')) {
    await db.questionDependency.deleteMany({ where: { questionId } });
    if (after.dependencies.length) await db.questionDependency.createMany({ data: after.dependencies.map(({ questionId: dependsOnId, ...flags }) => ({ questionId, dependsOnId, ...flags })) });
  }
}

/** Legacy REST: replaces every answer of the question with one 'Oplossingsstrategie' holding the given steps. */
async function replaceAnswers(tx: AppContext, questionId: number, legacy: LegacyAnswerSections): Promise<void> {
  const old = await tx.db.answer.findMany({ where: { questionId }, select: { id: true, name: true, status: true, position: true }, orderBy: { id: 'asc' } });
  await tx.db.answer.deleteMany({ where: { questionId } });
  for (const a of old) await tx.audit.deleted({ type: 'answer', id: a.id, values: { questionId, name: a.name, status: a.status, position: a.position } });
  if (legacy.sections.length === 0) return;
  const made = await tx.db.answer.create({
    data: {
      questionId,
      name: 'Oplossingsstrategie',
      remark: blankToNull(legacy.remark),
      sections: { create: legacy.sections.map((s, position) => ({ position, correction: s.correction, points: s.points })) },
    },
    select: { id: true, name: true, status: true, remark: true },
  });
  await tx.audit.created({ type: 'answer', id: made.id, values: { questionId, name: made.name, status: made.status, remark: made.remark, sections: legacy.sections.map((s) => ({ ...s })) } });
}

function checkLegacyAnswer(legacy: LegacyAnswerSections | undefined, errors: FieldErrors): void {
  if (!legacy) return;
  addIssue(errors, 'answerSections', listIssue(legacy.sections));
  legacy.sections.forEach((s, index) => {
    addIssue(errors, ['answerSections', index, 'correction'], textIssue(s.correction, QUESTION_TEXT_MAX, true));
    addIssue(errors, ['answerSections', index, 'points'], integerIssue(s.points, 0, INT_MAX));
  });
  addIssue(errors, 'answerRemark', textIssue(legacy.remark, QUESTION_TEXT_MAX, false));
}

/** The saved shape of the given fields over `base`. */
function merged(base: QuestionFields, input: QuestionInput): QuestionFields {
  return {
    number: input.number ?? base.number,
    points: input.points ?? base.points,
    timeInMinutes: input.timeInMinutes === undefined ? base.timeInMinutes : input.timeInMinutes,
    complexity: input.complexity === undefined ? base.complexity : input.complexity,
    proportionValue: input.proportionValue === undefined ? base.proportionValue : input.proportionValue,
    typeId: input.typeId === undefined ? base.typeId : input.typeId,
    introduction: input.introduction === undefined ? base.introduction : blankToNull(input.introduction),
    text: input.text ?? base.text,
    attachmentIds: input.attachmentIds ? unique(input.attachmentIds) : base.attachmentIds,
    appendixIds: input.appendixIds ? unique(input.appendixIds) : base.appendixIds,
    chapterIds: input.chapterIds ? ascending(input.chapterIds) : base.chapterIds,
    domainIds: input.domainIds ? ascending(input.domainIds) : base.domainIds,
    tagNames: input.tagNames ? keptTagNames(input.tagNames) : base.tagNames,
    highlights: input.highlights ? [...input.highlights] : base.highlights,
    dependencies: input.dependencies ? keptDependencies(input.dependencies) : base.dependencies,
  };
}

const EMPTY: QuestionFields = {
  number: DEFAULT_QUESTION_NUMBER,
  points: 0,
  timeInMinutes: null,
  complexity: null,
  proportionValue: null,
  typeId: null,
  introduction: null,
  text: '',
  attachmentIds: [],
  appendixIds: [],
  chapterIds: [],
  domainIds: [],
  tagNames: [],
  highlights: [],
  dependencies: [],
};

const columnsOf = (f: QuestionFields) => ({
  number: f.number,
  points: f.points,
  timeInMinutes: f.timeInMinutes,
  complexity: f.complexity,
  proportionValue: f.proportionValue,
  typeId: f.typeId,
  introduction: f.introduction,
  text: f.text,
});

/** Makes a question in a topic: number 99 and points 0 unless given, text required (document 3 §5). */
export async function createQuestion(ctx: AppContext, input: CreateQuestionInput): Promise<CreateQuestionResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  checkFields({ ...input, text: input.text ?? '' }, errors);
  checkLegacyAnswer(input.legacyAnswer, errors);
  if (hasErrors(errors)) return invalid(errors);
  return transact(ctx, async (tx) => {
    // The stream's keywords first (lockStreamKeywords), then the topic: the order every keyword command takes.
    if (input.tagNames?.length) await tx.db.$queryRaw`SELECT s.id FROM topics t JOIN exams e ON e.id = t.exam_id JOIN streams s ON s.id = e.stream_id WHERE t.id = ${input.topicId} FOR SHARE OF s`;
    const [topic] = await tx.db.$queryRaw<{ examId: number; streamId: number }[]>`
      SELECT t.exam_id AS "examId", e.stream_id AS "streamId" FROM topics t JOIN exams e ON e.id = t.exam_id WHERE t.id = ${input.topicId} FOR UPDATE OF t`;
    if (!topic) return { kind: 'not-found' } as const;
    const after = merged(EMPTY, input);
    await checkReferences(tx, after, input, { examId: topic.examId, streamId: topic.streamId }, errors);
    if (hasErrors(errors)) return invalid(errors);
    const created = await tx.db.question.create({ data: { topicId: input.topicId, ...columnsOf(after) }, select: { id: true } });
    const tags = await resolveTags(tx, topic.streamId, after.tagNames);
    await syncRelations(tx, created.id, null, { ...after, tagNames: tags.names }, tags.ids);
    if (input.legacyAnswer) await replaceAnswers(tx, created.id, input.legacyAnswer);
    const question = (await editableQuestion(tx, created.id))!;
    await tx.audit.created({ type: 'question', id: question.id, values: { topicId: question.topicId, ...fieldsOfQuestion(question) } });
    return { kind: 'ok', question } as const;
  });
}

/**
 * Saves a question's fields (those given; lists replaced in the given order). Based on an older version it is refused
 * with the fields changed since and the question as it is now. A save that changes nothing keeps the version and writes
 * no audit entry; one that does raises the version and records the changed fields with it.
 */
export async function updateQuestion(ctx: AppContext, input: UpdateQuestionInput): Promise<UpdateQuestionResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  checkFields(input, errors);
  checkLegacyAnswer(input.legacyAnswer, errors);
  if (input.version !== undefined && input.version !== null) addIssue(errors, 'version', integerIssue(input.version, 1, INT_MAX));
  if (hasErrors(errors)) return invalid(errors);
  return transact(ctx, async (tx) => {
    // A save that names keywords holds the stream's keywords still (see resolveTags) — taken before the question's row,
    // the order a keyword merge or delete takes them in (it locks the stream, then its triggers touch questions' topics).
    if (input.tagNames) {
      await tx.db.$queryRaw`
        SELECT s.id FROM questions q JOIN topics t ON t.id = q.topic_id JOIN exams e ON e.id = t.exam_id JOIN streams s ON s.id = e.stream_id
        WHERE q.id = ${input.id} FOR SHARE OF s`;
    }
    const [locked] = await tx.db.$queryRaw<{ version: number }[]>`SELECT version FROM questions WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    const before = (await editableQuestion(tx, input.id))!;
    if (isStale(input.version, before.version)) {
      return { kind: 'conflict', changedFields: await changedFieldsSince(tx, { type: 'question', id: input.id }, input.version, QUESTION_FIELD_ORDER), current: before } as const;
    }
    let topicId = before.topicId;
    if (input.topicId !== undefined && input.topicId !== before.topicId) {
      const target = await tx.db.topic.findUnique({ where: { id: input.topicId }, select: { examId: true } });
      if (target?.examId !== before.examId) addIssue(errors, 'topicId', { code: 'notAllowed' });
      topicId = input.topicId;
    }
    const after = merged(fieldsOfQuestion(before), input);
    await checkReferences(tx, after, input, { id: before.id, examId: before.examId, streamId: before.streamId }, errors);
    if (hasErrors(errors)) return invalid(errors);
    const tags = input.tagNames ? await resolveTags(tx, before.streamId, after.tagNames) : null;
    if (tags) after.tagNames = tags.names;
    if (input.legacyAnswer) await replaceAnswers(tx, before.id, input.legacyAnswer);
    const old = fieldsOfQuestion(before);
    if (same(old, after) && topicId === before.topicId) return { kind: 'ok', question: before } as const;
    const version = before.version + 1;
    await tx.db.question.update({ where: { id: before.id }, data: { ...columnsOf(after), topicId, version }, select: { id: true } });
    await syncRelations(tx, before.id, old, after, tags?.ids ?? []);
    await tx.audit.updated({ type: 'question', id: before.id, before: { topicId: before.topicId, ...old, version: before.version }, after: { topicId, ...after, version } });
    return { kind: 'ok', question: { ...before, ...after, topicId, version } } as const;
  });
}

/**
 * Deletes a question with its answers, tips and links (the schema's cascades). Refused while it is in a teacher's
 * collection (the schema restricts that delete; a set must not lose a question silently) or students saved scores or
 * work on it (theirs, not the content's to take).
 */
export async function deleteQuestion(ctx: AppContext, input: { id: number }): Promise<DeleteQuestionResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [locked] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM questions WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    const collections = await tx.db.collectionQuestion.count({ where: { questionId: input.id } });
    const practised = await practisedCount(tx.db, { id: input.id });
    if (collections > 0 || practised > 0) return { kind: 'in-use', collections, practised } as const;
    const question = (await editableQuestion(tx, input.id))!;
    await tx.db.question.delete({ where: { id: input.id }, select: { id: true } });
    await tx.audit.deleted({ type: 'question', id: question.id, values: { topicId: question.topicId, ...fieldsOfQuestion(question), version: question.version } });
    return { kind: 'ok', id: question.id, topicId: question.topicId, examId: question.examId } as const;
  });
}

/** What the form offers for a stream: its question types, tags, chapters by methodology and domains tree. */
export async function questionFormOptions(db: Db, streamId: number) {
  const [types, tags, chapters, domains] = await Promise.all([
    db.questionType.findMany({ where: { streamId }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    db.tag.findMany({ where: { streamId }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    db.chapter.findMany({
      where: { streamId },
      select: { id: true, name: true, title: true, parentId: true, methodology: { select: { id: true, name: true } } },
      orderBy: [{ methodology: { name: 'asc' } }, { position: 'asc' }, { id: 'asc' }],
    }),
    db.domain.findMany({ where: { streamId }, select: { id: true, name: true, parentId: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
  ]);
  return { types, tags, chapters: booksWithTheirChapters(chapters), domains };
}

/**
 * Chapters in the order a reader meets them: each book (a top-level chapter) followed by its own chapters. Positions
 * count within a book, so sorting the lot by position would put one book's chapters under another.
 */
function booksWithTheirChapters<T extends { id: number; parentId: number | null }>(chapters: readonly T[]): T[] {
  const children = new Map<number, T[]>();
  for (const c of chapters) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const placed = new Set<number>();
  const ordered: T[] = [];
  const place = (c: T) => {
    if (placed.has(c.id)) return;
    placed.add(c.id);
    ordered.push(c);
    for (const child of children.get(c.id) ?? []) place(child);
  };
  const ids = new Set(chapters.map((c) => c.id));
  for (const c of chapters) if (c.parentId === null || !ids.has(c.parentId)) place(c);
  return ordered;
}

export const restQuestionSelect = {
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
  version: true,
  questionType: { select: { id: true, name: true } },
  topic: { select: { id: true, examId: true, name: true } },
  attachments: { select: { attachment: { select: { id: true, name: true, file: { select: { id: true, name: true } } } } }, orderBy: [{ position: 'asc' }, { attachmentId: 'asc' }] },
  appendixes: { select: { attachment: { select: { id: true, name: true, file: { select: { id: true, name: true } } } } }, orderBy: [{ position: 'asc' }, { attachmentId: 'asc' }] },
  tags: { select: { tag: { select: { id: true, name: true } } }, orderBy: { tag: { name: 'asc' } } },
  domains: { select: { domain: { select: { id: true, name: true, parentId: true } } }, orderBy: [{ domain: { position: 'asc' } }, { domainId: 'asc' }] },
  chapters: { select: { chapter: { select: { id: true, name: true, title: true, methodology: { select: { id: true, name: true } } } } }, orderBy: { chapterId: 'asc' } },
  highlights: { select: { id: true, text: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  dependencies: {
    select: { introduction: true, attachments: true, appendixes: true, dependsOn: { select: { id: true, number: true, introduction: true } } },
    orderBy: { dependsOn: { number: 'asc' } },
  },
  answers: {
    select: {
      id: true,
      name: true,
      type: true,
      position: true,
      remark: true,
      status: true,
      sections: { select: { id: true, correction: true, text: true, elaboration: true, explanation: true, points: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
    },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  },
} as const satisfies Prisma.QuestionSelect;

/** A question as the back-office's REST answers show it (document 4 §5 Question with its relations). */
export function adminQuestion(db: Db, id: number) {
  return db.question.findUnique({ where: { id }, select: restQuestionSelect });
}

/** The exam of a topic with its topics (by position) and their questions as adminQuestion shows them: `withExamWrapper`. */
export function adminExamWithQuestions(db: Db, examId: number) {
  return db.exam.findUnique({
    where: { id: examId },
    select: {
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
      topics: {
        select: { id: true, name: true, position: true, questions: { select: restQuestionSelect, orderBy: [{ number: 'asc' }, { id: 'asc' }] } },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
      },
    },
  });
}

export type AdminQuestion = NonNullable<Awaited<ReturnType<typeof adminQuestion>>>;
export type AdminExamWithQuestions = NonNullable<Awaited<ReturnType<typeof adminExamWithQuestions>>>;
