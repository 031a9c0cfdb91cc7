// Making a set (opgavenset) from chosen questions: the cart's last step and POST /api/collections. One command owns
// the whole rule: who may make a set in the stream, which questions may go in, the topic order, complete and partial
// topics, the licence limits, one set per submission however often it arrives, the log entry and (for the cart)
// clearing the selection — all in one transaction, so a refused request changes nothing.
import { createHash, randomBytes } from 'node:crypto';
import type { DownloadType } from '../../db/generated/enums.ts';
import { transact, type AppContext } from '../context.ts';
import { hasErrors, invalid, textIssue, type FieldErrors, type Invalid } from '../errors.ts';
import { visibleTopicWhere } from '../topics/policy.ts';
import { allowance, breach, isCompleteTopic, type LimitBreach } from './limits.ts';
import { recordActivity } from '../activity/log.ts';

export const NAME_MAX = 255;
/** More questions than any sane set holds (8 topics of a long exam): a bound on the work one request can ask for. */
export const QUESTIONS_MAX = 400;
/** The longest key of a submission (requestKey, REST's Idempotency-Key) a client may send. */
export const REQUEST_KEY_MAX = 100;
/** A request without a key that repeats the same set within this time is the same submission (a retry). */
export const REPEAT_WINDOW_MS = 2 * 60 * 1000;

export interface NewCollection {
  name: string;
  streamId: number;
  downloadType: DownloadType;
  /** In any order; each question once. */
  questionIds: readonly number[];
  /** The teacher's topic order; topics it leaves out follow in the order of their first question. */
  topicOrder?: readonly number[] | null;
  qr?: boolean;
  /** Ruled lines under each question in the PDF and Word files, to answer on (default false). */
  answerSpace?: boolean;
  /** The client's key of this submission: a retry or double click sends the same key and gets the same set. */
  requestKey?: string | null;
  /** Empties the user's cart of the stream in the same transaction (the cart wizard). */
  clearCart?: boolean;
  /** The device and session keys of the client, for the activity log. */
  device?: { deviceKey: string; sessionKey: string } | null;
}

export type CreateCollectionResult = { kind: 'ok'; created: boolean; collectionId: number; key: string } | { kind: 'forbidden' } | ({ kind: 'limit' } & LimitBreach) | Invalid;

/** The activity logged for a new set, by download type (document 1 §7). */
export const MADE_ACTIVITY: Record<DownloadType, string> = {
  digital: 'Opgavenset samengesteld (online)',
  pdf: 'Opgavenset samengesteld (PDF)',
  word: 'Opgavenset samengesteld (docx)',
};

/** A set's link key: 128 random bits, URL-safe (22 characters). */
export const newCollectionKey = (): string => randomBytes(16).toString('base64url');

/** Whether text has the shape of a link key (before any database lookup). */
export const isCollectionKey = (text: string): boolean => /^[A-Za-z0-9_-]{22}$/.test(text);

