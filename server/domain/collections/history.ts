// A teacher's own sets, newest first: the reuse page ('Opgaven opnieuw gebruiken'), the home page's 'Je laatste
// selecties' and GET /api/latest. Only the owner sees their sets here (admins included: it is their own history).
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/queryRows.ts';
import { Prisma } from '../../db/generated/client.ts';
import { schoolYearStart } from '../licensing/period.ts';
import type { Access } from '../access/grants.ts';

/** Page size of the reuse list (document 1 §9): the connection's default page. */
export const HISTORY_PAGE = 10;
/** GET /api/latest's default count (document 4 §6) and a bound on what one request may ask. */
export const LATEST_DEFAULT = 100;
export const LATEST_MAX = 500;

export const ownSetsWhere = (ownerId: number): Prisma.CollectionWhereInput => ({ ownerId });
export const newestFirst: Prisma.CollectionOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** A set's topics in its topic order, each with the questions chosen from it and their points and minutes. */
export interface SetTopic<Q> {
  topicId: number;
  questions: Q[];
  points: number;
  minutes: number;
}

type ChosenQuestion = { topicId: number; points: number; timeInMinutes: number | null };

/** Groups a set's questions by topic, in the set's topic order, with each topic's total points and minutes. Pure. */
export function topicsInOrder<Q extends ChosenQuestion>(topicOrder: readonly number[], questions: readonly Q[]): SetTopic<Q>[] {
  const byTopic = new Map<number, Q[]>();
  for (const q of questions) byTopic.set(q.topicId, [...(byTopic.get(q.topicId) ?? []), q]);
  const order = [...new Set([...topicOrder, ...byTopic.keys()])].filter((id) => byTopic.has(id));
  return order.map((topicId) => {
    const chosen = byTopic.get(topicId)!;
    return {
      topicId,
      questions: chosen,
      points: chosen.reduce((sum, q) => sum + q.points, 0),
      minutes: chosen.reduce((sum, q) => sum + (q.timeInMinutes ?? 0), 0),
    };
  });
}

const latestSelect = {
  id: true,
  key: true,
  name: true,
  downloadType: true,
  topicOrder: true,
  createdAt: true,
  questions: {
    orderBy: [{ position: 'asc' }, { questionId: 'asc' }],
    select: {
      question: {
        select: {
          id: true,
          topicId: true,
          points: true,
          timeInMinutes: true,
          topic: {
            select: {
              id: true,
              name: true,
              hasAnswers: true,
              questionCount: true,
              exam: { select: { id: true, year: true, term: true, stream: { select: { course: { select: { name: true } }, level: { select: { name: true } } } } } },
            },
          },
        },
      },
    },
  },
} satisfies Prisma.CollectionSelect;

export type LatestSetRow = Prisma.CollectionGetPayload<{ select: typeof latestSelect }>;

/** The owner's latest sets with their topics and questions, in one statement per relation level. */
export function latestSets(db: Db, ownerId: number, count: number): Promise<LatestSetRow[]> {
  return db.collection.findMany({ where: ownSetsWhere(ownerId), orderBy: newestFirst, take: Math.min(count, LATEST_MAX), select: latestSelect });
}

/** When the teacher last shared a topic this school year, and with which group (null: all their students). */
export interface LastUse {
  topicId: number;
  sharedAt: Date;
  groupName: string | null;
}

/** A teacher whose last uses are read, on the request's day. */
export interface LastUsesOf {
  userId: number;
  now: Date;
}

/** Who sees last uses: a signed-in teacher-like user, their own; nobody else sees any (undefined). */
export function lastUsesOf(access: Access, user: { id: number } | null, now: Date): LastUsesOf | undefined {
  return user && access.isTeacherLike ? { userId: user.id, now } : undefined;
}

/**
 * 'Al gebruikt met Havo 4a op 12 maart' (beyond the spec): the latest share this school year by `userId` of a set
 * holding a question of the topic `topicId` (a column or a value), as at most one row (shared_at, group_name). A
 * LATERAL subquery, so that a search can read its page's last uses in the statement that reads the page's cards
 * (../search/search.ts cardsSql).
 */
export function lastUseSql(userId: number, now: Date, topicId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT s.created_at AS shared_at, g.name AS group_name
    FROM collection_shares s
    JOIN collection_questions cq ON cq.collection_id = s.collection_id
    JOIN questions q ON q.id = cq.question_id
    LEFT JOIN groups g ON g.id = s.group_id
    WHERE s.shared_by_id = ${userId} AND s.created_at >= ${schoolYearStart(now)} AND q.topic_id = ${topicId}
    ORDER BY s.created_at DESC, s.id DESC LIMIT 1`;
}

/** The last uses of any number of topics (lastUseSql), in one statement. */
export async function lastUses(db: Db, userId: number, topicIds: readonly number[], now: Date): Promise<Map<number, LastUse>> {
  if (!topicIds.length) return new Map();
  const rows = await queryRows<{ topic_id: number; shared_at: Date; group_name: string | null }>(
    db,
    Prisma.sql`
    SELECT x.topic_id, u.shared_at, u.group_name
    FROM unnest(${[...topicIds]}::int[]) AS x (topic_id) CROSS JOIN LATERAL (${lastUseSql(userId, now, Prisma.sql`x.topic_id`)}) u`,
  );
  return new Map(rows.map((r) => [r.topic_id, { topicId: r.topic_id, sharedAt: r.shared_at, groupName: r.group_name }]));
}
