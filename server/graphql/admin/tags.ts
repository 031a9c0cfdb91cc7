// The back-office's keywords (trefwoorden, issue 46): the stream's keywords with their question counts and the groups
// of near-duplicates ('Mogelijk dubbele trefwoorden') on the admin stream, a domain's keyword preview, and the
// mutations createTag, renameTag, mergeTags and deleteTag. The resolvers decode ids, call the one domain command each
// (server/domain/admin/tags.ts) and map its answer onto typed errors; every success answers the stream, so a client
// refetches the list it shows (and the index it feeds) in the same round trip.
import { builder } from '../builder.ts';
import { createTag, deleteTag, domainPreviews, domainTags, duplicateTags, mergeTags, renameTag, tagsOfStream, type DomainPreview, type StreamTag } from '../../domain/admin/tags.ts';
import { mayUseBackOffice } from '../../domain/admin/backOffice.ts';
import type { DuplicateGroup } from '../../../shared/content/keywords.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { idOf } from '../ids.ts';
import type { Context } from '../context.ts';
import './types.ts';

const backOffice = { area: 'admin' } as const;

const AdminTag = builder.objectRef<StreamTag>('AdminTag').implement({
  description: 'A keyword (trefwoord) of a stream as the back-office edits it.',
  fields: (t) => ({
    urlId: t.id({ description: "Its opaque id (renameTag, mergeTags and deleteTag take it; REST's /api/admin/tags/{id}).", resolve: (k, _a, ctx) => ctx.ids.encode(k.id) }),
    name: t.exposeString('name'),
    questionCount: t.exposeInt('questionCount', { description: 'The questions that carry it.' }),
  }),
});

const AdminTagDuplicates = builder.objectRef<DuplicateGroup<StreamTag>>('AdminTagDuplicates').implement({
  description: 'Keywords that look like one (the same ignoring case and diacritics, or after a simple Dutch stem), with the one the others would merge into.',
  fields: (t) => ({
    keep: t.field({ type: AdminTag, description: 'The one with the most questions.', resolve: (g) => g.keep }),
    others: t.field({ type: [AdminTag], resolve: (g) => g.others }),
  }),
});

const DomainTag = builder.objectRef<{ name: string; n: number }>('DomainTag').implement({
  description: "A keyword among a domain's questions, with how many of them carry it.",
  fields: (t) => ({ name: t.exposeString('name'), n: t.exposeInt('n') }),
});

const AdminDomainPreview = builder.objectRef<DomainPreview>('AdminDomainPreview').implement({
  description: 'A top-level domain of a stream with its keyword preview.',
  fields: (t) => ({
    urlId: t.id({ description: "Its opaque id (REST's /api/admin/domains/{id}/tags).", resolve: (d, _a, ctx) => ctx.ids.encode(d.id) }),
    name: t.exposeString('name'),
    tags: t.field({ type: [DomainTag], description: 'At most 6, most used first.', resolve: (d) => d.tags }),
  }),
});

builder.prismaObjectFields('Stream', (t) => ({
  adminDomainPreviews: t.field({
    type: [AdminDomainPreview],
    description: "The stream's top-level domains (by position), each with its keyword preview (document 3 §9). Authors and admins.",
    authScopes: backOffice,
    select: { id: true },
    resolve: (stream, _a, ctx) => domainPreviews(ctx.db, stream.id),
  }),
  adminTags: t.field({
    type: [AdminTag],
    description: 'Every keyword of the stream with its question count, by name. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: (stream, _a, ctx) => tagsOfStream(ctx.db, stream.id),
  }),
  adminTagDuplicates: t.field({
    type: [AdminTagDuplicates],
    description: "The stream's near-duplicate keywords ('Mogelijk dubbele trefwoorden'). Authors and admins.",
    authScopes: backOffice,
    select: { id: true },
    resolve: async (stream, _a, ctx) => duplicateTags(await tagsOfStream(ctx.db, stream.id)),
  }),
}));

