// The activity log (document 1 §3 'Log event', §7): what students and teachers do with a set — opening it, taking a
// tip, marking a step — recorded per device and session. The device and session keys are chosen by the client, so
// every field is validated and bounded, events are rate-limited per device and per address, and an anonymous device
// is admitted to the set's fair-use count (./../collections/fairUse.ts) before its event is kept.
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../context.ts';
import { invalid, type FieldErrors, type Invalid } from '../errors.ts';
import { admitVisitor, isDeviceKey } from '../collections/fairUse.ts';
import { WindowLimiter } from './rateLimit.ts';

/** The activity names the product logs (document 1 §7, document 4 §7). */
export const ACTIVITIES = [
  'Mijn opgaven',
  'Opgave',
  'Tips en antwoorden',
  'Ontvang een tip',
  'Kijk antwoord na',
  'Begin met nakijken',
  'Heb je dit tussenantwoord goed: Ja',
  'Heb je dit tussenantwoord goed: Nee',
  'Bekijk je punten',
  'Login',
  'Opgavenset samengesteld (online)',
  'Opgavenset samengesteld (PDF)',
  'Opgavenset samengesteld (docx)',
] as const;

export type Activity = (typeof ACTIVITIES)[number];

/** The activities of the marking flow that the teacher's figures count (document 2 §4.1-§4.2). */
export const FLOW = {
  startScoring: 'Begin met nakijken',
  tip: 'Ontvang een tip',
  elaboration: 'Kijk antwoord na',
  yes: 'Heb je dit tussenantwoord goed: Ja',
  no: 'Heb je dit tussenantwoord goed: Nee',
} as const satisfies Record<string, Activity>;

/** The activities that may name a step (answer section): a tip on it, its model answer, its Ja/Nee mark. */
export const STEP_ACTIVITIES: readonly Activity[] = [FLOW.tip, FLOW.elaboration, FLOW.yes, FLOW.no];

export const ORIGIN_MAX = 100;

/** Per device: a student clicking through a set makes a few events a minute; 60 is far above that. */
export const DEVICE_EVENTS_PER_MINUTE = 60;
/** Per address: a classroom behind one school router, 35 students at full speed. */
export const ADDRESS_EVENTS_PER_MINUTE = 35 * DEVICE_EVENTS_PER_MINUTE;

const perDevice = new WindowLimiter(DEVICE_EVENTS_PER_MINUTE, 60_000);
const perAddress = new WindowLimiter(ADDRESS_EVENTS_PER_MINUTE, 60_000);

export interface ActivityRow {
  origin: string;
  activity: string;
  deviceKey: string;
  sessionKey: string;
  collectionId?: number | null;
  topicId?: number | null;
  questionId?: number | null;
  sectionId?: number | null;
  userId?: number | null;
  createdAt: Date;
}

/** Writes one log row (for events the server itself records, such as a set being made). */
export async function recordActivity(db: Db, row: ActivityRow): Promise<void> {
  await db.activityLog.create({ data: row, select: { id: true } });
}

export interface LogEvent {
  origin: string;
  activity: string;
  deviceKey: string;
  sessionKey: string;
  /** The set's link key. */
  collectionKey?: string | null;
  topicId?: number | null;
  questionId?: number | null;
  /** The step of the question the event is about (optional: clients before issue 11 send none). */
  sectionId?: number | null;
}

export type LogResult = { kind: 'ok' } | { kind: 'fair-use' } | { kind: 'new-devices' } | { kind: 'rate-limited'; seconds: number } | Invalid;

/** Where an event came from, as the interface tells it: the fair-use address, and the device key it gave. */
export interface EventSource {
  address: string;
  device?: (presented: string) => string | null;
}

/**
 * Validates and records an event of the acting visitor (nobody signed in) or user, sent from `address`. An event
 * about a set admits an anonymous device as its pages do: by the key the server gave it (`device` turns the key the
 * event names into that, or a new one; without it, as the demo content's own events, the key is taken as it is),
 * under which the event is recorded too.
 */
