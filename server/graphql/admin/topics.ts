// The back-office's topic editor (opgavetitel, issue 45): a topic's editable fields with its version for authors and
// admins, and the mutations createTopic, updateTopic and deleteTopic. The resolvers decode ids, call the one domain
// command each (server/domain/admin/topics.ts) and map its answer onto typed errors: field errors by path, a version
// conflict with the fields changed since and the topic as it is now, forbidden, not found, and a topic that cannot go.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { createTopic, deleteTopic, editableTopic, updateTopic, type EditableTopic, type TopicField } from '../../domain/admin/topics.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { VersionConflictInterface } from './conflicts.ts';
import { idOf } from '../ids.ts';
import type { Context } from '../context.ts';
import { ComplexityEnum } from '../topics/types.ts';
import { Attachment } from '../topics/question.ts';
import './types.ts';

const backOffice = { area: 'admin' } as const;

/** Words of the topic editor's failures (document 3 §8 for the delete; the conflict is issue 45's 'No lost edit'). */
export const TOPIC_MESSAGES = {
  conflict: 'Deze opgavetitel is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
  notDeleted: 'Kon opgavetitel niet verwijderen.',
} as const;

builder.prismaObjectFields('Attachment', (t) => ({
  editId: t.string({
    description: "The attachment's opaque id in the back-office's lists (createTopic and updateTopic take these).",
    select: { id: true },
    resolve: (a, _args, ctx) => ctx.ids.encode(a.id),
  }),
}));

const TopicFieldEnum = builder.enumType('TopicEditField', {
  description: "A field of the topic editor, as a conflict names what changed since the edit's version.",
  values: ['name', 'introduction', 'complexity', 'popularity', 'position', 'attachmentIds'] as const satisfies readonly TopicField[],
});

