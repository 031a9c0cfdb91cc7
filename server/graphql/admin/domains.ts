// The back-office's domains and question types of a stream (/admin/courses/{course}/domains and /vraagtypen, issue
// 46): the lists with question counts and the mutations to add, rename and delete. Ids are the opaque ids of web
// addresses. The rules are server/domain/admin/domains.ts's; a refused delete is MetadataInUseError with the count.
import { builder } from '../builder.ts';
import {
  createDomain,
  createQuestionType,
  deleteDomain,
  deleteQuestionType,
  streamDomains,
  streamQuestionTypes,
  updateDomain,
  updateQuestionType,
  type DomainRow,
  type DomainTreeRow,
  type QuestionTypeRow,
} from '../../domain/admin/domains.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { decoded, listOrRefused, MetadataInUseError } from './books.ts';
import '../streams/types.ts';

const backOffice = { area: 'admin' } as const;

const AdminSubdomain = builder.objectRef<DomainRow>('AdminSubdomain').implement({
  fields: (t) => ({
    id: t.string({ description: 'Its opaque id.', resolve: (d, _a, ctx) => ctx.ids.encode(d.id) }),
    name: t.exposeString('name'),
    questionCount: t.exposeInt('questionCount', { description: 'Questions linked to exactly this domain.' }),
  }),
});

const AdminDomain = builder.objectRef<DomainTreeRow>('AdminDomain').implement({
  description: 'A top-level domain of the stream with its subdomains.',
  fields: (t) => ({
    id: t.string({ description: 'Its opaque id.', resolve: (d, _a, ctx) => ctx.ids.encode(d.id) }),
    name: t.exposeString('name'),
    questionCount: t.exposeInt('questionCount', { description: 'Questions linked to exactly this domain.' }),
    children: t.field({ type: [AdminSubdomain], resolve: (d) => d.children }),
  }),
});

const AdminQuestionType = builder.objectRef<QuestionTypeRow>('AdminQuestionType').implement({
  fields: (t) => ({
    id: t.string({ description: 'Its opaque id.', resolve: (q, _a, ctx) => ctx.ids.encode(q.id) }),
    name: t.exposeString('name'),
    questionCount: t.exposeInt('questionCount'),
  }),
});

builder.prismaObjectFields('Stream', (t) => ({
  adminDomains: t.field({
    type: [AdminDomain],
    description: 'Its top-level domains (by position) with their subdomains. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: async (s, _a, ctx) => listOrRefused(await streamDomains(ctx, s.id)),
  }),
  adminQuestionTypes: t.field({
    type: [AdminQuestionType],
    description: 'Its question types by name. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: async (s, _a, ctx) => listOrRefused(await streamQuestionTypes(ctx, s.id)),
  }),
}));

const StreamPayload = (name: string) =>
  builder.objectRef<{ streamId: number }>(name).implement({
    fields: (t) => ({ stream: t.prismaField({ type: 'Stream', resolve: (query, p, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: p.streamId } }) }) }),
  });
const DomainSaved = StreamPayload('DomainSaved');
const DomainDeleted = StreamPayload('DomainDeleted');
const QuestionTypeSaved = StreamPayload('QuestionTypeSaved');
const QuestionTypeDeleted = StreamPayload('QuestionTypeDeleted');
const saveErrors = { types: [ValidationError, NotFoundError, ForbiddenError] };
const deleteErrors = { types: [MetadataInUseError, NotFoundError, ForbiddenError] };

builder.mutationField('createDomain', (t) =>
  t.field({
    type: DomainSaved,
    description: 'Adds a domain to the stream, or a subdomain under one of its top-level domains. Authors and admins.',
    authScopes: { signedIn: true },
    args: {
      streamId: t.arg.string({ required: true, description: 'The urlId of the stream.' }),
      parentId: t.arg.string({ required: false, description: 'AdminDomain.id: the new one is its subdomain.' }),
      name: t.arg.string({ required: true }),
    },
    errors: saveErrors,
    resolve: async (_root, args, ctx) => {
      const parentId = args.parentId ? decoded(ctx, args.parentId) : null;
      return { streamId: unlessRefused(await createDomain(ctx, { streamId: decoded(ctx, args.streamId), parentId, name: args.name })).domain.streamId };
    },
  }),
);

builder.mutationField('updateDomain', (t) =>
  t.field({
    type: DomainSaved,
    description: 'Renames a domain or subdomain. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    errors: saveErrors,
    resolve: async (_root, args, ctx) => ({ streamId: unlessRefused(await updateDomain(ctx, { id: decoded(ctx, args.id), name: args.name })).domain.streamId }),
  }),
);

builder.mutationField('deleteDomain', (t) =>
  t.field({
    type: DomainDeleted,
    description: 'Deletes a domain with its subdomains; refused (MetadataInUseError) while a question links to any of them. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true }) },
    errors: deleteErrors,
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await deleteDomain(ctx, { id: decoded(ctx, args.id) }));
      if (result.kind === 'in-use') throw new MetadataInUseError(result.questions);
      return { streamId: result.streamId };
    },
  }),
);

builder.mutationField('createQuestionType', (t) =>
  t.field({
    type: QuestionTypeSaved,
    description: 'Adds a question type to the stream (its name unique in the stream). Authors and admins.',
    authScopes: { signedIn: true },
    args: { streamId: t.arg.string({ required: true, description: 'The urlId of the stream.' }), name: t.arg.string({ required: true }) },
    errors: saveErrors,
    resolve: async (_root, args, ctx) => ({ streamId: unlessRefused(await createQuestionType(ctx, { streamId: decoded(ctx, args.streamId), name: args.name })).questionType.streamId }),
  }),
);

builder.mutationField('updateQuestionType', (t) =>
  t.field({
    type: QuestionTypeSaved,
    description: 'Renames a question type. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    errors: saveErrors,
    resolve: async (_root, args, ctx) => ({ streamId: unlessRefused(await updateQuestionType(ctx, { id: decoded(ctx, args.id), name: args.name })).questionType.streamId }),
  }),
);

builder.mutationField('deleteQuestionType', (t) =>
  t.field({
    type: QuestionTypeDeleted,
    description: 'Deletes a question type; refused (MetadataInUseError) while a question has it. Authors and admins.',
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true }) },
    errors: deleteErrors,
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await deleteQuestionType(ctx, { id: decoded(ctx, args.id) }));
      if (result.kind === 'in-use') throw new MetadataInUseError(result.questions);
      return { streamId: result.streamId };
    },
  }),
);
