// Sets (opgavensets) in document 4's shapes (§6, §7, §14): making one, reading a shared one by its link, sharing and
// hiding, the latest sets, the licence counters, the activity log and its summary. Every rule is the domain's
// (server/domain/collections/, server/domain/activity/). Unlike the legacy API, a set's id on the wire is its link key
// (128 random bits): whoever holds the link may read the set, nobody can guess one, and everything else about a set
// is for its owner and admins only.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCollection, isCollectionKey, NAME_MAX, QUESTIONS_MAX, REQUEST_KEY_MAX } from '../domain/collections/create.ts';
import { readSharedSet, type SetRefusal, type SharedSetRow } from '../domain/collections/read.ts';
import { defaultHideUntil, findManagedSet, hideCollection, shareCollection } from '../domain/collections/sharing.ts';
import { latestSets, LATEST_DEFAULT, LATEST_MAX, topicsInOrder } from '../domain/collections/history.ts';
import { LIMITS, licenseKind, usageInPeriod, type LimitBreach } from '../domain/collections/limits.ts';
import { activitySummary, logEvent, ORIGIN_MAX } from '../domain/activity/log.ts';
import { mayReadCountDevice, NEW_DEVICE_WINDOW_MINUTES } from '../domain/collections/fairUse.ts';
import { mayUseCart } from '../domain/cart/cart.ts';
import type { DownloadType } from '../db/generated/enums.ts';
import { emptyAnswer, forbidden, idParam, notFound, signedIn, validationError, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { day, EmptyJson, MessageJson, timestamp, TopicCardJson, topicCardJson, topicCardSelect, ValidationErrorJson } from './json.ts';
import { ExamJson, QuestionJson, topicJsonWriters } from './topicJson.ts';
import { LEGACY } from './messages.ts';

const Key = z.string().max(40).describe("The set's link key");
const Hash = z.string().max(20);

/** download_type as legacy clients send it: 'online' is the old name of digital. */
const DownloadTypeIn = z.enum(['digital', 'online', 'pdf', 'word']);
const downloadTypeOf = (value: z.infer<typeof DownloadTypeIn>): DownloadType => (value === 'online' ? 'digital' : value);

const CreateBody = z.object({
  name: z.string().max(NAME_MAX),
  download_type: DownloadTypeIn,
  topic_order: z
    .union([z.string().max(4000), z.array(Hash).max(100), z.null()])
    .describe('Topic ids in the order of the set: a JSON array text, a comma list or an array; null for the order of the questions. The key must be present.'),
  course_id: Hash.describe('The stream (course at a level) the set is made in'),
  questions: z.array(Hash).max(QUESTIONS_MAX).describe('Question ids, in any order'),
  qr: z.boolean().optional().describe('A QR code per question in the PDF (default true)'),
  answer_space: z.boolean().optional().describe('Ruled lines under each question in the PDF and Word files to answer on, by its points (default false; not in document 4)'),
});

const CollectionJson = z.object({
  id: Key,
  name: z.string(),
  download_type: z.enum(['digital', 'pdf', 'word']),
  partial_topics: z.number().int(),
  complete_topics: z.number().int(),
  topic_order: z.string().describe('A JSON array text of topic ids'),
  topics: z.array(TopicCardJson),
  created_at: z.string(),
});

const SharedQuestionJson = QuestionJson.extend({ topic: TopicCardJson.extend({ exam: ExamJson }) });
const SharedSetJson = CollectionJson.omit({ topics: true }).extend({
  author: z.object({ full_name: z.string() }),
  questions: z.array(SharedQuestionJson).describe('Tips always; answers only of exams that show their answers'),
});

const LatestJson = z.object({
  id: Key,
  name: z.string(),
  download_type: z.enum(['digital', 'pdf', 'word']),
  topic_order: z.string(),
  date: z.string().describe('ISO-8601 with offset, e.g. 2026-11-25T10:00:00+00:00'),
  topics: z.array(
    z.object({
      id: Hash,
      name: z.string(),
      questions: z.number().int().describe("The topic's question count"),
      points: z.number().int().describe('Summed over the selected questions'),
      has_answers: z.union([z.literal(0), z.literal(1)]),
      time_in_minutes: z.number().int(),
      selected: z.array(Hash),
      exam: z.object({ id: Hash, level: z.string(), course: z.string(), year: z.number().int(), term: z.number().int() }),
    }),
  ),
});

const CountersJson = z.object({ complete_topics: z.number().int(), topics: z.number().int(), word_topics: z.number().int() });
const ShareJson = z.object({ status: z.literal('ok'), shared: z.number().int() });
const HideJson = z.object({ status: z.literal('ok'), hidden: z.number().int() });
const SummaryJson = z.object({ devices: z.number().int(), sessions: z.number().int(), last: z.string().nullable(), activities: z.number().int() });

const LogBody = z.object({
  origin: z.string().max(ORIGIN_MAX),
  device_key: z.string().max(100),
  session_key: z.string().max(100),
  activity: z.string().max(100),
  collection_id: Key.nullable().optional().describe("The set's link key"),
  topic_id: Hash.nullable().optional(),
  question_id: Hash.nullable().optional(),
  section_id: Hash.nullable().optional().describe("The step (answer section) of the question the event is about: with 'Ontvang een tip', 'Kijk antwoord na' and the Ja/Nee marks; needs question_id"),
});

const DeviceQuery = z.object({
  device_key: z.string().max(100).optional().describe('The device key the server gave an anonymous visitor (header and cookie too); without a valid one a new one is given in X-Device-Key'),
});

/** ISO-8601 with an explicit offset, as PHP's DATE_ATOM writes it: 2026-11-25T10:00:00+00:00. */
const atom = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
const orderText = (ids: { encode(id: number): string }, topicOrder: readonly number[]) => JSON.stringify(topicOrder.map((id) => ids.encode(id)));

/** The topic ids a legacy topic_order names: a JSON array text, a comma list or an array. */
function topicOrderTexts(value: string | string[] | null): string[] | null {
  if (value === null) return null;
  if (Array.isArray(value)) return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed) && parsed.every((v) => typeof v === 'string')) return parsed as string[];
    } catch {
      // falls through: not a JSON array
    }
    return ['\u0000'];
  }
  return text
    ? text
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