builder.queryField('adminDomainTags', (t) =>
  t.field({
    type: [DomainTag],
    description: "A domain's keyword preview (document 3 §9): at most 6, most used first. Authors and admins.",
    authScopes: backOffice,
    args: { domainUrlId: t.arg.id({ required: true, description: 'The opaque id of the domain.' }) },
    resolve: async (_root, args, ctx) => {
      if (!mayUseBackOffice(await ctx.actor.access())) throw new ForbiddenError();
      const id = ctx.ids.decode(String(args.domainUrlId));
      if (id === undefined) return [];
      const result = await domainTags(ctx, id);
      return result.kind === 'ok' ? result.tags : [];
    },
  }),
);

export const TagSuccess = builder.objectRef<{ streamId: number; tag: StreamTag | null; mergedIds: number[]; undoEntryId?: number }>('TagChangeSuccess').implement({
  description: 'The keyword as saved (after a rename that merged, the one it went into) and its stream with the list after the change.',
  fields: (t) => ({
    tag: t.field({ type: AdminTag, nullable: true, description: 'Null after a delete.', resolve: (p) => p.tag }),
    mergedUrlIds: t.idList({ description: 'The keywords merged away.', resolve: (p, _a, ctx) => p.mergedIds.map((id) => ctx.ids.encode(id)) }),
    undoUrlId: t.id({
      nullable: true,
      description: "After a merge or a delete: what undoTagChange takes to put it back ('Ongedaan maken'); null otherwise.",
      resolve: (p, _a, ctx) => (p.undoEntryId === undefined ? null : ctx.ids.encode(p.undoEntryId)),
    }),
    stream: t.prismaField({ type: 'Stream', resolve: (query, p, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: p.streamId } }) }),
  }),
});

/** An opaque keyword id as sent; one that decodes to nothing names no keyword. */
const tagIdOf = (ctx: Context, id: string | number) => ctx.ids.decode(String(id)) ?? 0;
const errors = { types: [ValidationError, NotFoundError, ForbiddenError] };

builder.mutationField('createTag', (t) =>
  t.field({
    type: TagSuccess,
    description: 'Adds a keyword to a stream: name required, at most 255 characters, not one the stream has (ignoring case). Authors and admins.',
    authScopes: { signedIn: true },
    args: { streamId: t.arg.id({ required: true, description: 'The global id of the stream.' }), name: t.arg.string({ required: true }) },
    errors,
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream');
      if (streamId === undefined) throw new NotFoundError();
      const result = unlessRefused(await createTag(ctx, { streamId, name: args.name }));
      return { streamId: result.streamId, tag: result.tag, mergedIds: [] };
    },
  }),
);

builder.mutationField('renameTag', (t) =>
  t.field({
    type: TagSuccess,
    description: 'Renames a keyword. The name of another keyword of the stream (ignoring case) merges it into that one, in one transaction. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'AdminTag.urlId.' }), name: t.arg.string({ required: true }) },
    errors,
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await renameTag(ctx, { id: tagIdOf(ctx, args.id), name: args.name }));
      return { streamId: result.streamId, tag: result.tag, mergedIds: result.mergedIds, undoEntryId: result.undoEntryId };
    },
  }),
);

builder.mutationField('mergeTags', (t) =>
  t.field({
    type: TagSuccess,
    description: 'Moves the questions of the sources to the target and deletes the sources, in one transaction (a question keeps one link). Authors and admins.',
    authScopes: { signedIn: true },
    args: {
      targetId: t.arg.id({ required: true, description: 'AdminTag.urlId of the keyword that stays.' }),
      sourceIds: t.arg.idList({ required: true, description: 'AdminTag.urlId of the keywords that go into it.' }),
    },
    errors,
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await mergeTags(ctx, { targetId: tagIdOf(ctx, args.targetId), sourceIds: args.sourceIds.map((id) => tagIdOf(ctx, id)) }));
      return { streamId: result.streamId, tag: result.tag, mergedIds: result.mergedIds, undoEntryId: result.undoEntryId };
    },
  }),
);

builder.mutationField('deleteTag', (t) =>
  t.field({
    type: TagSuccess,
    description: 'Deletes a keyword; its questions lose it. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'AdminTag.urlId.' }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await deleteTag(ctx, { id: tagIdOf(ctx, args.id) }));
      return { streamId: result.streamId, tag: null, mergedIds: [], undoEntryId: result.undoEntryId };
    },
  }),
);
