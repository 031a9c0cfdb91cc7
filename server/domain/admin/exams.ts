// Exams in the back-office (issue 45, document 3 §3-§5, document 4 §13): create one from its PDFs, edit it, delete it.
// Authors and admins only; each command runs in one transaction with its audit entry (type 'exam'), so a refused or
// failed change leaves nothing and a committed one always has its entry. The topic search index and display cache follow
// an exam's stream, year, term, status and show_answers through the database's triggers in the same transaction
// (server/domain/search/topicIndex.ts), so the teachers' search shows a change at once.
//
// No lost edit: every exam carries a version, raised by each update that changes something. An update that names an
// older version is refused with the fields changed since (their current values), read from the audit entries of the
// updates after that version (each records its new version); an update without a version (the legacy REST PUT) wins as
// before.
//
// Deleting cascades as the schema does: its topics, their questions and answers, its file links. A question that a
// teacher's set holds is not deleted (the schema restricts it): such an exam is refused as in use, with the number of sets.
import type { Prisma } from '../../db/generated/client.ts';
import type { ExamStatus } from '../../db/generated/enums.ts';
import { addIssue, hasErrors, invalid, REQUIRED, textIssue, type FieldErrors, type Invalid, type Issue } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { storedFileBytes, storedFileBytesSelect, storeFileBytes, type StoredBytes, type WithStorage } from '../content/storedFiles.ts';
import { mayUseBackOffice, practisedCount } from './backOffice.ts';
import { markupTextIssue } from '../content/markupCheck.ts';
import { changedFieldsSince, isStale, type VersionConflict } from './versions.ts';

/** The first exam year the bank takes (document 4 §13: year ≥ 2010) and a sane last one. */
export const EXAM_YEAR_MIN = 2010;
export const EXAM_YEAR_MAX = 2100;
/** The statuses an author chooses in the editor (document 3 §4); prepared and processing belong to the processing flow. */
export const EDITABLE_EXAM_STATUSES = ['concept', 'published', 'frozen'] as const satisfies readonly ExamStatus[];
export type EditableExamStatus = (typeof EDITABLE_EXAM_STATUSES)[number];
/** An exam's PDFs: at most this many per upload, each at most this large (an official exam PDF is a few MB). */
export const EXAM_FILES_MAX = 10;
export const EXAM_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const EXAM_FILE_NAME_MAX = 255;
/** Introduction and notes: markup of a few pages at most. */
export const EXAM_TEXT_MAX = 65_535;
/** The N-term is stored as DECIMAL(4, 2). */
const N_TERM_LIMIT = 100;

/** The fields the exam editor changes, as the audit log and a conflict name them. */
export const EXAM_EDITABLE_FIELDS = ['status', 'year', 'term', 'showAnswers', 'isPilot', 'standardizationValue', 'introduction', 'notes'] as const;
export type ExamEditableField = (typeof EXAM_EDITABLE_FIELDS)[number];

export interface ExamValues {
  status: ExamStatus;
  year: number;
  term: number;
  showAnswers: boolean;
  isPilot: boolean;
  standardizationValue: number | null;
  introduction: string | null;
  notes: string | null;
}

export interface EditedExam extends ExamValues {
  id: number;
  streamId: number;
  version: number;
}

const editedSelect = {
  id: true,
  streamId: true,
  version: true,
  status: true,
  year: true,
  term: true,
  showAnswers: true,
  isPilot: true,
  standardizationValue: true,
  introduction: true,
  notes: true,
} as const satisfies Prisma.ExamSelect;

type EditedRow = Prisma.ExamGetPayload<{ select: typeof editedSelect }>;

const edited = (row: EditedRow): EditedExam => ({ ...row, standardizationValue: row.standardizationValue === null ? null : Number(row.standardizationValue) });

const valuesOf = (exam: EditedExam): ExamValues => Object.fromEntries(EXAM_EDITABLE_FIELDS.map((field) => [field, exam[field]])) as unknown as ExamValues;

// ── Checks ──