function limitErrors(breach: LimitBreach): Record<string, string[]> {
  switch (breach.limit) {
    case 'topicsPerSet':
      return { topic_order: [LEGACY.topicsPerSet(breach.max)] };
    case 'completeTopics':
      return { questions: [LEGACY.completeTopics(breach.max, breach.available)] };
    case 'wordTopics':
      return { download_type: [LEGACY.wordTopics(breach.max, breach.available)] };
  }
}

/**
 * An anonymous visitor's device key as fair use counts it (server/http/device.ts): the query's device_key, the header
 * X-Device-Key or the cookie when the server gave it out; else a new one, sent back in X-Device-Key and the cookie.
 */
export function deviceKeyOf(request: FastifyRequest, query: { device_key?: string }): string | null {
  return request.fairUseDevice(query.device_key);
}

const fairUse = (reply: FastifyReply) => reply.status(403).send({ message: LEGACY.fairUse });

/** A set refused to a visitor (server/domain/collections/read.ts SetRefusal), as document 4 words it. */
function refused(reply: FastifyReply, refusal: SetRefusal) {
  switch (refusal.kind) {
    case 'not-found':
      return notFound(reply);
    case 'fair-use':
      return fairUse(reply);
    case 'new-devices':
      return reply
        .status(429)
        .header('retry-after', String(NEW_DEVICE_WINDOW_MINUTES * 60))
        .send({ message: LEGACY.newDevices });
    case 'not-admitted':
      return reply.status(403).send({ message: LEGACY.deviceNotAdmitted });
  }
}

