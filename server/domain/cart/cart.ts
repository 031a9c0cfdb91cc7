// The teacher's current selection (cart, 'Huidige selectie'): one per user and stream, each topic with the questions
// chosen from it and a place in the topic order; a topic may be in it with no questions. Kept in the database, so
// the topic page, the menu badge and the cart page all read the same selection.
//
// Each command owns its transaction. Concurrent or repeated requests cannot make a second cart or duplicate rows:
// the cart is unique per (user, stream), a cart topic per (cart, topic) and a cart question per (cart topic,
// question), every insert keeps an existing row (ON CONFLICT DO NOTHING), and a command that loses a race (a
// deadlock between two selections of one topic) runs again on what the winner committed.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { mayOpenArea, type Access } from '../access/grants.ts';
import { transact, type AppContext } from '../context.ts';
import { invalid, textIssue, type Invalid } from '../errors.ts';
import { NAME_MAX } from '../collections/create.ts';
import { selectionRefusal, visibleTopicWhere } from '../topics/policy.ts';

/** Topics in the user's current selection of a stream (the badge on 'Huidige selectie'). */
export async function cartTopicCount(db: Db, userId: number, streamId: number): Promise<number> {
  return db.cartTopic.count({ where: { cart: { userId, streamId } } });
}

/** Only teacher-like roles have a cart (document 1 §6). */
export const mayUseCart = (access: Access): boolean => mayOpenArea(access, 'cart');

/** The acting user with their access when their role has a cart; null for a visitor or a role without one. */
async function cartHolder(ctx: AppContext): Promise<{ access: Access; userId: number } | null> {
  const access = await ctx.actor.access();
  const user = ctx.actor.user;
  return user && mayUseCart(access) ? { access, userId: user.id } : null;
}

/** Why a selection was refused because of who asks: no cart for this role, or no grant for the topic's stream. */
export interface SelectionForbidden {
  kind: 'forbidden';
  reason: 'signedOut' | 'area' | 'license';
  /** For the wording '{course} {level} valt niet onder je licentie.' */
  course: string;
  level: string;
}

export type SetSelectionResult = { kind: 'ok'; cartId: number; cartTopicId: number; topicId: number; streamId: number } | { kind: 'not-found' } | SelectionForbidden | Invalid;

/**
 * Lost a race: a deadlock between two selections of the same topic (Prisma P2034), a unique key taken by a
 * concurrent request (P2002), or the cart topic removed by a concurrent request halfway (P2003). The loser's
 * transaction is void, so the command simply runs again on what the winner committed.
 */
class RaceLost extends Error {}

function lostRace(error: unknown): boolean {
  if (error instanceof RaceLost) return true;
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code?: unknown }).code : undefined;
  return code === 'P2034' || code === 'P2002' || code === 'P2003';
}

export async function retryLostRaces<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !lostRace(error)) throw error;
    }
  }
}

/**
 * Sets which questions of a topic are in the user's cart ('Voeg toe', or 'Werk bij' when the topic is there already).
 * The topic must be visible to the user and its stream theirs to select from; every question id must be one of the
 * topic's. Adding no questions for a topic not yet in the cart is refused (questionIds: required); for a topic in
 * the cart it keeps the topic with none. A new topic goes to the end of the topic order; an update keeps its place.
 */