/** An uploaded exam file: the name the author gave it and its bytes (null when the part was missing). */
export interface ExamUpload {
  name: string | null | undefined;
  bytes: Uint8Array | null | undefined;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * Whether the bytes are a PDF, judged by their content only (never a name or a declared type): the header '%PDF-1.x' or
 * '%PDF-2.0' at the very start, at least one indirect object, and the trailer a reader starts from — 'startxref' with
 * an offset inside the file and '%%EOF' — in the last kilobytes. A text file renamed .pdf, an HTML page or an image
 * fails; a truncated upload (no trailer) fails too.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length < 32) return false;
  if (!/^%PDF-(1\.[0-7]|2\.0)[\r\n %]/.test(latin1(bytes.subarray(0, 10)))) return false;
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 2048)));
  const trailer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!trailer || Number(trailer[1]) >= bytes.length) return false;
  return /\d+\s+\d+\s+obj\b/.test(latin1(bytes.subarray(0, Math.min(bytes.length, 64 * 1024))));
}

/** The issue of one uploaded file, or null: present, not too large, a PDF by its content. */
export function examFileIssue(bytes: Uint8Array | null | undefined): Issue | null {
  if (!bytes || bytes.length === 0) return REQUIRED;
  if (bytes.length > EXAM_FILE_MAX_BYTES) return { code: 'tooLong', max: EXAM_FILE_MAX_BYTES };
  return isPdf(bytes) ? null : { code: 'invalid' };
}

const INVALID: Issue = { code: 'invalid' };
const NOT_ALLOWED: Issue = { code: 'notAllowed' };

function yearIssue(year: unknown): Issue | null {
  if (year === undefined || year === null) return REQUIRED;
  return Number.isInteger(year) && (year as number) >= EXAM_YEAR_MIN && (year as number) <= EXAM_YEAR_MAX ? null : INVALID;
}

function termIssue(term: unknown): Issue | null {
  if (term === undefined || term === null) return REQUIRED;
  return term === 1 || term === 2 || term === 3 ? null : NOT_ALLOWED;
}

function nTermIssue(value: unknown): Issue | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < N_TERM_LIMIT ? null : INVALID;
}

/** The N-term as stored: two decimals. */
const nTerm = (value: number | null | undefined) => (value === undefined || value === null ? value : Math.round(value * 100) / 100);

// ── Create ──

export interface CreateExamInput {
  streamId: number;
  year: number;
  term: number;
  standardizationValue?: number | null;
  files: readonly ExamUpload[];
}

export type CreateExamResult = { kind: 'ok'; exam: EditedExam } | { kind: 'forbidden' } | Invalid;

/**
 * Creates an exam in status prepared with its PDFs (their bytes in the file store, put there before the transaction), for an author or admin.
 * Field errors: streamId (unknownId), year (2010-2100), term (1-3), standardizationValue, files (required, tooMany) and
 * per file `files.{i}.name` and `files.{i}.file` (required, tooLong in bytes, invalid: not a PDF). There is no unique
 * key on stream, year and term (a stream may hold several exams of one term, say a pilot beside the regular one), so a
 * second exam of the same term is made like the first.
 */
export async function createExam(ctx: AppContext & WithStorage, input: CreateExamInput): Promise<CreateExamResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  addIssue(errors, 'year', yearIssue(input.year));
  addIssue(errors, 'term', termIssue(input.term));
  addIssue(errors, 'standardizationValue', nTermIssue(input.standardizationValue));
  if (input.files.length === 0) addIssue(errors, 'files', REQUIRED);
  else if (input.files.length > EXAM_FILES_MAX) addIssue(errors, 'files', { code: 'tooMany', max: EXAM_FILES_MAX });
  else
    input.files.forEach((file, i) => {
      addIssue(errors, ['files', i, 'name'], textIssue(file.name, EXAM_FILE_NAME_MAX, true));
      addIssue(errors, ['files', i, 'file'], examFileIssue(file.bytes));
    });
  const stream = await ctx.db.stream.findUnique({ where: { id: input.streamId }, select: { id: true } });
  if (!stream) addIssue(errors, 'streamId', { code: 'unknownId' });
  if (hasErrors(errors)) return invalid(errors);

  const stored: StoredBytes[] = [];
  for (const file of input.files) stored.push(await storeFileBytes(ctx.storage, new Uint8Array(file.bytes!), 'application/pdf'));
  return transact(ctx, async ({ db, audit }) => {
    const row = await db.exam.create({
      data: { streamId: input.streamId, year: input.year, term: input.term, status: 'prepared', standardizationValue: nTerm(input.standardizationValue) ?? null },
      select: editedSelect,
    });
    const names: string[] = [];
    for (const [i, file] of input.files.entries()) {
      const name = file.name!.trim();
      // The stored name is the server's own; the author's name is the link's label.
      const storedFile = await db.storedFile.create({ data: { name: `examen-${row.id}-${i + 1}.pdf`, mime: 'application/pdf', ...stored[i]! }, select: { id: true } });
      await db.examFile.create({ data: { examId: row.id, fileId: storedFile.id, name }, select: { id: true } });
      names.push(name);
    }
    const exam = edited(row);
    await audit.created({
      type: 'exam',
      id: exam.id,
      values: { streamId: exam.streamId, year: exam.year, term: exam.term, status: exam.status, standardizationValue: exam.standardizationValue, files: names },
    });
    return { kind: 'ok', exam } as const;
  });
}

