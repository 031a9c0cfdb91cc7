// Methods, books and chapters of a stream in the back-office (document 3 §2 /admin/courses/{course}/boeken, §3
// Methodology/Book/Chapter, §5; document 4 §13; issue 46). A book is a chapter at stream level (parent_id null) of a
// method; its chapters are its children, each with a code (`name`, e.g. 'H3') and a title. Authors and admins; every
// change in one transaction with its audit entry.
//
// The delete rule: a book or chapter that a question links to (a question_chapters row, the book's own or one of its
// chapters') is not deleted — the answer is 'in-use' with the number of questions, and nothing changes. The schema
// would cascade the links away and silently take the chapter out of questions teachers and students search by; the
// author unlinks the questions in the question editor first. The delete locks the rows it checks (FOR UPDATE), so a
// question save linking the chapter at the same moment waits for it and then fails on the missing row, never slipping
// a link under the check. The teachers' filters read names live and the topic index follows by the database's
// triggers in the same transaction (../search/topicIndex.ts).
import type { Prisma } from '../../db/generated/client.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { mayUseBackOffice } from './backOffice.ts';
import { renameRestorer } from './domains.ts';

/** The longest code or book name, and the longest title, in characters (varchar columns in the legacy schema). */
export const CHAPTER_NAME_MAX = 255;
export const CHAPTER_TITLE_MAX = 255;

export interface ChapterRow {
  id: number;
  name: string;
  title: string | null;
  position: number;
  /** Questions linked to this chapter. */
  questionCount: number;
  /** Topics (opgaven) with a question linked to it (document 4 §13 topics_count). */
  topicCount: number;
}
export interface BookRow extends ChapterRow {
  methodologyId: number;
  chapters: ChapterRow[];
}
export interface MethodologyBooks {
  id: number;
  name: string;
  books: BookRow[];
}

export type Refused = { kind: 'forbidden' } | { kind: 'not-found' };
export type InUse = { kind: 'in-use'; questions: number };
export type BookResult = { kind: 'ok'; book: { id: number; streamId: number; methodologyId: number; name: string } } | Refused | Invalid;
export type ChapterResult = { kind: 'ok'; chapter: { id: number; streamId: number; parentId: number; name: string; title: string | null } } | Refused | Invalid;
export type DeleteResult = { kind: 'ok'; id: number; streamId: number } | Refused | InUse;

const order = [{ position: 'asc' }, { id: 'asc' }] as const satisfies Prisma.ChapterOrderByWithRelationInput[];

async function allowed(ctx: AppContext): Promise<boolean> {
  return mayUseBackOffice(await ctx.actor.access());
}

/** Per chapter of the stream: its questions and topics. */
async function counts(ctx: Pick<AppContext, 'db'>, streamId: number): Promise<Map<number, { questions: number; topics: number }>> {
  const rows = await ctx.db.$queryRaw<{ id: number; questions: number; topics: number }[]>`
    SELECT c.id, COUNT(DISTINCT qc.question_id)::int AS questions, COUNT(DISTINCT q.topic_id)::int AS topics
    FROM chapters c JOIN question_chapters qc ON qc.chapter_id = c.id JOIN questions q ON q.id = qc.question_id
    WHERE c.stream_id = ${streamId} GROUP BY c.id`;
  return new Map(rows.map((r) => [r.id, { questions: r.questions, topics: r.topics }]));
}

/** The stream's methods that have books for it, each with its books (by position) and their chapters; null without the stream. */
export async function streamBooks(ctx: AppContext, streamId: number): Promise<MethodologyBooks[] | Refused> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  if (!(await ctx.db.stream.findUnique({ where: { id: streamId }, select: { id: true } }))) return { kind: 'not-found' };
  const [books, n] = await Promise.all([
    ctx.db.chapter.findMany({
      where: { streamId, parentId: null },
      orderBy: order,
      select: {
        id: true,
        name: true,
        title: true,
        position: true,
        methodology: { select: { id: true, name: true } },
        children: { orderBy: order, select: { id: true, name: true, title: true, position: true } },
      },
    }),
    counts(ctx, streamId),
  ]);
  const counted = (c: { id: number; name: string; title: string | null; position: number }): ChapterRow => ({
    ...c,
    questionCount: n.get(c.id)?.questions ?? 0,
    topicCount: n.get(c.id)?.topics ?? 0,
  });
  const methods = new Map<number, MethodologyBooks>();
  for (const b of books) {
    const m = methods.get(b.methodology.id) ?? { ...b.methodology, books: [] };
    m.books.push({ ...counted(b), methodologyId: b.methodology.id, chapters: b.children.map(counted) });
    methods.set(m.id, m);
  }
  return [...methods.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.id - b.id);
}

/** Methods without a book for the stream, by name (document 4 §13 unused-chapters): offered for a new book. */
export async function unusedMethodologies(ctx: AppContext, streamId: number): Promise<{ id: number; name: string }[] | Refused> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  if (!(await ctx.db.stream.findUnique({ where: { id: streamId }, select: { id: true } }))) return { kind: 'not-found' };
  const rows = await ctx.db.methodology.findMany({ where: { chapters: { none: { streamId } } }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.id - b.id);
}

