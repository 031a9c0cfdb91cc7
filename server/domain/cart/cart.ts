// The teacher's current selection (cart): one per user and stream.
import type { Db } from '../../db/database.ts';

/** Topics in the user's current selection of a stream (the badge on 'Huidige selectie'). */
export async function cartTopicCount(db: Db, userId: number, streamId: number): Promise<number> {
  return db.cartTopic.count({ where: { cart: { userId, streamId } } });
}