// ── Update ──

export interface UpdateExamInput {
  id: number;
  /** The version the edit started from; absent: the last write wins (the legacy REST PUT). */
  version?: number | null;
  /** Absent (undefined) keeps a field; null clears a nullable one and keeps a required one. */
  status?: EditableExamStatus | string | null;
  year?: number | null;
  term?: number | null;
  showAnswers?: boolean | null;
  isPilot?: boolean | null;
  standardizationValue?: number | null;
  introduction?: string | null;
  notes?: string | null;
}

export type UpdateExamResult = { kind: 'ok'; exam: EditedExam } | VersionConflict<ExamEditableField, EditedExam> | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;

/**
 * What is wrong with an update's given fields, by field (empty when nothing is): updateExam refuses on it, and an
 * interface that requires more (the legacy PUT's stream, year and term) adds its own before anything is written.
 */
export function examUpdateIssues(input: Omit<UpdateExamInput, 'id'>): FieldErrors {
  const errors: FieldErrors = {};
  if (input.status !== undefined && input.status !== null && !(EDITABLE_EXAM_STATUSES as readonly string[]).includes(input.status)) addIssue(errors, 'status', NOT_ALLOWED);
  if (input.year !== undefined && input.year !== null) addIssue(errors, 'year', yearIssue(input.year));
  if (input.term !== undefined && input.term !== null) addIssue(errors, 'term', termIssue(input.term));
  addIssue(errors, 'standardizationValue', nTermIssue(input.standardizationValue));
  if (input.introduction !== undefined) addIssue(errors, 'introduction', markupTextIssue(input.introduction, EXAM_TEXT_MAX, false));
  if (input.notes !== undefined) addIssue(errors, 'notes', markupTextIssue(input.notes, EXAM_TEXT_MAX, false));
  if (input.version !== undefined && input.version !== null && !Number.isInteger(input.version)) addIssue(errors, 'version', INVALID);
  return errors;
}

/**
 * Saves the exam editor's fields for an author or admin: status (concept, published or frozen), year, term,
 * showAnswers, isPilot, N-term, introduction, notes. With `version`, an exam changed since that version is refused as a
 * conflict carrying the current exam and, field by field, the current values of what changed since; nothing is written.
 * A save that changes something raises the version by one and writes one audit entry with the changed fields (and the
 * version); a save that changes nothing writes nothing.
 */
