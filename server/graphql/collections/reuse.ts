// 'Bewerk een kopie' on the reuse list: an earlier set becomes the viewer's current selection again
// (server/domain/collections/reuse.ts). The resolver decodes the set's id, calls the command and maps its answer; the
// success carries the cart and the viewer, so the menu's badge ('Huidige selectie') follows without a reload.
import { builder } from '../builder.ts';
import { Viewer } from '../accounts/viewer.ts';
import { reuseSetAsSelection } from '../../domain/collections/reuse.ts';
import { ForbiddenError, NotFoundError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { SetLimitError, setKeyOf } from './mutations.ts';

const ReuseCollectionSuccess = builder.objectRef<{ cartId: number; topicCount: number; questionCount: number; leftOut: number }>('ReuseCollectionSuccess').implement({
  fields: (t) => ({
    topicCount: t.exposeInt('topicCount', { description: 'Topics now in the selection.' }),
    questionCount: t.exposeInt('questionCount', { description: 'Questions now in the selection.' }),
    leftOut: t.exposeInt('leftOut', { description: 'Questions of the set left out: the viewer no longer sees their topic.' }),
    cart: t.prismaField({ type: 'Cart', resolve: (query, p, _a, ctx) => ctx.db.cart.findUniqueOrThrow({ ...query, where: { id: p.cartId } }) }),
    viewer: t.field({ type: Viewer, description: 'The set’s stream is now the current one (the menu’s badge).', resolve: () => ({}) }),
  }),
});

builder.mutationField('reuseCollection', (t) =>
  t.field({
    type: ReuseCollectionSuccess,
    description:
      "'Bewerk een kopie': the set's topics and questions replace the viewer's current selection of the set's stream (which becomes the current stream), its name the selection's name. The set itself is not changed.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The global id of the set.' }) },
    errors: { types: [NotFoundError, ForbiddenError, SetLimitError] },
    resolve: async (_root, args, ctx) => {
      const result = await reuseSetAsSelection(ctx, { setKey: setKeyOf(args.id) });
      switch (result.kind) {
        case 'not-found':
          throw new NotFoundError();
        case 'empty':
          throw new NotFoundError(NL.noQuestionsFound);
        case 'forbidden':
          throw new ForbiddenError(result.reason === 'license' ? NL.streamNotInLicense(result.course, result.level) : NL.forbidden);
        case 'limit':
          throw new SetLimitError(result);
        case 'ok':
          // The rest of this request answers with the set's stream as the current one, as the database now has it.
          ctx.actor.currentStreamId = () => Promise.resolve(result.streamId);
          return result;
      }
    },
  }),
);