export async function setTopicSelection(ctx: AppContext, input: { topicId: number; questionIds: readonly number[] }): Promise<SetSelectionResult> {
  const { topicId, questionIds } = input;
  const access = await ctx.actor.access();
  const topic = await ctx.db.topic.findFirst({
    where: { id: topicId, ...visibleTopicWhere(access) },
    select: {
      exam: { select: { streamId: true, stream: { select: { course: { select: { name: true } }, level: { select: { name: true } } } } } },
      questions: { select: { id: true } },
    },
  });
  if (!topic) return { kind: 'not-found' };
  const streamId = topic.exam.streamId;
  // A signed-in access always comes with its user; the second test only tells the compiler so.
  const user = ctx.actor.user;
  const refusal = selectionRefusal(access, streamId) ?? (user ? null : 'signedOut');
  if (refusal || !user) return { kind: 'forbidden', reason: refusal ?? 'signedOut', course: topic.exam.stream.course.name, level: topic.exam.stream.level.name };
  const userId = user.id;
  const own = new Set(topic.questions.map((q) => q.id));
  const chosen = [...new Set(questionIds)];
  if (chosen.some((id) => !own.has(id))) return invalid({ questionIds: [{ code: 'unknownId' }] });

  return retryLostRaces(() =>
    transact(ctx, async ({ db: tx }) => {
      let entry = await lockCartTopic(tx, { topicId, cart: { userId, streamId } });
      if (!entry) {
        if (chosen.length === 0) return invalid({ questionIds: [{ code: 'required' }] });
        // Insert-or-keep (ON CONFLICT DO NOTHING waits for a concurrent insert of the same key and keeps it), then
        // read the row: whoever wrote it, there is exactly one.
        await tx.cart.createMany({ data: [{ userId, streamId }], skipDuplicates: true });
        const cartId = (await tx.cart.findUniqueOrThrow({ where: { userId_streamId: { userId, streamId } }, select: { id: true } })).id;
        // Touching the cart locks its row until commit: two topics added at once get distinct places in the order.
        await tx.cart.update({ where: { id: cartId }, data: { updatedAt: new Date() }, select: { id: true } });
        const last = await tx.cartTopic.aggregate({ where: { cartId }, _max: { position: true } });
        await tx.cartTopic.createMany({ data: [{ cartId, topicId, position: (last._max.position ?? -1) + 1 }], skipDuplicates: true });
        entry = await lockCartTopic(tx, { cartId, topicId });
        if (!entry) throw new RaceLost('The cart topic was removed while it was being added.');
      }
      const cartTopicId = entry.id;
      await tx.cartQuestion.deleteMany({ where: { cartTopicId, questionId: { notIn: chosen } } });
      if (chosen.length) await tx.cartQuestion.createMany({ data: chosen.map((questionId) => ({ cartTopicId, questionId })), skipDuplicates: true });
      return { kind: 'ok' as const, cartId: entry.cartId, cartTopicId, topicId, streamId };
    }),
  );
}

/** One topic of a cart's new content: the topic and the questions chosen from it, in the order they should have. */
export interface CartContentTopic {
  topicId: number;
  questionIds: readonly number[];
}

/**
 * Replaces everything in the user's cart of a stream with `topics`, in their order (the topic order starts at 0),
 * making the cart when there is none. Runs in the caller's transaction, whose command has already decided that the
 * user may select these topics' questions: it takes the cart's lock first (as setTopicSelection does for a new topic
 * and setCartTopicOrder does), so commands on the same cart wait for each other, and a repeated replacement leaves
 * the same content.
 */
export async function replaceCartContents(tx: Db, userId: number, streamId: number, topics: readonly CartContentTopic[]): Promise<{ cartId: number }> {
  await tx.cart.createMany({ data: [{ userId, streamId }], skipDuplicates: true });
  const { id: cartId } = await tx.cart.update({ where: { userId_streamId: { userId, streamId } }, data: { updatedAt: new Date() }, select: { id: true } });
  // The cart's questions go with their cart topics (ON DELETE CASCADE).
  await tx.cartTopic.deleteMany({ where: { cartId } });
  if (!topics.length) return { cartId };
  await tx.cartTopic.createMany({ data: topics.map((t, position) => ({ cartId, topicId: t.topicId, position })) });
  const created = await tx.cartTopic.findMany({ where: { cartId }, select: { id: true, topicId: true } });
  const idOf = new Map(created.map((c) => [c.topicId, c.id]));
  const questions = topics.flatMap((t) => [...new Set(t.questionIds)].map((questionId) => ({ cartTopicId: idOf.get(t.topicId)!, questionId })));
  if (questions.length) await tx.cartQuestion.createMany({ data: questions });
  return { cartId };
}

