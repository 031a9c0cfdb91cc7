// Commands of the cart page and the reuse page: making a set from the selection (createCollection), putting the
// selection's topics in order (reorderCart), sharing a set with the teacher's students (shareCollection) and hiding
// its questions from their self-practice (hideCollection). Each resolver decodes its ids, calls one domain command
// and maps its answer to XSuccess or a typed error worded in ../errors/messages.ts.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { CollectionNode, DownloadTypeEnum } from './types.ts';
import { Viewer } from '../accounts/viewer.ts';
import { createCollection, isCollectionKey } from '../../domain/collections/create.ts';
import { defaultHideUntil, hideCollection, shareCollection } from '../../domain/collections/sharing.ts';
import { resetSetDevices } from '../../domain/collections/fairUse.ts';
import { setCartTopicOrder } from '../../domain/cart/cart.ts';
import type { LimitBreach } from '../../domain/collections/limits.ts';
import { checkCart, type CartCheck } from '../../domain/collections/cartCheck.ts';
import { ErrorInterface, fieldValidationError as validationError, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { streamNotInLicense } from '../streams/notice.ts';
import { idOf, idsOf, optionalIdOf } from '../ids.ts';

export const limitText = (breach: LimitBreach): string => {
  switch (breach.limit) {
    case 'topicsPerSet':
      return NL.topicsPerSet(breach.max);
    case 'completeTopics':
      return NL.completeTopics(breach.max, breach.available);
    case 'wordTopics':
      return NL.wordTopics(breach.available);
  }
};

/** A set that would break a licence limit (document 1 §9): which one, its maximum and what is left. */
export class SetLimitError extends Error {
  constructor(public breach: LimitBreach) {
    super(limitText(breach));
  }
}

export const SetLimitEnum = builder.enumType('SetLimit', {
  values: {
    topicsPerSet: { description: 'More topics in one set than the licence allows.' },
    completeTopics: { description: 'More complete topics than are left in the period.' },
    wordTopics: { description: 'More topics as a Word document than are left in the period.' },
  } as const,
});

builder.objectType(SetLimitError, {
  name: 'SetLimitError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    limit: t.field({ type: SetLimitEnum, resolve: (e) => e.breach.limit }),
    max: t.int({ resolve: (e) => e.breach.max }),
    available: t.int({ nullable: true, description: 'What is left in the period; null for the topics per set.', resolve: (e) => ('available' in e.breach ? e.breach.available : null) }),
  }),
});

/** Decodes a list of global ids of one type, or throws the field's validation error. */
function idsOrInvalid(field: string, globalIds: readonly (string | number)[], typename: string): number[] {
  const ids = idsOf(globalIds, typename);
  if (!ids) throw validationError({ [field]: [{ code: 'unknownId' }] });
  return ids;
}

const CreateCollectionSuccess = builder.objectRef<{ key: string; created: boolean }>('CreateCollectionSuccess').implement({
  fields: (t) => ({
    collection: t.prismaField({ type: CollectionNode, resolve: (query, p, _a, ctx) => ctx.db.collection.findUniqueOrThrow({ ...query, where: { key: p.key } }) }),
    created: t.exposeBoolean('created', { description: 'false: the same submission arrived before and made this set (a retry or double click).' }),
    viewer: t.field({ type: Viewer, description: 'For the cart badge, which is empty after a set made from the cart.', resolve: () => ({}) }),
  }),
});

