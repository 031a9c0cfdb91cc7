// The back-office's books page (/admin/courses/{course}/boeken, issue 46): a stream's methods with their books and
// chapters, the methods offered for a new book, and the mutations for books and chapters. Ids are the opaque ids of web
// addresses (ctx.ids). The resolvers decode, call the one domain command each (server/domain/admin/books.ts) and map
// its answer onto typed errors; a success answers the stream, so the page's lists follow in the Relay store.
import { builder } from '../builder.ts';
import {
  createBook,
  createChapter,
  deleteBook,
  deleteChapter,
  streamBooks,
  unusedMethodologies,
  updateBook,
  updateChapter,
  type BookRow,
  type ChapterRow,
  type MethodologyBooks,
} from '../../domain/admin/books.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import type { Context } from '../context.ts';
import '../streams/types.ts';
import './types.ts';

const backOffice = { area: 'admin' } as const;

/** Words of the page's refusals (the domain speaks in codes). */
export const BOOK_MESSAGES = {
  inUse: (n: number) => `Kan niet verwijderen: ${n === 1 ? '1 vraag gebruikt' : `${n} vragen gebruiken`} dit nog. Haal het eerst weg bij ${n === 1 ? 'die vraag' : 'die vragen'}.`,
} as const;

/** A book, chapter, domain or question type a question still uses: nothing was deleted. */
export class MetadataInUseError extends Error {
  constructor(public questionCount: number) {
    super(BOOK_MESSAGES.inUse(questionCount));
  }
}
builder.objectType(MetadataInUseError, {
  name: 'MetadataInUseError',
  description: 'Not deleted: questions still use it (unlink them in the question editor first). Nothing changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ questionCount: t.exposeInt('questionCount', { description: 'The questions that use it.' }) }),
});

/** A list the domain answers, or its refusal thrown. */
export function listOrRefused<T>(result: T[] | { kind: 'forbidden' } | { kind: 'not-found' }): T[] {
  if (Array.isArray(result)) return result;
  unlessRefused(result);
  return [];
}

const AdminChapter = builder.objectRef<ChapterRow>('AdminChapter').implement({
  description: 'A chapter of a book: a code (e.g. H3) and a title.',
  fields: (t) => ({
    id: t.string({ description: 'Its opaque id (as in REST).', resolve: (c, _a, ctx) => ctx.ids.encode(c.id) }),
    name: t.exposeString('name', { description: 'The code, e.g. H3.' }),
    title: t.exposeString('title', { nullable: true }),
    questionCount: t.exposeInt('questionCount', { description: 'Questions linked to it.' }),
  }),
});

const AdminBook = builder.objectRef<BookRow>('AdminBook').implement({
  description: 'A book of a method for the stream (a chapter at stream level) with its chapters.',
  fields: (t) => ({
    id: t.string({ resolve: (b, _a, ctx) => ctx.ids.encode(b.id) }),
    name: t.exposeString('name'),
    questionCount: t.int({
      description: 'Questions linked to the book or one of its chapters (a question counted per link).',
      resolve: (b) => b.questionCount + b.chapters.reduce((n, c) => n + c.questionCount, 0),
    }),
    chapters: t.field({ type: [AdminChapter], resolve: (b) => b.chapters }),
  }),
});

const AdminMethodology = builder.objectRef<MethodologyBooks>('AdminMethodology').implement({
  description: 'A method with its books for the stream.',
  fields: (t) => ({
    id: t.string({ resolve: (m, _a, ctx) => ctx.ids.encode(m.id) }),
    name: t.exposeString('name'),
    books: t.field({ type: [AdminBook], resolve: (m) => m.books }),
  }),
});

const MethodologyChoice = builder.objectRef<{ id: number; name: string }>('AdminMethodologyChoice').implement({
  fields: (t) => ({ id: t.string({ resolve: (m, _a, ctx) => ctx.ids.encode(m.id) }), name: t.exposeString('name') }),
});

builder.prismaObjectFields('Stream', (t) => ({
  adminBooks: t.field({
    type: [AdminMethodology],
    description: 'The methods with books for the stream, by name, each with its books and their chapters. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: async (s, _a, ctx) => listOrRefused(await streamBooks(ctx, s.id)),
  }),
  adminUnusedMethodologies: t.field({
    type: [MethodologyChoice],
    description: 'Methods without a book for the stream, by name: offered for a new book. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: async (s, _a, ctx) => listOrRefused(await unusedMethodologies(ctx, s.id)),
  }),
}));