/**
 * The cart topic matching `where`, its row locked until commit (by touching it), or null. Every command takes the
 * cart topic's lock before it changes the topic's questions, so two selections of one topic, or a selection and a
 * removal, wait for each other instead of deadlocking; a removal that won leaves nothing to find.
 */
async function lockCartTopic(tx: Db, where: Prisma.CartTopicWhereInput): Promise<{ id: number; cartId: number } | null> {
  const found = await tx.cartTopic.findFirst({ where, select: { id: true, cartId: true } });
  if (!found) return null;
  const { count } = await tx.cartTopic.updateMany({ where: { id: found.id }, data: { updatedAt: new Date() } });
  return count ? found : null;
}

export type RemoveTopicResult = { kind: 'ok'; removedCartTopicId: number | null } | { kind: 'forbidden' };

/**
 * Takes a topic out of the user's cart, wherever it is; removing one that is not there is no error (a double click
 * answers the same twice). The topic's visibility does not matter: a user may always tidy their own cart.
 */
export async function removeTopicFromCart(ctx: AppContext, input: { topicId: number }): Promise<RemoveTopicResult> {
  const holder = await cartHolder(ctx);
  if (!holder) return { kind: 'forbidden' };
  const { userId } = holder;
  const { topicId } = input;
  return retryLostRaces(() =>
    transact(ctx, async ({ db: tx }) => {
      const present = await tx.cartTopic.findFirst({ where: { topicId, cart: { userId } }, select: { id: true } });
      if (!present) return { kind: 'ok' as const, removedCartTopicId: null };
      // deleteMany: a concurrent removal that got there first is no error.
      const { count } = await tx.cartTopic.deleteMany({ where: { id: present.id } });
      return { kind: 'ok' as const, removedCartTopicId: count ? present.id : null };
    }),
  );
}

/** The order of a cart's topics: the order they were added in. */
export const cartTopicOrder: Prisma.CartTopicOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

/** A cart's topics as the cart page and GraphQL read them: visible topics only, in the topic order. */
export function cartTopicsWhere(viewer: { role: string | null }): Prisma.CartTopicWhereInput {
  return { topic: visibleTopicWhere(viewer) };
}

export interface CartContents {
  streamId: number;
  /** In the topic order; each topic's selected question ids in question-number order. */
  topics: { topicId: number; position: number; questionIds: number[] }[];
}

/** The user's cart of a stream (empty when they have none yet); null for roles without a cart. */
export async function readCart(db: Db, access: Access, userId: number, streamId: number): Promise<CartContents | null> {
  if (!mayUseCart(access)) return null;
  const topics = await db.cartTopic.findMany({
    where: { cart: { userId, streamId }, ...cartTopicsWhere(access) },
    orderBy: cartTopicOrder,
    select: { topicId: true, position: true, questions: { orderBy: { question: { number: 'asc' } }, select: { questionId: true } } },
  });
  return { streamId, topics: topics.map((t) => ({ topicId: t.topicId, position: t.position, questionIds: t.questions.map((q) => q.questionId) })) };
}

/** The user's cart of a stream (a user has at most one per stream): the filter a caller reads it with. */
export function cartOfWhere(userId: number, streamId: number): Prisma.CartWhereUniqueInput {
  return { userId_streamId: { userId, streamId } };
}

/**
 * What the topic page needs to know of the viewer's cart for one topic, as a select on Topic: the cart topic of this
 * user (at most one: a topic belongs to one stream, and a user has one cart per stream) with its questions.
 */
export function viewerCartTopicSelect(userId: number | null | undefined) {
  return {
    cartTopics: {
      // No account has id 0: a visitor has no cart.
      where: { cart: { userId: userId ?? 0 } },
      select: { id: true, questions: { orderBy: { question: { number: 'asc' } }, select: { questionId: true } } },
    },
  } satisfies Prisma.TopicSelect;
}