export function collectionRoutes(app: RestApp, services: Services): void {
  const ids = services.ids;
  const writers = topicJsonWriters(ids, services.config.publicUrl);
  const id = idParam(ids);

  app.post(
    '/collections',
    {
      preValidation: signedIn,
      schema: {
        headers: z.object({ 'idempotency-key': z.string().max(REQUEST_KEY_MAX).optional().describe('A key the client makes once per set: a retry with it answers the same set') }),
        body: CreateBody,
        response: { 200: CollectionJson, 201: CollectionJson, 401: MessageJson, 403: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const access = await request.ctx.actor.access();
      if (!mayUseCart(access)) return forbidden(reply);
      const body = request.body;
      const streamId = ids.decode(body.course_id);
      if (streamId === undefined) return validationError(reply, { courseId: [{ code: 'unknownId' }] });
      const questionIds = body.questions.map((q) => ids.decode(q));
      if (questionIds.some((q) => q === undefined)) return validationError(reply, { questions: [{ code: 'unknownId' }] });
      const orderTexts = topicOrderTexts(body.topic_order);
      const topicOrder = orderTexts?.map((t) => ids.decode(t)) ?? null;
      if (topicOrder?.some((t) => t === undefined)) return validationError(reply, { topicOrder: [{ code: 'unknownId' }] });
      const result = await createCollection(request.ctx, {
        name: body.name,
        streamId,
        downloadType: downloadTypeOf(body.download_type),
        questionIds: questionIds as number[],
        topicOrder: topicOrder as number[] | null,
        qr: body.qr ?? true,
        answerSpace: body.answer_space ?? false,
        requestKey: request.headers['idempotency-key'] ?? null,
      });
      if (result.kind === 'forbidden') return forbidden(reply);
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      if (result.kind === 'limit') return reply.status(422).send({ message: LEGACY.invalidData, errors: limitErrors(result) });
      const set = await services.prisma.collection.findUniqueOrThrow({
        where: { id: result.collectionId },
        select: { key: true, name: true, downloadType: true, partialTopics: true, completeTopics: true, topicOrder: true, createdAt: true },
      });
      const topics = await services.prisma.topic.findMany({ where: { id: { in: set.topicOrder } }, select: topicCardSelect });
      const byId = new Map(topics.map((t) => [t.id, t]));
      // Laravel answers 201 for a row made in this request; the repeated submission finds the set made before.
      return reply.status(result.created ? 201 : 200).send({
        id: set.key,
        name: set.name,
        download_type: set.downloadType,
        partial_topics: set.partialTopics,
        complete_topics: set.completeTopics,
        topic_order: orderText(ids, set.topicOrder),
        topics: set.topicOrder.flatMap((t) => (byId.has(t) ? [topicCardJson(ids, services.config.publicUrl, byId.get(t)!)] : [])),
        created_at: timestamp(set.createdAt)!,
      });
    },
  );

  const sharedSetJson = (set: SharedSetRow): z.infer<typeof SharedSetJson> => ({
    id: set.key,
    name: set.name,
    download_type: set.downloadType,
    partial_topics: set.partialTopics,
    complete_topics: set.completeTopics,
    topic_order: orderText(ids, set.topicOrder),
    created_at: timestamp(set.createdAt)!,
    author: { full_name: [set.owner.firstName, set.owner.lastName].filter(Boolean).join(' ') },
    // Grouped in the set's topic order, each topic's questions in number order.
    questions: topicsInOrder(
      set.topicOrder,
      set.questions.map((q) => q.question),
    ).flatMap((entry) =>
      entry.questions.map((q) => {
        const topic = q.topic;
        return {
          ...writers.questionJson(q, true),
          topic: {
            ...topicCardJson(ids, services.config.publicUrl, topic),
            exam: writers.examJson(topic.exam, false),
          },
        };
      }),
    ),
  });

  const readSet = async (request: FastifyRequest, reply: FastifyReply, key: string, topicId: number | null, query: { device_key?: string }) => {
    const user = request.ctx.actor.user;
    const access = await request.ctx.actor.access();
    const anonymous = !user && !access.isStaff;
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
    const mayAdmit = mayReadCountDevice({ site: header('sec-fetch-site'), mode: header('sec-fetch-mode'), origin: header('origin') }, services.config.corsOrigins);
    const result = await readSharedSet(services.prisma, key, topicId, {
      userId: user?.id ?? null,
      isStaff: access.isStaff,
      deviceKey: anonymous ? request.fairUseDevice(query.device_key, { issue: mayAdmit }) : null,
      address: request.fairUseAddress(),
      mayAdmit,
    });
    if (result.kind !== 'ok') return refused(reply, result);
    return sharedSetJson(result.set);
  };

  const readResponse = {
    200: SharedSetJson,
    403: MessageJson.describe('The set has been opened on too many devices (fair use), or a cross-site request (Sec-Fetch-Site) of a device the set never admitted'),
    404: MessageJson,
    429: MessageJson.describe('Too many new devices from this address opened the set: try again later (Retry-After)'),
  };

  app.get('/collections/:collection', { schema: { params: z.object({ collection: Key }), querystring: DeviceQuery, response: readResponse } }, (request, reply) =>
    readSet(request, reply, request.params.collection, null, request.query),
  );

  app.get('/collections/:collection/:topic', { schema: { params: z.object({ collection: Key, topic: id }), querystring: DeviceQuery, response: readResponse } }, (request, reply) =>
    readSet(request, reply, request.params.collection, request.params.topic, request.query),
  );

  const shareResponse = { 200: ShareJson, 401: MessageJson, 404: MessageJson, 422: ValidationErrorJson };
  const share = async (request: FastifyRequest, reply: FastifyReply, key: string, groupId: number | null) => {
    const result = await shareCollection(request.ctx, { setKey: key, groupId });
    if (result.kind === 'not-found') return notFound(reply);
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    return { status: 'ok' as const, shared: result.shared };
  };
  app.post('/collections/:collection/share', { preValidation: signedIn, schema: { params: z.object({ collection: Key }), response: shareResponse } }, (request, reply) =>
    share(request, reply, request.params.collection, null),
  );
  app.post('/collections/:collection/share/:group', { preValidation: signedIn, schema: { params: z.object({ collection: Key, group: id }), response: shareResponse } }, (request, reply) =>
    share(request, reply, request.params.collection, request.params.group),
  );

  const HideBody = z
    .object({
      until: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}/)
        .max(40)
        .optional()
        .describe('The day the questions show again (YYYY-MM-DD); default four weeks from today'),
    })
    .nullable()
    .optional();
  const hideResponse = { 200: HideJson, 401: MessageJson, 404: MessageJson, 422: ValidationErrorJson };
  const hide = async (request: FastifyRequest, reply: FastifyReply, key: string, groupId: number | null, until: string | undefined) => {
    const now = request.ctx.now;
    const date = until ? new Date(`${until.slice(0, 10)}T00:00:00.000Z`) : defaultHideUntil(now);
    // A day that does not exist (2026-04-31) is refused, not read as the next one.
    if (Number.isNaN(date.getTime()) || (until && day(date) !== until.slice(0, 10))) return validationError(reply, { until: [{ code: 'invalid' }] });
    const result = await hideCollection(request.ctx, { setKey: key, groupId, until: date });
    if (result.kind === 'not-found') return notFound(reply);
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    return { status: 'ok' as const, hidden: result.hidden };
  };
  app.post('/collections/:collection/hide', { preValidation: signedIn, schema: { params: z.object({ collection: Key }), body: HideBody, response: hideResponse } }, (request, reply) =>
    hide(request, reply, request.params.collection, null, request.body?.until),
  );
  app.post(
    '/collections/:collection/hide/:group',
    { preValidation: signedIn, schema: { params: z.object({ collection: Key, group: id }), body: HideBody, response: hideResponse } },
    (request, reply) => hide(request, reply, request.params.collection, request.params.group, request.body?.until),
  );

  app.get(
    '/latest',
    {
      preValidation: signedIn,
      schema: {
        querystring: z.object({ count: z.coerce.number().int().min(0).max(LATEST_MAX).optional() }),
        response: { 200: z.array(LatestJson), 401: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request) => {
      const sets = await latestSets(services.prisma, request.ctx.actor.user!.id, request.query.count ?? LATEST_DEFAULT);
      return sets.map((set) => ({
        id: set.key,
        name: set.name,
        download_type: set.downloadType,
        topic_order: orderText(ids, set.topicOrder),
        date: atom(set.createdAt),
        topics: topicsInOrder(
          set.topicOrder,
          set.questions.map((q) => q.question),
        ).map(({ questions, points, minutes }) => {
          const topic = questions[0]!.topic;
          const stream = topic.exam.stream;
          return {
            id: ids.encode(topic.id),
            name: topic.name,
            questions: topic.questionCount,
            points,
            has_answers: topic.hasAnswers ? (1 as const) : (0 as const),
            time_in_minutes: minutes,
            selected: questions.map((q) => ids.encode(q.id)),
            exam: { id: ids.encode(topic.exam.id), level: stream.level.name, course: stream.course.name, year: topic.exam.year, term: topic.exam.term },
          };
        }),
      }));
    },
  );

  app.get(
    '/constraints/:course',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ course: id.describe('The stream') }),
        querystring: z.object({ period: z.coerce.number().int().min(1).max(366).optional().describe('Days back from now; default the licence’s period (7, or 21 for a trial)') }),
        response: { 200: z.array(CountersJson).length(1), 401: MessageJson, 403: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const access = await request.ctx.actor.access();
      const streamId = request.params.course;
      const kind = licenseKind(access, streamId);
      if (kind === null) return forbidden(reply);
      const period = request.query.period ?? LIMITS[kind === 'unlimited' ? 'full' : kind].periodDays;
      const used = await usageInPeriod(services.prisma, request.ctx.actor.user!.id, streamId, period, request.ctx.now);
      return [{ complete_topics: used.completeTopics, topics: used.topics, word_topics: used.wordTopics }];
    },
  );

  app.get(
    '/activity_summary/:collection',
    { preValidation: signedIn, schema: { params: z.object({ collection: Key }), response: { 200: SummaryJson, 401: MessageJson, 404: MessageJson } } },
    async (request, reply) => {
      const key = request.params.collection;
      const set = isCollectionKey(key) ? await findManagedSet(services.prisma, await request.ctx.actor.access(), request.ctx.actor.user!.id, { key }) : null;
      if (!set) return notFound(reply);
      const summary = await activitySummary(services.prisma, set.id);
      return { devices: summary.devices, sessions: summary.sessions, last: day(summary.last), activities: summary.activities };
    },
  );

  app.post('/log', { schema: { body: LogBody, response: { 201: EmptyJson, 403: MessageJson, 422: ValidationErrorJson, 429: MessageJson } } }, async (request, reply) => {
    const body = request.body;
    const decode = (text: string | null | undefined): number | null | 'bad' => (text ? (ids.decode(text) ?? 'bad') : null);
    const topicId = decode(body.topic_id);
    const questionId = decode(body.question_id);
    const sectionId = decode(body.section_id);
    if (topicId === 'bad') return validationError(reply, { topicId: [{ code: 'unknownId' }] });
    if (questionId === 'bad') return validationError(reply, { questionId: [{ code: 'unknownId' }] });
    if (sectionId === 'bad') return validationError(reply, { sectionId: [{ code: 'unknownId' }] });
    if (body.collection_id && !isCollectionKey(body.collection_id)) return validationError(reply, { collectionId: [{ code: 'unknownId' }] });
    const result = await logEvent(request.ctx, {
      origin: body.origin,
      activity: body.activity,
      deviceKey: body.device_key,
      sessionKey: body.session_key,
      collectionKey: body.collection_id ?? null,
      topicId,
      questionId,
      sectionId,
      address: request.fairUseAddress(),
      device: (presented) => request.fairUseDevice(presented),
    });
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    if (result.kind === 'fair-use' || result.kind === 'new-devices') return refused(reply, result);
    if (result.kind === 'rate-limited') return reply.status(429).header('retry-after', String(result.seconds)).send({ message: LEGACY.tooManyRequests });
    return emptyAnswer(reply, 201);
  });
}