export async function logEvent(ctx: AppContext, input: LogEvent & EventSource): Promise<LogResult> {
  const { db, now } = ctx;
  const { address, device, ...event } = input;
  const userId = ctx.actor.user?.id ?? null;
  const who = { userId, isStaff: userId !== null && (await ctx.actor.access()).isStaff, address, device };
  const errors: FieldErrors = {};
  if (!event.origin.trim()) errors.origin = [{ code: 'required' }];
  else if (event.origin.length > ORIGIN_MAX) errors.origin = [{ code: 'tooLong', max: ORIGIN_MAX }];
  if (!(ACTIVITIES as readonly string[]).includes(event.activity)) errors.activity = [{ code: 'notAllowed' }];
  if (!isDeviceKey(event.deviceKey)) errors.deviceKey = [{ code: 'invalid' }];
  if (!isDeviceKey(event.sessionKey)) errors.sessionKey = [{ code: 'invalid' }];
  // A step belongs to a question, and only the step activities are about one.
  if (event.sectionId && !event.questionId) errors.sectionId = [{ code: 'unknownId' }];
  else if (event.sectionId && !STEP_ACTIVITIES.includes(event.activity as Activity)) errors.sectionId = [{ code: 'notAllowed' }];
  if (Object.keys(errors).length) return invalid(errors);

  const wait = Math.max(perDevice.take(event.deviceKey, now.getTime()), perAddress.take(who.address, now.getTime()));
  if (wait > 0) return { kind: 'rate-limited', seconds: Math.ceil(wait / 1000) };

  // Checked before a set admits the device: a refused event writes nothing.
  if (event.sectionId) {
    const step = await db.answerSection.findFirst({ where: { id: event.sectionId, answer: { questionId: event.questionId! } }, select: { id: true } });
    if (!step) return invalid({ sectionId: [{ code: 'unknownId' }] });
  }

  let collectionId: number | null = null;
  let deviceKey = event.deviceKey;
  if (event.collectionKey) {
    const set = await db.collection.findUnique({ where: { key: event.collectionKey }, select: { id: true, ownerId: true, deviceCount: true } });
    if (!set) return invalid({ collectionId: [{ code: 'unknownId' }] });
    collectionId = set.id;
    // The topic and question must be the set's own.
    if (event.questionId || event.topicId) {
      const found = await db.collectionQuestion.findFirst({
        where: { collectionId, ...(event.questionId ? { questionId: event.questionId } : {}), ...(event.topicId ? { question: { topicId: event.topicId } } : {}) },
        select: { questionId: true },
      });
      if (!found) return invalid(event.questionId ? { questionId: [{ code: 'unknownId' }] } : { topicId: [{ code: 'unknownId' }] });
    }
    if (who.userId === null && !who.isStaff && who.device) deviceKey = who.device(event.deviceKey) ?? deviceKey;
    const admission = await admitVisitor(db, set, { userId: who.userId, isStaff: who.isStaff, deviceKey, address: who.address });
    if (admission === 'new-devices') return { kind: 'new-devices' };
    if (admission !== 'ok') return { kind: 'fair-use' };
  } else if (event.questionId || event.topicId) {
    // Self-practice outside a set: the question must exist and belong to the topic given.
    const found = event.questionId
      ? await db.question.findFirst({ where: { id: event.questionId, ...(event.topicId ? { topicId: event.topicId } : {}) }, select: { id: true } })
      : await db.topic.findUnique({ where: { id: event.topicId! }, select: { id: true } });
    if (!found) return invalid(event.questionId ? { questionId: [{ code: 'unknownId' }] } : { topicId: [{ code: 'unknownId' }] });
  }

  await recordActivity(db, {
    origin: event.origin.trim(),
    activity: event.activity,
    deviceKey,
    sessionKey: event.sessionKey,
    collectionId,
    topicId: event.topicId ?? null,
    questionId: event.questionId ?? null,
    sectionId: event.sectionId ?? null,
    userId: who.userId,
    createdAt: now,
  });
  return { kind: 'ok' };
}

export interface ActivitySummary {
  /** Anonymous devices admitted to the set. */
  devices: number;
  sessions: number;
  /** The day of the newest event, or null. */
  last: Date | null;
  activities: number;
}

/**
 * The summary of a set's use by its visitors (GET /api/activity_summary): anonymous devices admitted, and the sessions,
 * events and last day of everyone but the owner. The caller checks that the viewer manages the set.
 */
export async function activitySummary(db: Db, collectionId: number): Promise<ActivitySummary> {
  // What the set's visitors did: the owner's own events (making the set, looking at it) are not theirs.
  const [set, rows] = await Promise.all([
    db.collection.findUniqueOrThrow({ where: { id: collectionId }, select: { deviceCount: true } }),
    db.$queryRaw<{ sessions: bigint; activities: bigint; last: Date | null }[]>`
      SELECT COUNT(DISTINCT a.session_key) AS sessions, COUNT(*) AS activities, MAX(a.created_at) AS last
      FROM activity_logs a JOIN collections c ON c.id = a.collection_id
      WHERE a.collection_id = ${collectionId} AND a.user_id IS DISTINCT FROM c.owner_id`,
  ]);
  const row = rows[0]!;
  return { devices: set.deviceCount, sessions: Number(row.sessions), activities: Number(row.activities), last: row.last };
}
