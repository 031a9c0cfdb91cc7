// 'Examen als selectie gebruiken' (document 2 §2.9): every question of an exam term becomes the teacher's current
// selection of the stream. One command, one transaction: the cart's content for that stream is replaced by every
// question of the term's topics, topic by topic in exam order, each topic's questions by number.
//
// The stream also becomes the teacher's current stream (the one the stream picker remembers): 'Huidige selectie'
// (the menu's badge and /cart) shows the current stream's cart, so after choosing an exam of another stream the
// teacher would otherwise find a different selection there than the one just made.
import { transact, type AppContext } from '../context.ts';
import { replaceCartContents, retryLostRaces, type SelectionForbidden } from '../cart/cart.ts';
import { inIdOrder } from '../search/search.ts';
import { selectionRefusal } from '../topics/policy.ts';
import { examTermTopicIds, findExamTerm } from './examList.ts';

export type SelectExamResult =
  | { kind: 'ok'; cartId: number; streamId: number; topicCount: number; questionCount: number }
  /** No such stream, or no exam of that year and term the user sees. */
  | { kind: 'not-found' }
  /** The term's visible topics have no questions: there is nothing to select ('Geen opgaven gevonden.'). */
  | { kind: 'empty' }
  | SelectionForbidden;

/**
 * Makes every question of the exam term (year, term) of a stream the user's current selection of that stream. Refused
 * before anything is written without the cart area or a grant for the stream; a repeated request leaves the same
 * cart; a request racing another command on the same cart waits for it (the cart's lock) or, when it lost a race,
 * runs again on what the winner committed.
 */
export async function selectExam(ctx: AppContext, ref: { streamId: number; year: number; term: number }): Promise<SelectExamResult> {
  const access = await ctx.actor.access();
  const stream = await ctx.db.stream.findUnique({
    where: { id: ref.streamId },
    select: { id: true, course: { select: { name: true } }, level: { select: { name: true } } },
  });
  if (!stream) return { kind: 'not-found' };
  // A signed-in access always comes with its user; the second test only tells the compiler so.
  const userId = ctx.actor.user?.id;
  const refusal = selectionRefusal(access, stream.id) ?? (userId === undefined ? 'signedOut' : null);
  if (refusal || userId === undefined) return { kind: 'forbidden', reason: refusal ?? 'signedOut', course: stream.course.name, level: stream.level.name };

  return retryLostRaces(() =>
    transact(ctx, async ({ db: tx }): Promise<SelectExamResult> => {
      const term = await findExamTerm(tx, access, stream.id, ref.year, ref.term);
      if (!term) return { kind: 'not-found' };
      const topicIds = await examTermTopicIds(tx, term);
      const rows = topicIds.length
        ? await tx.topic.findMany({ where: { id: { in: topicIds } }, select: { id: true, questions: { orderBy: [{ number: 'asc' }, { id: 'asc' }], select: { id: true } } } })
        : [];
      const topics = inIdOrder(topicIds, rows)
        .filter((t) => t.questions.length > 0)
        .map((t) => ({ topicId: t.id, questionIds: t.questions.map((q) => q.id) }));
      if (!topics.length) return { kind: 'empty' };
      const { cartId } = await replaceCartContents(tx, userId, stream.id, topics);
      await tx.user.updateMany({ where: { id: userId, OR: [{ currentStreamId: null }, { currentStreamId: { not: stream.id } }] }, data: { currentStreamId: stream.id } });
      return { kind: 'ok', cartId, streamId: stream.id, topicCount: topics.length, questionCount: topics.reduce((n, t) => n + t.questionIds.length, 0) };
    }),
  );
}
