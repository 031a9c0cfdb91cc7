// 'Bewerk een kopie' (issue 41, beyond the spec): an earlier set goes back into the teacher's current selection (the
// cart) of its stream, to be changed and made into a new set — the set itself stays as it is. One command, one
// transaction: the cart's topics and questions are replaced by the set's, in the set's topic order, and the set's
// name becomes the cart's suggested name; the set's stream becomes the current one, so 'Huidige selectie' (the menu's
// badge and /cart) shows that selection, as 'Examen als selectie gebruiken' does.
//
// Who may: whoever manages the set (its owner, or an admin: ./sharing.ts mayManageSet — the reuse list is the owner's
// own history) and may select questions in its stream now (the cart area and a grant for the stream). Questions of
// topics the user no longer sees (a withdrawn exam) stay out and are counted. The cart must be one that could become
// a set again: at most the licence's topics per set (a set's questions were bounded when it was made); the period's
// counters (complete and Word topics) are the wizard's warnings and createCollection's check, as for any selection.
import { transact, type AppContext } from '../context.ts';
import { replaceCartContents, retryLostRaces, type SelectionForbidden } from '../cart/cart.ts';
import { visibleTopicWhere, selectionRefusal } from '../topics/policy.ts';
import { topicsInOrder } from './history.ts';
import { allowance, type LimitBreach } from './limits.ts';
import { findManagedSet } from './sharing.ts';

export type ReuseSetResult =
  | {
      kind: 'ok';
      cartId: number;
      streamId: number;
      topicCount: number;
      questionCount: number;
      /** The set's questions left out because the user no longer sees their topic. */
      leftOut: number;
    }
  /** No such set, or not one the user manages (an outsider cannot tell the two apart). */
  | { kind: 'not-found' }
  /** None of the set's questions is still visible to the user: nothing to select. */
  | { kind: 'empty' }
  | ({ kind: 'limit' } & LimitBreach)
  | SelectionForbidden;

export async function reuseSetAsSelection(ctx: AppContext, input: { setKey: string }): Promise<ReuseSetResult> {
  const { db, now } = ctx;
  const access = await ctx.actor.access();
  const userId = ctx.actor.user?.id;
  const head = await findManagedSet(db, access, userId, { key: input.setKey });
  // A set someone manages has someone acting: the second test only tells the compiler so.
  if (!head || userId === undefined) return { kind: 'not-found' };
  const set = await db.collection.findUniqueOrThrow({
    where: { id: head.id },
    select: { name: true, topicOrder: true, stream: { select: { id: true, course: { select: { name: true } }, level: { select: { name: true } } } } },
  });
  const streamId = set.stream.id;
  const refusal = selectionRefusal(access, streamId);
  const allowed = refusal ? null : await allowance(db, access, userId, streamId, now);
  if (refusal || !allowed) return { kind: 'forbidden', reason: refusal ?? 'license', course: set.stream.course.name, level: set.stream.level.name };

  return retryLostRaces(() =>
    transact(ctx, async ({ db: tx }): Promise<ReuseSetResult> => {
      const chosen = await tx.collectionQuestion.count({ where: { collectionId: head.id } });
      const visible = await tx.question.findMany({
        where: { collections: { some: { collectionId: head.id } }, topic: { ...visibleTopicWhere(access), streamId } },
        orderBy: [{ number: 'asc' }, { id: 'asc' }],
        select: { id: true, topicId: true, points: true, timeInMinutes: true },
      });
      if (!visible.length) return { kind: 'empty' };
      const topics = topicsInOrder(set.topicOrder, visible).map((t) => ({ topicId: t.topicId, questionIds: t.questions.map((q) => q.id) }));
      if (allowed.kind !== 'unlimited' && topics.length > allowed.topicsPerSet) return { kind: 'limit', limit: 'topicsPerSet', max: allowed.topicsPerSet };
      const { cartId } = await replaceCartContents(tx, userId, streamId, topics);
      // The set's name is the new set's suggestion: the wizard's name field starts with it.
      await tx.cart.update({ where: { id: cartId }, data: { name: set.name }, select: { id: true } });
      await tx.user.updateMany({ where: { id: userId, OR: [{ currentStreamId: null }, { currentStreamId: { not: streamId } }] }, data: { currentStreamId: streamId } });
      return { kind: 'ok', cartId, streamId, topicCount: topics.length, questionCount: visible.length, leftOut: chosen - visible.length };
    }),
  );
}