/** Makes a set owned by the acting user, at the context's moment (the set's date and the limits' period). */
export async function createCollection(ctx: AppContext, input: NewCollection): Promise<CreateCollectionResult> {
  const { db, now } = ctx;
  const errors: FieldErrors = {};
  const name = input.name.trim();
  const nameIssue = textIssue(name, NAME_MAX, true);
  if (nameIssue) errors.name = [nameIssue];
  const requestKeyIssue = textIssue(input.requestKey, REQUEST_KEY_MAX, false);
  if (requestKeyIssue) errors.requestKey = [requestKeyIssue];
  const questionIds = [...new Set(input.questionIds)];
  if (!questionIds.length) errors.questions = [{ code: 'required' }];
  else if (questionIds.length > QUESTIONS_MAX) errors.questions = [{ code: 'tooMany', max: QUESTIONS_MAX }];
  if (hasErrors(errors)) return invalid(errors);

  const access = await ctx.actor.access();
  const ownerId = ctx.actor.user?.id;
  if (ownerId === undefined) return { kind: 'forbidden' };
  const limits = await allowance(db, access, ownerId, input.streamId, now);
  if (!limits || !access.canTeachStream(input.streamId)) return { kind: 'forbidden' };

  // Only questions of topics the user may see, in the set's stream.
  const questions = await db.question.findMany({
    where: { id: { in: questionIds }, topic: { ...visibleTopicWhere(access), streamId: input.streamId } },
    select: { id: true, number: true, topicId: true, topic: { select: { questionCount: true } } },
  });
  if (questions.length !== questionIds.length) return invalid({ questions: [{ code: 'unknownId' }] });

  const byTopic = new Map<number, { questionCount: number; questions: { id: number; number: number }[] }>();
  const inRequestOrder = new Map(questionIds.map((id, i) => [id, i]));
  for (const q of [...questions].sort((a, b) => inRequestOrder.get(a.id)! - inRequestOrder.get(b.id)!)) {
    const entry = byTopic.get(q.topicId) ?? { questionCount: q.topic.questionCount, questions: [] };
    entry.questions.push({ id: q.id, number: q.number });
    byTopic.set(q.topicId, entry);
  }
  const order = input.topicOrder ?? [];
  if (order.some((id) => !byTopic.has(id))) return invalid({ topicOrder: [{ code: 'unknownId' }] });
  const topicOrder = [...new Set([...order, ...byTopic.keys()])];
  const complete = topicOrder.filter((id) => isCompleteTopic(byTopic.get(id)!.questions.length, byTopic.get(id)!.questionCount)).length;
  const counts = { completeTopics: complete, partialTopics: topicOrder.length - complete };
  // Questions in the topic order, each topic's in number order.
  const ordered = topicOrder.flatMap((id) =>
    byTopic
      .get(id)!
      .questions.sort((a, b) => a.number - b.number)
      .map((q) => q.id),
  );
  const qr = input.qr ?? true;
  const answerSpace = input.answerSpace ?? false;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([input.streamId, name, input.downloadType, qr, answerSpace, topicOrder, ordered]))
    .digest('hex');
  const requestKey = input.requestKey?.trim() || null;

  return transact(ctx, async ({ db: tx }) => {
    // One set-making at a time per user: the limits below count what the user's earlier sets used, and a second
    // request must see the first one's set, not slip under the limit beside it. The row lock waits for the other
    // transaction to end (PGlite runs one transaction at a time anyway).
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${ownerId} FOR UPDATE`;
    const repeated = await tx.collection.findFirst({
      where: requestKey ? { ownerId, requestKey } : { ownerId, fingerprint, createdAt: { gt: new Date(now.getTime() - REPEAT_WINDOW_MS) } },
      orderBy: { id: 'desc' },
      select: { id: true, key: true },
    });
    if (repeated) return { kind: 'ok' as const, created: false, collectionId: repeated.id, key: repeated.key };

    const allowed = await allowance(tx, access, ownerId, input.streamId, now);
    const broken = allowed && breach(allowed, { topics: topicOrder.length, completeTopics: counts.completeTopics, word: input.downloadType === 'word' });
    if (broken) return { kind: 'limit' as const, ...broken };

    const key = newCollectionKey();
    const collection = await tx.collection.create({
      data: {
        key,
        ownerId,
        streamId: input.streamId,
        name,
        downloadType: input.downloadType,
        topicOrder,
        ...counts,
        qr,
        answerSpace,
        requestKey,
        fingerprint,
        createdAt: now,
        questions: { createMany: { data: ordered.map((questionId, position) => ({ questionId, position })) } },
      },
      select: { id: true },
    });
    await recordActivity(tx, {
      origin: 'cart',
      activity: MADE_ACTIVITY[input.downloadType],
      deviceKey: input.device?.deviceKey ?? '',
      sessionKey: input.device?.sessionKey ?? '',
      collectionId: collection.id,
      userId: ownerId,
      createdAt: now,
    });
    if (input.clearCart) {
      await tx.cartTopic.deleteMany({ where: { cart: { userId: ownerId, streamId: input.streamId } } });
      // The name was the name of this set; the next selection gets its own.
      await tx.cart.updateMany({ where: { userId: ownerId, streamId: input.streamId }, data: { name: null } });
    }
    return { kind: 'ok' as const, created: true, collectionId: collection.id, key };
  });
}