builder.mutationField('createCollection', (t) =>
  t.field({
    type: CreateCollectionSuccess,
    description:
      "Makes a set (opgavenset) of chosen questions: the cart's last step. The server checks the licence limits; the same requestKey (or, without one, the same set again within two minutes) answers the set made the first time.",
    authScopes: { area: 'cart' },
    args: {
      streamId: t.arg.id({ required: true, description: 'The global id of the stream.' }),
      name: t.arg.string({ required: true }),
      downloadType: t.arg({ type: DownloadTypeEnum, required: true }),
      questionIds: t.arg.idList({ required: true, description: 'Global ids of the questions, in any order.' }),
      topicOrder: t.arg.idList({ required: false, description: 'Global ids of the topics in the order of the set; topics left out follow.' }),
      qr: t.arg.boolean({ required: false, description: 'A QR code per question in the PDF (default true).' }),
      answerSpace: t.arg.boolean({ required: false, description: 'Ruled lines under each question in the PDF and Word files, as many as its points ask for (default false).' }),
      requestKey: t.arg.string({ required: false, description: 'A key the client makes once per set it means to make: a retry sends it again.' }),
      fromCart: t.arg.boolean({ required: false, description: 'Empty the viewer’s cart of the stream in the same transaction (default false).' }),
    },
    errors: { types: [ValidationError, SetLimitError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream');
      if (streamId === undefined) throw validationError({ streamId: [{ code: 'unknownId' }] });
      const result = await createCollection(ctx, {
        name: args.name,
        streamId,
        downloadType: args.downloadType,
        questionIds: idsOrInvalid('questions', args.questionIds, 'Question'),
        topicOrder: args.topicOrder ? idsOrInvalid('topicOrder', args.topicOrder, 'Topic') : null,
        qr: args.qr ?? true,
        answerSpace: args.answerSpace ?? false,
        requestKey: args.requestKey ?? null,
        clearCart: args.fromCart ?? false,
      });
      switch (result.kind) {
        case 'forbidden':
          throw new ForbiddenError(await streamNotInLicense(ctx, streamId));
        case 'limit':
          throw new SetLimitError(result);
        case 'invalid':
          throw validationError(result.errors);
        case 'ok':
          return { key: result.key, created: result.created };
      }
    },
  }),
);

const ReorderCartSuccess = builder.objectRef<{ streamId: number; userId: number }>('ReorderCartSuccess').implement({
  fields: (t) => ({
    cart: t.prismaField({
      type: 'Cart',
      nullable: true,
      resolve: (query, p, _a, ctx) => ctx.db.cart.findUnique({ ...query, where: { userId_streamId: { userId: p.userId, streamId: p.streamId } } }),
    }),
  }),
});

builder.mutationField('reorderCart', (t) =>
  t.field({
    type: ReorderCartSuccess,
    description: "Puts the topics of the viewer's cart of a stream in this order; it must name each of them once.",
    authScopes: { area: 'cart' },
    args: {
      streamId: t.arg.id({ required: true, description: 'The global id of the stream.' }),
      topicIds: t.arg.idList({ required: true, description: 'Global ids of the topics, in their new order.' }),
    },
    errors: { types: [ValidationError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream');
      if (streamId === undefined) throw validationError({ streamId: [{ code: 'unknownId' }] });
      const result = await setCartTopicOrder(ctx, { streamId, topicIds: idsOrInvalid('topicIds', args.topicIds, 'Topic') });
      if (result.kind === 'forbidden') throw new ForbiddenError();
      if (result.kind === 'invalid') throw validationError(result.errors);
      return { streamId, userId: ctx.actor.user!.id };
    },
  }),
);

/** The link key inside a set's global id (the Collection node's id holds its key, never the sequential id). */
export function setKeyOf(globalId: string | number): string {
  try {
    const { typename, id } = decodeGlobalID(String(globalId));
    if (typename === 'Collection' && isCollectionKey(id)) return id;
  } catch {
    // not a global id
  }
  throw new NotFoundError();
}

const ShareCollectionSuccess = builder.objectRef<{ id: number; shared: number }>('ShareCollectionSuccess').implement({
  fields: (t) => ({
    shared: t.exposeInt('shared', {
      description: 'Students who got the set now, counted as /leerlingen and /licenties count a group (those who had it already, free and invited seats are not counted).',
    }),
    collection: t.prismaField({ type: CollectionNode, resolve: (query, p, _a, ctx) => ctx.db.collection.findUniqueOrThrow({ ...query, where: { id: p.id } }) }),
  }),
});

builder.mutationField('shareCollection', (t) =>
  t.field({
    type: ShareCollectionSuccess,
    description: "Places a set in the web environment of the viewer's students: all of them, or one group they manage.",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id of the set.' }),
      groupId: t.arg.id({ required: false, description: 'The global id of a group; without one, all the teacher’s students.' }),
    },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, args, ctx) => {
      const groupId = optionalIdOf(args.groupId, 'Group');
      if (args.groupId && groupId === null) throw validationError({ group: [{ code: 'unknownId' }] });
      const result = await shareCollection(ctx, { setKey: setKeyOf(args.id), groupId });
      if (result.kind === 'not-found') throw new NotFoundError();
      if (result.kind === 'invalid') throw validationError(result.errors);
      return { id: result.collectionId, shared: result.students };
    },
  }),
);

