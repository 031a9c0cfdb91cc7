// The activity log as legacy clients read it (document 4 §7): a set's activity per topic, for the set's owner and
// admins, and a student's latest marking activity through one of their privileges, for the student's teachers. The
// legacy API served both to anyone (document 4 §15); here an outsider learns nothing, not even that the set or the
// privilege exists.
import type { Db } from '../../db/database.ts';
import { Prisma } from '../../db/generated/client.ts';
import { ACTIONS, type Access } from '../access/grants.ts';
import { FLOW } from '../activity/log.ts';
import { findManagedSet } from '../collections/sharing.ts';
import { findTaughtPrivilege } from './teachers.ts';
import { ownersOwnAccount } from './overview.ts';

/** Per topic, the distinct (origin, activity) pairs shown: a client chooses the origin text, so the list is bounded. */
export const ACTIVITIES_PER_TOPIC_MAX = 100;

export interface TopicActivity {
  origin: string;
  activity: string;
  devices: number;
  logs: number;
}

export interface TopicLog {
  topicId: number;
  name: string;
  devices: number;
  logs: number;
  activities: TopicActivity[];
}

/**
 * A set's activity per topic (GET /api/log/collection/{id}): per topic of the set the distinct devices and the events,
 * and the same per origin and activity — everyone's events but those of the owner's own accounts (./overview.ts). Topics in the set's order; null unless
 * the viewer manages the set.
 */
export async function setLogByTopic(db: Db, access: Access, userId: number | null, key: string): Promise<TopicLog[] | null> {
  const managed = await findManagedSet(db, access, userId, { key });
  if (!managed) return null;
  const [set, topics, activities] = await Promise.all([
    db.collection.findUniqueOrThrow({ where: { id: managed.id }, select: { topicOrder: true } }),
    db.$queryRaw<{ topic_id: number; name: string; devices: bigint; logs: bigint }[]>`
      SELECT a.topic_id, t.name, COUNT(DISTINCT a.device_key) AS devices, COUNT(*) AS logs
      FROM activity_logs a JOIN topics t ON t.id = a.topic_id
      WHERE a.collection_id = ${managed.id} AND NOT ${ownersOwnAccount(Prisma.sql`a.user_id`, managed.ownerId)}
      GROUP BY a.topic_id, t.name`,
    db.$queryRaw<{ topic_id: number; origin: string; activity: string; devices: bigint; logs: bigint }[]>`
      SELECT topic_id, origin, activity, devices, logs FROM (
        SELECT a.topic_id, a.origin, a.activity, COUNT(DISTINCT a.device_key) AS devices, COUNT(*) AS logs,
               ROW_NUMBER() OVER (PARTITION BY a.topic_id ORDER BY COUNT(*) DESC, a.activity, a.origin) AS n
        FROM activity_logs a
        WHERE a.collection_id = ${managed.id} AND a.topic_id IS NOT NULL AND NOT ${ownersOwnAccount(Prisma.sql`a.user_id`, managed.ownerId)}
        GROUP BY a.topic_id, a.origin, a.activity
      ) x
      WHERE n <= ${ACTIVITIES_PER_TOPIC_MAX}
      ORDER BY topic_id, n`,
  ]);
  const byTopic = new Map<number, TopicActivity[]>();
  for (const a of activities) {
    const list = byTopic.get(a.topic_id) ?? [];
    list.push({ origin: a.origin, activity: a.activity, devices: Number(a.devices), logs: Number(a.logs) });
    byTopic.set(a.topic_id, list);
  }
  const position = new Map(set.topicOrder.map((id, i) => [id, i]));
  return topics
    .map((t) => ({ topicId: t.topic_id, name: t.name, devices: Number(t.devices), logs: Number(t.logs), activities: byTopic.get(t.topic_id) ?? [] }))
    .sort((a, b) => (position.get(a.topicId) ?? Infinity) - (position.get(b.topicId) ?? Infinity) || a.topicId - b.topicId);
}

/** One log row as the latest-activity route answers it; who made it is only said when it is the student. */
export interface LatestLogRow {
  id: number;
  origin: string;
  activity: string;
  collectionKey: string | null;
  topicId: number | null;
  questionId: number | null;
  sectionId: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** The row is the student's own (signed in): only then its e-mail and device and session keys are shown. */
  own: { email: string; deviceKey: string; sessionKey: string } | null;
}

export type LatestLogResult = { kind: 'ok'; row: LatestLogRow | null } | { kind: 'not-found' } | { kind: 'unsupported' };

/** The activities that say a student worked on a question: starting to check it, taking a tip. */
export const WORK_ACTIVITIES = [FLOW.startScoring, FLOW.tip];

/**
 * The newest 'Begin met nakijken' or 'Ontvang een tip' event with a question, through a student's privilege (GET
 * /api/log/latest/{privilege}), for the student's teachers: with 'oefensets uitvoeren' on a stream the student's own
 * newest in that stream; with 'opgavenset uitvoeren' on a set the newest in that set (document 4 §7). Another kind of
 * privilege is 'unsupported'. A row of someone else (another student, an anonymous device) never says who: no e-mail,
 * no device or session key.
 */
export async function latestLogOfPrivilege(db: Db, access: Access, privilegeId: number, now: Date): Promise<LatestLogResult> {
  const found = await findTaughtPrivilege(db, access, privilegeId, now);
  if (found.kind === 'not-found') return found;
  const { privilege } = found;
  const studentId = found.student.userId;
  const base = { activity: { in: WORK_ACTIVITIES }, questionId: { not: null } } satisfies Prisma.ActivityLogWhereInput;
  let where: Prisma.ActivityLogWhereInput;
  if (privilege.action === ACTIONS.practice && privilege.objectType === 'stream') {
    // A stream's activity is the teacher's to read while the privilege lets the student practise there (as their scores).
    if (!found.inForce) return { kind: 'not-found' };
    where = { ...base, userId: studentId, question: { topic: { exam: { streamId: privilege.objectId } } } };
  } else if (privilege.action === ACTIONS.runCollection && privilege.objectType === 'collection') {
    where = { ...base, collectionId: privilege.objectId };
  } else {
    return { kind: 'unsupported' };
  }
  const row = await db.activityLog.findFirst({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      origin: true,
      activity: true,
      topicId: true,
      questionId: true,
      sectionId: true,
      createdAt: true,
      updatedAt: true,
      userId: true,
      deviceKey: true,
      sessionKey: true,
      collection: { select: { key: true } },
      user: { select: { email: true } },
    },
  });
  if (!row) return { kind: 'ok', row: null };
  const own = row.userId === studentId && row.user ? { email: row.user.email, deviceKey: row.deviceKey, sessionKey: row.sessionKey } : null;
  return {
    kind: 'ok',
    row: {
      id: row.id,
      origin: row.origin,
      activity: row.activity,
      collectionKey: row.collection?.key ?? null,
      topicId: row.topicId,
      questionId: row.questionId,
      sectionId: row.sectionId,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      own,
    },
  };
}