const StreamPayload = (name: string) =>
  builder.objectRef<{ streamId: number }>(name).implement({
    fields: (t) => ({ stream: t.prismaField({ type: 'Stream', resolve: (query, p, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: p.streamId } }) }) }),
  });

/** An opaque id as the domain takes it; one that decodes to nothing is 0 (no row has it). */
export const decoded = (ctx: Context, id: string) => ctx.ids.decode(id) ?? 0;

const BookSaved = StreamPayload('BookSaved');
const ChapterSaved = StreamPayload('ChapterSaved');
const BookDeleted = StreamPayload('BookDeleted');
const ChapterDeleted = StreamPayload('ChapterDeleted');
const saveErrors = { types: [ValidationError, NotFoundError, ForbiddenError] };
const deleteErrors = { types: [MetadataInUseError, NotFoundError, ForbiddenError] };

builder.mutationField('createBook', (t) =>
  t.field({
    type: BookSaved,
    description: 'Adds a book of a method to the stream (name required). Authors and admins.',
    authScopes: { signedIn: true },
    args: {
      streamId: t.arg.string({ required: true, description: 'The urlId of the stream.' }),
      methodologyId: t.arg.string({ required: true, description: 'AdminMethodology.id or AdminMethodologyChoice.id.' }),
      name: t.arg.string({ required: true }),
    },
    errors: saveErrors,
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await createBook(ctx, { streamId: decoded(ctx, args.streamId), methodologyId: ctx.ids.decode(args.methodologyId) ?? null, name: args.name }));
      return { streamId: result.book.streamId };
    },
  }),
);

builder.mutationField('updateBook', (t) =>
  t.field({
    type: BookSaved,
    description: 'Renames a book. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true, description: 'AdminBook.id.' }), name: t.arg.string({ required: true }) },
    errors: saveErrors,
    resolve: async (_root, args, ctx) => ({ streamId: unlessRefused(await updateBook(ctx, { id: decoded(ctx, args.id), name: args.name })).book.streamId }),
  }),
);

builder.mutationField('deleteBook', (t) =>
  t.field({
    type: BookDeleted,
    description: 'Deletes a book with its chapters; refused (MetadataInUseError) while a question links to it or one of its chapters. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true, description: 'AdminBook.id.' }) },
    errors: deleteErrors,
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await deleteBook(ctx, { id: decoded(ctx, args.id) }));
      if (result.kind === 'in-use') throw new MetadataInUseError(result.questions);
      return { streamId: result.streamId };
    },
  }),
);

builder.mutationField('createChapter', (t) =>
  t.field({
    type: ChapterSaved,
    description: 'Adds a chapter (code and title required) to a book. Authors and admins.',
    authScopes: { signedIn: true },
    args: {
      bookId: t.arg.string({ required: true, description: 'AdminBook.id.' }),
      name: t.arg.string({ required: true, description: 'The code, e.g. H3.' }),
      title: t.arg.string({ required: true }),
    },
    errors: saveErrors,
    resolve: async (_root, args, ctx) => ({ streamId: unlessRefused(await createChapter(ctx, { bookId: decoded(ctx, args.bookId), name: args.name, title: args.title })).chapter.streamId }),
  }),
);

builder.mutationField('updateChapter', (t) =>
  t.field({
    type: ChapterSaved,
    description: "Saves a chapter's code and title. Authors and admins.",
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true, description: 'AdminChapter.id.' }), name: t.arg.string({ required: true }), title: t.arg.string({ required: true }) },
    errors: saveErrors,
    resolve: async (_root, args, ctx) => ({ streamId: unlessRefused(await updateChapter(ctx, { id: decoded(ctx, args.id), name: args.name, title: args.title })).chapter.streamId }),
  }),
);

builder.mutationField('deleteChapter', (t) =>
  t.field({
    type: ChapterDeleted,
    description: 'Deletes a chapter of a book; refused (MetadataInUseError) while a question links to it. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true, description: 'AdminChapter.id.' }) },
    errors: deleteErrors,
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await deleteChapter(ctx, { id: decoded(ctx, args.id) }));
      if (result.kind === 'in-use') throw new MetadataInUseError(result.questions);
      return { streamId: result.streamId };
    },
  }),
);