const HideCollectionSuccess = builder.objectRef<{ id: number; hidden: number; until: Date }>('HideCollectionSuccess').implement({
  fields: (t) => ({
    hidden: t.exposeInt('hidden', { description: 'Questions hidden, counted per student seat.' }),
    until: t.expose('until', { type: 'Date' }),
    collection: t.prismaField({ type: CollectionNode, resolve: (query, p, _a, ctx) => ctx.db.collection.findUniqueOrThrow({ ...query, where: { id: p.id } }) }),
  }),
});

builder.mutationField('hideCollection', (t) =>
  t.field({
    type: HideCollectionSuccess,
    description: "Hides a set's questions from the self-practice of the viewer's students (all, or one group) until a day.",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id of the set.' }),
      groupId: t.arg.id({ required: false, description: 'The global id of a group; without one, all the teacher’s students.' }),
      until: t.arg({ type: 'Date', required: false, description: 'The first day the questions show again; default four weeks from today.' }),
    },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, args, ctx) => {
      const groupId = optionalIdOf(args.groupId, 'Group');
      if (args.groupId && groupId === null) throw validationError({ group: [{ code: 'unknownId' }] });
      const now = ctx.now;
      const result = await hideCollection(ctx, { setKey: setKeyOf(args.id), groupId, until: args.until ?? defaultHideUntil(now) });
      if (result.kind === 'not-found') throw new NotFoundError();
      if (result.kind === 'invalid') throw validationError(result.errors);
      return { id: result.collectionId, hidden: result.hidden, until: result.until };
    },
  }),
);

const ResetSetDevicesSuccess = builder.objectRef<{ id: number }>('ResetSetDevicesSuccess').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => NL.devicesReset }),
    collection: t.prismaField({ type: CollectionNode, resolve: (query, p, _a, ctx) => ctx.db.collection.findUniqueOrThrow({ ...query, where: { id: p.id } }) }),
  }),
});

builder.mutationField('resetSetDevices', (t) =>
  t.field({
    type: ResetSetDevicesSuccess,
    description: "Frees the fair-use places of a set's anonymous devices (its owner or an admin): each device is counted anew on its next visit.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The global id of the set.' }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, args, ctx) => {
      const result = await resetSetDevices(ctx, { key: setKeyOf(args.id) });
      if (result.kind === 'not-found') throw new NotFoundError();
      return { id: result.collectionId };
    },
  }),
);

const SetLimitBreach = builder.objectRef<LimitBreach>('SetLimitBreach').implement({
  description: 'A limit a set would break, with the sentence that says so.',
  fields: (t) => ({
    limit: t.field({ type: SetLimitEnum, resolve: (b) => b.limit }),
    max: t.exposeInt('max'),
    available: t.int({ nullable: true, description: 'What is left in the period; null for the topics per set.', resolve: (b) => ('available' in b ? b.available : null) }),
    message: t.string({ resolve: (b) => limitText(b) }),
  }),
});

const SetCheckRef = builder.objectRef<CartCheck>('SetCheck').implement({
  description: 'The cart as a set: what it holds and every limit it would break now.',
  fields: (t) => ({
    topics: t.exposeInt('topics', { description: 'Topics with at least one chosen question.' }),
    completeTopics: t.exposeInt('completeTopics'),
    questions: t.exposeInt('questions'),
    breaches: t.field({ type: [SetLimitBreach], resolve: (c) => c.breaches }),
  }),
});

builder.prismaObjectFields('Cart', (t) => ({
  setCheck: t.field({
    type: SetCheckRef,
    nullable: true,
    description: "Making a set of this cart with a download type now: its counts and the limits it would break (the server's own check). Null when the viewer may not make sets in the stream.",
    args: { downloadType: t.arg({ type: DownloadTypeEnum, required: true }) },
    select: { userId: true, streamId: true },
    resolve: async (cart, { downloadType }, ctx) => checkCart(ctx.db, await ctx.actor.access(), cart.userId, cart.streamId, downloadType === 'word', ctx.now),
  }),
}));
