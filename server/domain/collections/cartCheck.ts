// What making a set of the cart now would break: the cart page asks before each step, so the teacher sees why
// 'Volgende' is held back, in the server's words, before the server refuses the set itself. The same allowance and
// the same limit function decide both (./limits.ts); createCollection checks again inside its transaction.
import type { Db } from '../../db/database.ts';
import type { Access } from '../access/grants.ts';
import { cartTopicsWhere } from '../cart/cart.ts';
import { allowance, breaches, isCompleteTopic, type LimitBreach, type SetCounts } from './limits.ts';

export interface CartCheck extends Omit<SetCounts, 'word'> {
  questions: number;
  /** Every limit a set of the cart with this download type would break; empty when it may be made. */
  breaches: LimitBreach[];
}

/** The counts of the user's cart of a stream as a set, and what it would break; null when they may not make sets there. */
export async function checkCart(db: Db, access: Access, userId: number, streamId: number, word: boolean, now: Date): Promise<CartCheck | null> {
  const allowed = await allowance(db, access, userId, streamId, now);
  if (!allowed) return null;
  const topics = await db.cartTopic.findMany({
    where: { cart: { userId, streamId }, ...cartTopicsWhere(access), questions: { some: {} } },
    select: { topic: { select: { questionCount: true } }, _count: { select: { questions: true } } },
  });
  const counts = { topics: topics.length, completeTopics: topics.filter((t) => isCompleteTopic(t._count.questions, t.topic.questionCount)).length };
  return { ...counts, questions: topics.reduce((n, t) => n + t._count.questions, 0), breaches: breaches(allowed, { ...counts, word }) };
}