const nextPosition = async (tx: AppContext, where: Prisma.ChapterWhereInput) => ((await tx.db.chapter.aggregate({ where, _max: { position: true } }))._max.position ?? 0) + 1;

/** Adds a book (name required) of a method to a stream, last in the stream's books. */
export async function createBook(ctx: AppContext, input: { streamId: number; methodologyId: number | null; name: string }): Promise<BookResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  addIssue(errors, 'name', textIssue(input.name, CHAPTER_NAME_MAX, true));
  if (input.methodologyId === null) {
    addIssue(errors, 'methodologyId', { code: 'unknownId' });
    return invalid(errors);
  }
  return transact(ctx, async (tx) => {
    // The stream's row lock orders concurrent adds, so positions stay distinct.
    const [stream] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM streams WHERE id = ${input.streamId} FOR UPDATE`;
    if (!stream) return { kind: 'not-found' } as const;
    const [method] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM methodologies WHERE id = ${input.methodologyId} FOR SHARE`;
    if (!method) addIssue(errors, 'methodologyId', { code: 'unknownId' });
    if (hasErrors(errors)) return invalid(errors);
    const position = await nextPosition(tx, { streamId: input.streamId, parentId: null });
    const name = input.name.trim();
    const book = await tx.db.chapter.create({
      data: { streamId: input.streamId, methodologyId: input.methodologyId!, name, position },
      select: { id: true, streamId: true, methodologyId: true, name: true },
    });
    await tx.audit.created({ type: 'chapter', id: book.id, values: { streamId: book.streamId, methodologyId: book.methodologyId, parentId: null, name, position } });
    return { kind: 'ok', book } as const;
  });
}

/** Renames a book; the same name writes nothing. */
export async function updateBook(ctx: AppContext, input: { id: number; name: string }): Promise<BookResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [book] = await tx.db.$queryRaw<{ id: number; stream_id: number; methodology_id: number; name: string }[]>`
      SELECT id, stream_id, methodology_id, name FROM chapters WHERE id = ${input.id} AND parent_id IS NULL FOR UPDATE`;
    if (!book) return { kind: 'not-found' } as const;
    const errors: FieldErrors = {};
    addIssue(errors, 'name', textIssue(input.name, CHAPTER_NAME_MAX, true));
    if (hasErrors(errors)) return invalid(errors);
    const name = input.name.trim();
    if (name !== book.name) {
      await tx.db.chapter.update({ where: { id: book.id }, data: { name }, select: { id: true } });
      await tx.audit.updated({ type: 'chapter', id: book.id, before: { name: book.name }, after: { name } });
    }
    return { kind: 'ok', book: { id: book.id, streamId: book.stream_id, methodologyId: book.methodology_id, name } } as const;
  });
}

/** Questions linked to these chapters (each counted once). */
async function linkedQuestions(tx: AppContext, chapterIds: readonly number[]): Promise<number> {
  const [row] = await tx.db.$queryRaw<{ n: number }[]>`SELECT COUNT(DISTINCT question_id)::int AS n FROM question_chapters WHERE chapter_id = ANY (${[...chapterIds]}::int[])`;
  return row?.n ?? 0;
}

/** Deletes a book with its chapters; refused ('in-use', the number of questions) while a question links to any of them. */
export async function deleteBook(ctx: AppContext, input: { id: number }): Promise<DeleteResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [book] = await tx.db.$queryRaw<{ id: number; stream_id: number; methodology_id: number; name: string; position: number }[]>`
      SELECT id, stream_id, methodology_id, name, position FROM chapters WHERE id = ${input.id} AND parent_id IS NULL FOR UPDATE`;
    if (!book) return { kind: 'not-found' } as const;
    const children = await tx.db.$queryRaw<{ id: number; name: string; title: string | null; position: number }[]>`
      SELECT id, name, title, position FROM chapters WHERE parent_id = ${book.id} ORDER BY position, id FOR UPDATE`;
    const questions = await linkedQuestions(tx, [book.id, ...children.map((c) => c.id)]);
    if (questions > 0) return { kind: 'in-use', questions } as const;
    await tx.db.chapter.delete({ where: { id: book.id }, select: { id: true } });
    for (const c of children) await tx.audit.deleted({ type: 'chapter', id: c.id, values: { parentId: book.id, name: c.name, title: c.title, position: c.position } });
    await tx.audit.deleted({ type: 'chapter', id: book.id, values: { streamId: book.stream_id, methodologyId: book.methodology_id, parentId: null, name: book.name, position: book.position } });
    return { kind: 'ok', id: book.id, streamId: book.stream_id } as const;
  });
}

function chapterErrors(input: { name: string; title: string }): FieldErrors {
  const errors: FieldErrors = {};
  addIssue(errors, 'name', textIssue(input.name, CHAPTER_NAME_MAX, true));
  addIssue(errors, 'title', textIssue(input.title, CHAPTER_TITLE_MAX, true));
  return errors;
}