/** The viewer's selection of a topic from what viewerCartTopicSelect loaded. */
export function viewerSelection(topic: { cartTopics: { id: number; questions: { questionId: number }[] }[] }): { inCart: boolean; questionIds: number[] } {
  const entry = topic.cartTopics[0];
  return { inCart: !!entry, questionIds: entry ? entry.questions.map((q) => q.questionId) : [] };
}

export type ReorderResult = { kind: 'ok' } | { kind: 'forbidden' } | Invalid;

/**
 * Puts the topics of the user's cart of a stream in the given order (the cart page, by keyboard or mouse). The list
 * must name each topic of the cart once; topics hidden from the user since they were added keep their place after
 * the others. Runs under the cart's lock, so an addition at the same time lands after the reordered topics.
 */
export async function setCartTopicOrder(ctx: AppContext, input: { streamId: number; topicIds: readonly number[] }): Promise<ReorderResult> {
  const holder = await cartHolder(ctx);
  if (!holder) return { kind: 'forbidden' };
  const { access, userId } = holder;
  const { streamId, topicIds } = input;
  if (new Set(topicIds).size !== topicIds.length) return invalid({ topicIds: [{ code: 'invalid' }] });
  return transact(ctx, async ({ db: tx }) => {
    const { count } = await tx.cart.updateMany({ where: { userId, streamId }, data: { updatedAt: new Date() } });
    if (!count) return topicIds.length ? invalid({ topicIds: [{ code: 'unknownId' }] }) : { kind: 'ok' as const };
    const present = await tx.cartTopic.findMany({ where: { cart: { userId, streamId } }, orderBy: cartTopicOrder, select: { id: true, topicId: true } });
    const visible = await tx.cartTopic.findMany({ where: { cart: { userId, streamId }, ...cartTopicsWhere(access) }, select: { topicId: true } });
    const visibleIds = new Set(visible.map((t) => t.topicId));
    if (topicIds.length !== visibleIds.size || topicIds.some((id) => !visibleIds.has(id))) return invalid({ topicIds: [{ code: 'unknownId' }] });
    const order = [...topicIds, ...present.map((t) => t.topicId).filter((id) => !visibleIds.has(id))];
    const idOf = new Map(present.map((t) => [t.topicId, t.id]));
    for (const [position, topicId] of order.entries()) await tx.cartTopic.update({ where: { id: idOf.get(topicId)! }, data: { position }, select: { id: true } });
    return { kind: 'ok' as const };
  });
}

// ───────────────────────────── The name of the set to be ─────────────────────────────

export type CartNameResult = { kind: 'ok'; name: string | null } | { kind: 'not-found' } | { kind: 'forbidden' } | Invalid;

/**
 * Keeps the name the teacher gave the set to be with their cart of a stream (the wizard's 'Naam van de set'), so it
 * is still there when they come back — on this device or another. Checked as a set's name is (collections/create.ts:
 * at most NAME_MAX characters, trimmed); blank clears it. Only a cart that exists can hold a name: the field is only
 * shown for a selection. The name goes when the set is made from the cart.
 */
export async function setCartName(ctx: AppContext, input: { streamId: number; name: string }): Promise<CartNameResult> {
  const holder = await cartHolder(ctx);
  if (!holder) return { kind: 'forbidden' };
  const { userId } = holder;
  const { streamId } = input;
  const text = input.name.trim();
  const issue = textIssue(text, NAME_MAX, false);
  if (issue) return invalid({ name: [issue] });
  const { count } = await ctx.db.cart.updateMany({ where: { userId, streamId }, data: { name: text || null } });
  return count ? { kind: 'ok', name: text || null } : { kind: 'not-found' };
}

const dutchDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });

/** A name to suggest for the set: its stream and today's date in the Netherlands, 'Natuurkunde Havo, 6 december 2026'. */
export const suggestedCartName = (stream: { course: { name: string }; level: { name: string } }, now: Date): string => `${stream.course.name} ${stream.level.name}, ${dutchDay.format(now)}`;