export async function updateExam(ctx: AppContext, input: UpdateExamInput): Promise<UpdateExamResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const errors = examUpdateIssues(input);
  if (hasErrors(errors)) return invalid(errors);

  return transact(ctx, async (tx) => {
    const { db, audit } = tx;
    // One save of an exam at a time: the version compared and the old values logged are the ones this save replaces.
    const [locked] = await db.$queryRaw<{ id: number }[]>`SELECT id FROM exams WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    const before = edited(await db.exam.findUniqueOrThrow({ where: { id: input.id }, select: editedSelect }));
    if (isStale(input.version, before.version))
      return { kind: 'conflict', changedFields: await changedFieldsSince(tx, { type: 'exam', id: input.id }, input.version, EXAM_EDITABLE_FIELDS), current: before } as const;

    const blank = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() ? text : null);
    const next: ExamValues = {
      status: (input.status ?? before.status) as ExamStatus,
      year: input.year ?? before.year,
      term: input.term ?? before.term,
      showAnswers: input.showAnswers ?? before.showAnswers,
      isPilot: input.isPilot ?? before.isPilot,
      standardizationValue: input.standardizationValue === undefined ? before.standardizationValue : nTerm(input.standardizationValue)!,
      introduction: blank(input.introduction) === undefined ? before.introduction : blank(input.introduction)!,
      notes: blank(input.notes) === undefined ? before.notes : blank(input.notes)!,
    };
    const old = valuesOf(before);
    if (EXAM_EDITABLE_FIELDS.every((field) => JSON.stringify(old[field]) === JSON.stringify(next[field]))) return { kind: 'ok', exam: before } as const;
    const row = await db.exam.update({ where: { id: input.id }, data: { ...next, version: { increment: 1 } }, select: editedSelect });
    const exam = edited(row);
    await audit.updated({ type: 'exam', id: exam.id, before: { ...old, version: before.version }, after: { ...valuesOf(exam), version: exam.version } });
    return { kind: 'ok', exam } as const;
  });
}

// ── Delete ──

export type DeleteExamResult = { kind: 'ok'; id: number; streamId: number } | { kind: 'in-use'; sets: number; practised: number } | { kind: 'forbidden' } | { kind: 'not-found' };

/**
 * Deletes an exam for an author or admin, with its topics, their questions and everything of them (the schema's
 * cascades) and its PDFs. Refused while a teacher's set holds one of its questions (the schema keeps those): the
 * answer says how many sets. One audit entry with the exam's fields as they were.
 */
export async function deleteExam(ctx: AppContext, input: { id: number }): Promise<DeleteExamResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  return transact(ctx, async ({ db, audit }) => {
    const [locked] = await db.$queryRaw<{ id: number }[]>`SELECT id FROM exams WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) return { kind: 'not-found' } as const;
    const sets = await db.collection.count({ where: { questions: { some: { question: { topic: { examId: input.id } } } } } });
    // Students' saved scores and uploaded work on its questions are theirs: a content edit never wipes them out. An exam
    // that should no longer be seen goes to concept or frozen instead.
    const practised = await practisedCount(db, { topic: { examId: input.id } });
    if (sets > 0 || practised > 0) return { kind: 'in-use', sets, practised } as const;
    const exam = edited(await db.exam.findUniqueOrThrow({ where: { id: input.id }, select: editedSelect }));
    const files = await db.examFile.findMany({ where: { examId: input.id }, select: { fileId: true, name: true }, orderBy: { id: 'asc' } });
    await db.exam.delete({ where: { id: input.id }, select: { id: true } });
    // Its PDFs' rows, unless something else still uses the same stored file. Their bytes stay in the file store, where
    // another row may name the same object: the sweeper removes objects no row names (server/storage/sweep.ts).
    await db.storedFile.deleteMany({
      where: { id: { in: files.map((f) => f.fileId) }, examFiles: { none: {} }, attachments: { none: {} }, elaborations: { none: {} } },
    });
    await audit.deleted({ type: 'exam', id: exam.id, values: { streamId: exam.streamId, ...valuesOf(exam), files: files.map((f) => f.name) } });
    return { kind: 'ok', id: exam.id, streamId: exam.streamId } as const;
  });
}

// ── Read ──

/** An exam's PDFs for the editor, in upload order (without their bytes). */
export function examFiles(db: AppContext['db'], examId: number): Promise<{ id: number; name: string; fileId: number }[]> {
  return db.examFile.findMany({ where: { examId }, select: { id: true, name: true, fileId: true }, orderBy: { id: 'asc' } });
}

/** One PDF of an exam, for an author or admin; null when there is none or the viewer may not. */
export async function readExamFile(ctx: AppContext & WithStorage, input: { examId: number; fileId: number }): Promise<{ name: string; content: Uint8Array; sha256: string } | null> {
  if (!mayUseBackOffice(await ctx.actor.access())) return null;
  const link = await ctx.db.examFile.findFirst({ where: { examId: input.examId, id: input.fileId }, select: { name: true, file: { select: { ...storedFileBytesSelect, mime: true } } } });
  if (!link || link.file.mime !== 'application/pdf') return null;
  return { name: link.name, content: await storedFileBytes(ctx.storage, link.file), sha256: link.file.sha256 };
}
