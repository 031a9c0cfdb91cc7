// Cart commands of the topic page: 'Voeg toe' / 'Werk bij' (selectQuestions) and taking a topic out. Each resolver
// decodes its ids, calls one command of the cart store and maps the answer to XSuccess or a typed error. The success
// carries the viewer, so the menu badge (viewer { cartTopicCount }) updates without a reload.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import './types.ts';
import { Viewer } from '../accounts/viewer.ts';
import { removeTopicFromCart, setCartName, setTopicSelection } from '../../domain/cart/cart.ts';
import { visibleTopicByIdWhere } from '../../domain/topics/page.ts';
import { fieldValidationError as validationError, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { idOf, idsOf } from '../ids.ts';

const SelectQuestionsSuccess = builder.objectRef<{ cartTopicId: number; topicId: number }>('SelectQuestionsSuccess').implement({
  fields: (t) => ({
    cartTopic: t.prismaField({ type: 'CartTopic', resolve: (query, p, _a, ctx) => ctx.db.cartTopic.findUniqueOrThrow({ ...query, where: { id: p.cartTopicId } }) }),
    topic: t.prismaField({
      type: 'Topic',
      description: 'The topic with the viewer’s selection (inCart, selectedQuestionIds) after the change.',
      resolve: (query, p, _a, ctx) => ctx.db.topic.findUniqueOrThrow({ ...query, where: { id: p.topicId } }),
    }),
    viewer: t.field({ type: Viewer, resolve: () => ({}) }),
  }),
});

builder.mutationField('selectQuestions', (t) =>
  t.field({
    type: SelectQuestionsSuccess,
    description: "Sets which questions of a topic are in the viewer's cart ('Voeg toe', or 'Werk bij' when the topic is in it already).",
    authScopes: { signedIn: true },
    args: {
      topicId: t.arg.id({ required: true, description: 'The global id of the topic.' }),
      questionIds: t.arg.idList({ required: true, description: 'Global ids of questions of that topic; [] keeps a topic already in the cart with none.' }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const topicId = idOf(args.topicId, 'Topic');
      if (topicId === undefined) throw new NotFoundError();
      const questionIds = idsOf(args.questionIds, 'Question');
      if (!questionIds) throw validationError({ questionIds: [{ code: 'unknownId' }] });
      const result = await setTopicSelection(ctx, { topicId, questionIds });
      switch (result.kind) {
        case 'not-found':
          throw new NotFoundError();
        case 'forbidden':
          throw new ForbiddenError(result.reason === 'license' ? NL.streamNotInLicense(result.course, result.level) : NL.forbidden);
        case 'invalid':
          throw validationError(result.errors);
        case 'ok':
          return { cartTopicId: result.cartTopicId, topicId: result.topicId };
      }
    },
  }),
);

const RemoveTopicFromCartSuccess = builder.objectRef<{ topicId: number; removedCartTopicId: number | null }>('RemoveTopicFromCartSuccess').implement({
  fields: (t) => ({
    removedCartTopicId: t.id({
      nullable: true,
      description: 'The cart topic that was removed (for the client store); null when the topic was not in the cart.',
      resolve: (p) => (p.removedCartTopicId ? encodeGlobalID('CartTopic', p.removedCartTopicId) : null),
    }),
    topic: t.prismaField({
      type: 'Topic',
      nullable: true,
      description: 'The topic after the change; null when it is hidden from the viewer.',
      resolve: (query, p, _a, ctx) => ctx.db.topic.findFirst({ ...query, where: visibleTopicByIdWhere({ role: ctx.actor.user?.role ?? null }, p.topicId) }),
    }),
    viewer: t.field({ type: Viewer, resolve: () => ({}) }),
  }),
});

builder.mutationField('removeTopicFromCart', (t) =>
  t.field({
    type: RemoveTopicFromCartSuccess,
    description: "Takes a topic out of the viewer's cart; removing a topic that is not in it changes nothing.",
    authScopes: { signedIn: true },
    args: { topicId: t.arg.id({ required: true, description: 'The global id of the topic.' }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const topicId = idOf(args.topicId, 'Topic');
      if (topicId === undefined) throw new NotFoundError();
      const result = await removeTopicFromCart(ctx, { topicId });
      if (result.kind === 'forbidden') throw new ForbiddenError();
      return { topicId, removedCartTopicId: result.removedCartTopicId };
    },
  }),
);

const RenameCartSuccess = builder.objectRef<{ name: string | null }>('RenameCartSuccess').implement({
  fields: (t) => ({ name: t.exposeString('name', { nullable: true, description: 'The name as kept (trimmed); null when cleared.' }) }),
});

builder.mutationField('renameCart', (t) =>
  t.field({
    type: RenameCartSuccess,
    description: "Keeps the name of the set to be with the viewer's cart of a stream ('Naam van de set'), checked as a set's name; blank clears it.",
    authScopes: { area: 'cart' },
    args: {
      streamId: t.arg.id({ required: true, description: 'The global id of the stream.' }),
      name: t.arg.string({ required: true }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream');
      if (streamId === undefined) throw new NotFoundError();
      const result = await setCartName(ctx, { streamId, name: args.name });
      if (result.kind === 'forbidden') throw new ForbiddenError();
      if (result.kind === 'not-found') throw new NotFoundError();
      if (result.kind === 'invalid') throw validationError(result.errors);
      return { name: result.name };
    },
  }),
);
