// The back-office's practice sets (annotations, /admin/courses/{course}/metadata; issue 46): Stream.adminAnnotations
// (the stream's annotations with their children and linked questions) and Stream.canRebuildAnnotations, and the
// mutations addAnnotationChild, renameAnnotationChild, deleteAnnotationChild, linkAnnotationQuestion,
// unlinkAnnotationQuestion and rebuildExamAnnotations (admins). The resolvers decode ids, call the one domain command
// each (server/domain/admin/annotations.ts) and map its answer onto typed errors; each success answers the stream, so
// the page's list follows. Annotations and questions are named by their url ids (urlId), not as nodes.
import { builder } from '../builder.ts';
import {
  addAnnotationChild,
  adminAnnotations,
  deleteAnnotationChild,
  linkAnnotationQuestion,
  mayRebuildAnnotations,
  rebuildExamAnnotations,
  renameAnnotationChild,
  unlinkAnnotationQuestion,
  type AdminAnnotation,
  type AdminAnnotationChild,
  type AnnotationQuestionRow,
  type LinkResult,
} from '../../domain/admin/annotations.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { idOf } from '../ids.ts';
import type { Context } from '../context.ts';
import './types.ts';

const backOffice = { area: 'admin' } as const;

/** Words of the links' own refusals. */
export const ANNOTATION_MESSAGES = {
  noQuestion: 'Er is in deze stroom geen vraag met dit jaar, tijdvak en nummer.',
  notLinked: 'Deze vraag hoort niet bij deze oefenset.',
} as const;

const LinkedQuestion = builder.objectRef<AnnotationQuestionRow>('AnnotationLinkedQuestion').implement({
  description: 'A question linked to a practice set, as the back-office names it: year, term and number, and its topic.',
  fields: (t) => ({
    urlId: t.string({ resolve: (q, _a, ctx) => ctx.ids.encode(q.questionId) }),
    year: t.exposeInt('year'),
    term: t.exposeInt('term', { description: 'Tijdvak 1-3.' }),
    number: t.exposeInt('number'),
    topicName: t.exposeString('topicName'),
  }),
});

const AnnotationChild = builder.objectRef<AdminAnnotationChild>('AdminAnnotationChild').implement({
  description: 'A child of a practice set (basisvaardigheid, gecombineerde-opgaven, opgave) with its linked questions.',
  fields: (t) => ({
    urlId: t.string({ description: 'Its id in the back-office (the REST annotation id).', resolve: (a, _x, ctx) => ctx.ids.encode(a.id) }),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    position: t.exposeInt('position'),
    questions: t.field({ type: [LinkedQuestion], resolve: (a) => a.questions }),
  }),
});

const Annotation = builder.objectRef<AdminAnnotation>('AdminAnnotation').implement({
  description: 'A top-level annotation of a stream (oefenset, examen, …) with its children, for the back-office.',
  fields: (t) => ({
    urlId: t.string({ resolve: (a, _x, ctx) => ctx.ids.encode(a.id) }),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    position: t.exposeInt('position'),
    children: t.field({ type: [AnnotationChild], resolve: (a) => a.children }),
  }),
});

builder.prismaObjectFields('Stream', (t) => ({
  adminAnnotations: t.field({
    type: [Annotation],
    description: "The stream's top-level annotations (by type, then position and name) with their children and linked questions. Authors and admins.",
    authScopes: backOffice,
    select: { id: true },
    resolve: (stream, _a, ctx) => adminAnnotations(ctx.db, stream.id),
  }),
  canRebuildAnnotations: t.boolean({
    description: "Whether the viewer may rebuild the stream's 'examen' annotations (admins).",
    authScopes: backOffice,
    resolve: async (_s, _a, ctx) => mayRebuildAnnotations(await ctx.actor.access()),
  }),
}));

export class AnnotationQuestionNotFoundError extends Error {
  constructor(message: string) {
    super(message);
  }
}
builder.objectType(AnnotationQuestionNotFoundError, {
  name: 'AnnotationQuestionNotFoundError',
  description: "No exam of the set's stream has a question with this year, term and number (link), or the question is not in the set (unlink): nothing changed.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

const StreamSuccess = (name: string) =>
  builder.objectRef<{ streamId: number }>(name).implement({
    fields: (t) => ({
      stream: t.prismaField({ type: 'Stream', resolve: (query, p, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: p.streamId } }) }),
    }),
  });

const AddChildSuccess = StreamSuccess('AddAnnotationChildSuccess');
const RenameChildSuccess = StreamSuccess('RenameAnnotationChildSuccess');
const DeleteChildSuccess = StreamSuccess('DeleteAnnotationChildSuccess');
const LinkSuccess = StreamSuccess('LinkAnnotationQuestionSuccess');
const UnlinkSuccess = StreamSuccess('UnlinkAnnotationQuestionSuccess');
const RebuildSuccess = builder.objectRef<{ streamId: number; exams: number; created: number; updated: number; deleted: number }>('RebuildExamAnnotationsSuccess').implement({
  fields: (t) => ({
    stream: t.prismaField({ type: 'Stream', resolve: (query, p, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: p.streamId } }) }),
    exams: t.exposeInt('exams', { description: "Published exams with answers: one 'examen' each." }),
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated'),
    deleted: t.exposeInt('deleted'),
  }),
});