/** Adds a chapter (code and title required) to a book, last in it. */
export async function createChapter(ctx: AppContext, input: { bookId: number; name: string; title: string }): Promise<ChapterResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [book] = await tx.db.$queryRaw<{ id: number; stream_id: number; methodology_id: number }[]>`
      SELECT id, stream_id, methodology_id FROM chapters WHERE id = ${input.bookId} AND parent_id IS NULL FOR UPDATE`;
    if (!book) return { kind: 'not-found' } as const;
    const errors = chapterErrors(input);
    if (hasErrors(errors)) return invalid(errors);
    const position = await nextPosition(tx, { parentId: book.id });
    const [name, title] = [input.name.trim(), input.title.trim()];
    const chapter = await tx.db.chapter.create({
      data: { streamId: book.stream_id, methodologyId: book.methodology_id, parentId: book.id, name, title, position },
      select: { id: true, streamId: true, name: true, title: true },
    });
    await tx.audit.created({ type: 'chapter', id: chapter.id, values: { streamId: book.stream_id, methodologyId: book.methodology_id, parentId: book.id, name, title, position } });
    return { kind: 'ok', chapter: { ...chapter, parentId: book.id } } as const;
  });
}

/** Saves a chapter's code and title; unchanged writes nothing. */
export async function updateChapter(ctx: AppContext, input: { id: number; name: string; title: string }): Promise<ChapterResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [row] = await tx.db.$queryRaw<{ id: number; stream_id: number; parent_id: number; name: string; title: string | null }[]>`
      SELECT id, stream_id, parent_id, name, title FROM chapters WHERE id = ${input.id} AND parent_id IS NOT NULL FOR UPDATE`;
    if (!row) return { kind: 'not-found' } as const;
    const errors = chapterErrors(input);
    if (hasErrors(errors)) return invalid(errors);
    const [name, title] = [input.name.trim(), input.title.trim()];
    if (name !== row.name || title !== row.title) {
      await tx.db.chapter.update({ where: { id: row.id }, data: { name, title }, select: { id: true } });
      await tx.audit.updated({ type: 'chapter', id: row.id, before: { name: row.name, title: row.title }, after: { name, title } });
    }
    return { kind: 'ok', chapter: { id: row.id, streamId: row.stream_id, parentId: row.parent_id, name, title } } as const;
  });
}

/** Deletes a chapter of a book; refused ('in-use', the number of questions) while a question links to it. */
export async function deleteChapter(ctx: AppContext, input: { id: number }): Promise<DeleteResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [row] = await tx.db.$queryRaw<{ id: number; stream_id: number; parent_id: number; name: string; title: string | null; position: number }[]>`
      SELECT id, stream_id, parent_id, name, title, position FROM chapters WHERE id = ${input.id} AND parent_id IS NOT NULL FOR UPDATE`;
    if (!row) return { kind: 'not-found' } as const;
    const questions = await linkedQuestions(tx, [row.id]);
    if (questions > 0) return { kind: 'in-use', questions } as const;
    await tx.db.chapter.delete({ where: { id: row.id }, select: { id: true } });
    await tx.audit.deleted({ type: 'chapter', id: row.id, values: { parentId: row.parent_id, name: row.name, title: row.title, position: row.position } });
    return { kind: 'ok', id: row.id, streamId: row.stream_id } as const;
  });
}

export interface ChapterWithChildren extends ChapterRow {
  streamId: number;
  methodologyId: number;
  parentId: number | null;
  children: ChapterRow[];
}

/** One chapter (a book or a book's chapter) with its children and counts, as the REST answers show it; null when there is none. */
export async function chapterWithChildren(ctx: Pick<AppContext, 'db'>, id: number): Promise<ChapterWithChildren | null> {
  const row = await ctx.db.chapter.findUnique({
    where: { id },
    select: {
      id: true,
      streamId: true,
      methodologyId: true,
      parentId: true,
      name: true,
      title: true,
      position: true,
      children: { orderBy: order, select: { id: true, name: true, title: true, position: true } },
    },
  });
  if (!row) return null;
  const n = await counts(ctx, row.streamId);
  const counted = <C extends { id: number }>(c: C) => ({ ...c, questionCount: n.get(c.id)?.questions ?? 0, topicCount: n.get(c.id)?.topics ?? 0 });
  return { ...counted(row), children: row.children.map(counted) };
}

/** Undo of a book's rename or a chapter's edit from the log (./restore.ts): a book by its name, a chapter by code and title. */
export const chapterRestorer = renameRestorer(
  'chapter',
  ['name', 'title'],
  async (ctx, id) => {
    const [row] = await ctx.db.$queryRaw<{ name: string; title: string | null; parent_id: number | null }[]>`SELECT name, title, parent_id FROM chapters WHERE id = ${id} FOR UPDATE`;
    return row ? { name: row.name, title: row.title, isBook: row.parent_id === null } : null;
  },
  async (ctx, id, values) => {
    const [row] = await ctx.db.$queryRaw<{ parent_id: number | null }[]>`SELECT parent_id FROM chapters WHERE id = ${id}`;
    return row?.parent_id === null ? updateBook(ctx, { id, name: values.name ?? '' }) : updateChapter(ctx, { id, name: values.name ?? '', title: values.title ?? '' });
  },
);