async function attachmentsOf(ctx: Context, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db.attachment.findMany({ where: { id: { in: [...ids] } }, include: { file: true } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const TopicEdit = builder.objectRef<EditableTopic>('TopicEdit').implement({
  description: "A topic's fields as the back-office's editor edits them, with the version a save is based on.",
  fields: (t) => ({
    name: t.exposeString('name'),
    introduction: t.exposeString('introduction', { nullable: true, description: 'Markup, as students see it rendered.' }),
    complexity: t.field({ type: ComplexityEnum, nullable: true, resolve: (e) => e.complexity }),
    popularity: t.exposeFloat('popularity', { description: '0-5.' }),
    position: t.exposeInt('position', { description: 'Its place in the exam: topics go by position.' }),
    version: t.exposeInt('version', { description: 'Raised by every saved change; updateTopic names the version it edited.' }),
    attachmentIds: t.stringList({ description: 'Its attachments in order, as Attachment.editId.', resolve: (e, _a, ctx) => e.attachmentIds.map((id) => ctx.ids.encode(id)) }),
    attachments: t.field({ type: [Attachment], description: 'Its attachments in order.', resolve: (e, _a, ctx) => attachmentsOf(ctx, e.attachmentIds) }),
  }),
});

builder.prismaObjectFields('Topic', (t) => ({
  edit: t.field({
    type: TopicEdit,
    nullable: true,
    description: 'Its editable fields and version, for the back-office. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: (topic, _a, ctx) => editableTopic(ctx, topic.id),
  }),
}));

export class TopicConflictError extends Error {
  constructor(
    public changedFields: TopicField[],
    public current: EditableTopic,
  ) {
    super(TOPIC_MESSAGES.conflict);
  }
}

builder.objectType(TopicConflictError, {
  name: 'TopicConflictError',
  description: 'The save was based on an older version: nothing was saved. The fields changed since, and the topic as it is now.',
  interfaces: [ErrorInterface, VersionConflictInterface],
  fields: (t) => ({
    changedFields: t.field({ type: [TopicFieldEnum], resolve: (e) => e.changedFields }),
    current: t.field({ type: TopicEdit, resolve: (e) => e.current }),
  }),
});

export class TopicNotDeletedError extends Error {
  constructor() {
    super(TOPIC_MESSAGES.notDeleted);
  }
}
builder.objectType(TopicNotDeletedError, {
  name: 'TopicNotDeletedError',
  description: "The topic was not deleted: a question of it is in a teacher's collection, or students saved scores or work on it.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

/** Attachment ids as the client names them (Attachment.editId); one that decodes to nothing stays, as an unknown id. */
const attachmentIdsOf = (ctx: Context, ids: readonly string[] | null | undefined) => (ids ? ids.map((id) => ctx.ids.decode(id) ?? 0) : undefined);

const TopicSuccessFields = (name: string) =>
  builder.objectRef<{ topicId: number; examId: number }>(name).implement({
    fields: (t) => ({
      topic: t.prismaField({ type: 'Topic', resolve: (query, p, _a, ctx) => ctx.db.topic.findUniqueOrThrow({ ...query, where: { id: p.topicId } }) }),
      exam: t.prismaField({
        type: 'Exam',
        description: 'Its exam (a first topic moves it to processing).',
        resolve: (query, p, _a, ctx) => ctx.db.exam.findUniqueOrThrow({ ...query, where: { id: p.examId } }),
      }),
    }),
  });

const CreateTopicSuccess = TopicSuccessFields('CreateTopicSuccess');
const UpdateTopicSuccess = TopicSuccessFields('UpdateTopicSuccess');

const DeleteTopicSuccess = builder.objectRef<{ topicId: number; examId: number }>('DeleteTopicSuccess').implement({
  fields: (t) => ({
    deletedTopicId: t.id({ description: 'The global id the topic had.', resolve: (p) => encodeGlobalID('Topic', p.topicId) }),
    exam: t.prismaField({ type: 'Exam', resolve: (query, p, _a, ctx) => ctx.db.exam.findUniqueOrThrow({ ...query, where: { id: p.examId } }) }),
  }),
});

builder.mutationField('createTopic', (t) =>
  t.field({
    type: CreateTopicSuccess,
    description: "Makes a topic in an exam (position from the time unless given, popularity 0). An exam's first topic moves it from prepared to processing. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      examId: t.arg.id({ required: true, description: 'The global id of the exam.' }),
      name: t.arg.string({ required: true }),
      introduction: t.arg.string({ required: false, description: 'Markup; blank for none.' }),
      position: t.arg.int({ required: false }),
      attachmentIds: t.arg.stringList({ required: false, description: 'Attachment.editId values, in order.' }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const examId = idOf(args.examId, 'Exam');
      if (examId === undefined) throw new NotFoundError();
      const result = unlessRefused(
        await createTopic(ctx, { examId, name: args.name, introduction: args.introduction, position: args.position, attachmentIds: attachmentIdsOf(ctx, args.attachmentIds) }),
      );
      return { topicId: result.topic.id, examId: result.topic.examId };
    },
  }),
);

builder.mutationField('updateTopic', (t) =>
  t.field({
    type: UpdateTopicSuccess,
    description: "Saves a topic's fields (those given; attachments re-synced in order). Naming an older version is refused with TopicConflictError. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id of the topic.' }),
      version: t.arg.int({ required: false, description: 'The version the edit is based on (TopicEdit.version).' }),
      name: t.arg.string({ required: false }),
      introduction: t.arg.string({ required: false, description: 'Markup; blank clears it.' }),
      complexity: t.arg({ type: ComplexityEnum, required: false, description: 'Null clears it.' }),
      popularity: t.arg.float({ required: false, description: '0-5.' }),
      position: t.arg.int({ required: false }),
      attachmentIds: t.arg.stringList({ required: false, description: 'Attachment.editId values, in order.' }),
    },
    errors: { types: [ValidationError, TopicConflictError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const id = idOf(args.id, 'Topic');
      if (id === undefined) throw new NotFoundError();
      const result = unlessRefused(
        await updateTopic(ctx, {
          id,
          version: args.version,
          name: args.name ?? undefined,
          introduction: args.introduction,
          complexity: args.complexity,
          popularity: args.popularity ?? undefined,
          position: args.position ?? undefined,
          attachmentIds: attachmentIdsOf(ctx, args.attachmentIds),
        }),
      );
      if (result.kind === 'conflict') throw new TopicConflictError(result.changedFields, result.current);
      return { topicId: result.topic.id, examId: result.topic.examId };
    },
  }),
);

builder.mutationField('deleteTopic', (t) =>
  t.field({
    type: DeleteTopicSuccess,
    description: "Deletes a topic with its questions (the schema's cascades); refused while a question is in a teacher's collection or students saved scores or work on it. Authors and admins.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The global id of the topic.' }) },
    errors: { types: [TopicNotDeletedError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const id = idOf(args.id, 'Topic');
      if (id === undefined) throw new NotFoundError();
      const result = unlessRefused(await deleteTopic(ctx, { id }));
      if (result.kind === 'in-use') throw new TopicNotDeletedError();
      return { topicId: result.id, examId: result.examId };
    },
  }),
);

builder.queryField('adminTopicByUrlId', (t) =>
  t.prismaField({
    type: 'Topic',
    nullable: true,
    description: 'One topic of an exam of any status by the id of its web address (…/topics/{urlId}); null when there is none. Authors and admins.',
    authScopes: backOffice,
    args: { urlId: t.arg.string({ required: true }) },
    resolve: (query, _root, { urlId }, ctx) => {
      const id = ctx.ids.decode(urlId);
      return id === undefined ? null : ctx.db.topic.findUnique({ ...query, where: { id } });
    },
  }),
);