/** An id the client sent; one that decodes to nothing names nothing (0): the command refuses a stranger first, then answers not found. */
const decode = (ctx: Context, urlId: string) => ctx.ids.decode(urlId) ?? 0;

async function streamOf(ctx: Context, annotationId: number): Promise<{ streamId: number }> {
  return ctx.db.annotation.findUniqueOrThrow({ where: { id: annotationId }, select: { streamId: true } });
}

builder.mutationField('addAnnotationChild', (t) =>
  t.field({
    type: AddChildSuccess,
    description: "Adds a 'basisvaardigheid' child (name required) under a top-level annotation of the stream. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      streamId: t.arg.id({ required: true, description: 'The global id of the stream.' }),
      parentUrlId: t.arg.string({ required: true, description: 'AdminAnnotation.urlId of a top-level annotation of the stream.' }),
      name: t.arg.string({ required: true }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream') ?? 0;
      const result = unlessRefused(await addAnnotationChild(ctx, { streamId, parentId: ctx.ids.decode(args.parentUrlId) ?? 0, name: args.name }));
      return { streamId: result.child.streamId };
    },
  }),
);

builder.mutationField('renameAnnotationChild', (t) =>
  t.field({
    type: RenameChildSuccess,
    description: 'Renames a child annotation (name required). Authors and admins.',
    authScopes: { signedIn: true },
    args: { urlId: t.arg.string({ required: true, description: 'AdminAnnotationChild.urlId.' }), name: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await renameAnnotationChild(ctx, { id: decode(ctx, args.urlId), name: args.name }));
      return { streamId: result.child.streamId };
    },
  }),
);

builder.mutationField('deleteAnnotationChild', (t) =>
  t.field({
    type: DeleteChildSuccess,
    description: 'Deletes a child annotation and its links (the questions stay). Authors and admins.',
    authScopes: { signedIn: true },
    args: { urlId: t.arg.string({ required: true, description: 'AdminAnnotationChild.urlId.' }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await deleteAnnotationChild(ctx, { id: decode(ctx, args.urlId) }));
      return { streamId: result.streamId };
    },
  }),
);

async function linkOutcome(ctx: Context, result: LinkResult): Promise<{ streamId: number }> {
  const ok = unlessRefused(result);
  if (ok.kind === 'no-question') throw new AnnotationQuestionNotFoundError(ANNOTATION_MESSAGES.noQuestion);
  if (ok.kind === 'not-linked') throw new AnnotationQuestionNotFoundError(ANNOTATION_MESSAGES.notLinked);
  return streamOf(ctx, ok.annotationId);
}

builder.mutationField('linkAnnotationQuestion', (t) =>
  t.field({
    type: LinkSuccess,
    description: "Links the question of the annotation's stream with this year, term and number to the annotation; linking twice keeps one link. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      annotationUrlId: t.arg.string({ required: true, description: 'AdminAnnotationChild.urlId.' }),
      year: t.arg.int({ required: true }),
      term: t.arg.int({ required: true, description: 'Tijdvak 1-3.' }),
      number: t.arg.int({ required: true, description: "The question's number in its exam." }),
    },
    errors: { types: [ValidationError, AnnotationQuestionNotFoundError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) =>
      linkOutcome(ctx, await linkAnnotationQuestion(ctx, { annotationId: decode(ctx, args.annotationUrlId), year: args.year, term: args.term, number: args.number })),
  }),
);

builder.mutationField('unlinkAnnotationQuestion', (t) =>
  t.field({
    type: UnlinkSuccess,
    description: 'Removes the link of the question with this year, term and number from the annotation. Authors and admins.',
    authScopes: { signedIn: true },
    args: {
      annotationUrlId: t.arg.string({ required: true, description: 'AdminAnnotationChild.urlId.' }),
      year: t.arg.int({ required: true }),
      term: t.arg.int({ required: true, description: 'Tijdvak 1-3.' }),
      number: t.arg.int({ required: true, description: "The question's number in its exam." }),
    },
    errors: { types: [ValidationError, AnnotationQuestionNotFoundError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) =>
      linkOutcome(ctx, await unlinkAnnotationQuestion(ctx, { annotationId: decode(ctx, args.annotationUrlId), year: args.year, term: args.term, number: args.number })),
  }),
);

builder.mutationField('rebuildExamAnnotations', (t) =>
  t.field({
    type: RebuildSuccess,
    description:
      "Rebuilds the stream's 'examen' annotations from its published exams with answers (one per exam, an 'opgave' child per topic with its questions), in one transaction; annotations that still stand keep their ids. Admins.",
    authScopes: { signedIn: true },
    args: { streamId: t.arg.id({ required: true, description: 'The global id of the stream.' }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream') ?? 0;
      const result = unlessRefused(await rebuildExamAnnotations(ctx, { streamId }));
      return { streamId, exams: result.exams, created: result.created, updated: result.updated, deleted: result.deleted };
    },
  }),
);
