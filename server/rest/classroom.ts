// The activity log's read routes in document 4's shapes (§7): a set's activity per topic, and a student's latest
// marking activity through one of their privileges. The legacy API served both to anyone; here a set's activity is
// for its owner and admins, a student's for the student's teachers (server/domain/classroom/), and everyone else gets
// 404 as for a set or privilege that does not exist. Ids are opaque, and a row never names anyone but the student.
import { z } from 'zod';
import { latestLogOfPrivilege, setLogByTopic, type LatestLogRow } from '../domain/classroom/logs.ts';
import { idParam, notFound, signedIn, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson, ValidationErrorJson } from './json.ts';
import { LEGACY } from './messages.ts';
import type { IdCodec } from '../app/ids.ts';

const Count = z.number().int();

const TopicLogJson = z.object({
  id: z.string().describe('The topic (opaque id)'),
  name: z.string(),
  devices: Count.describe('Distinct devices with an event on the topic'),
  logs: Count.describe('Events on the topic'),
  activities: z.array(z.object({ origin: z.string(), activity: z.string(), devices: Count, logs: Count })).describe('Per origin and activity, the most frequent first'),
});

const SetLogJson = z.object({ topics: z.array(TopicLogJson).describe("The set's topics with events, in the set's order; the owner's own events are not counted") });

const LogRowJson = z
  .object({
    id: z.string(),
    origin: z.string(),
    device_key: z.string().nullable().describe("Only on the student's own row"),
    session_key: z.string().nullable().describe("Only on the student's own row"),
    activity: z.string(),
    collection_id: z.string().nullable().describe("The set's link key"),
    topic_id: z.string().nullable(),
    question_id: z.string().nullable(),
    section_id: z.string().nullable().describe('The step of the question, when the client named it'),
    email: z.string().nullable().describe("The student's e-mail on their own row; null on anyone else's"),
    created_at: z.string().describe('YYYY-MM-DD HH:MM:SS (UTC)'),
    updated_at: z.string().describe('YYYY-MM-DD HH:MM:SS (UTC)'),
  })
  .describe('An activity log row as the legacy API answered it raw, with opaque ids');

/** Raw SQL rows' dates in the legacy answer: YYYY-MM-DD HH:MM:SS (document 4 §0). */
const rawTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

function logRowJson(ids: IdCodec, row: LatestLogRow): z.infer<typeof LogRowJson> {
  const opaque = (id: number | null) => (id === null ? null : ids.encode(id));
  return {
    id: ids.encode(row.id),
    origin: row.origin,
    device_key: row.own?.deviceKey ?? null,
    session_key: row.own?.sessionKey ?? null,
    activity: row.activity,
    collection_id: row.collectionKey,
    topic_id: opaque(row.topicId),
    question_id: opaque(row.questionId),
    section_id: opaque(row.sectionId),
    email: row.own?.email ?? null,
    created_at: rawTime(row.createdAt),
    updated_at: rawTime(row.updatedAt),
  };
}

export function classroomRoutes(app: RestApp, services: Services): void {
  const { ids } = services;

  app.get(
    '/log/collection/:collection',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ collection: z.string().max(40).describe("The set's link key") }),
        response: { 200: SetLogJson, 401: MessageJson, 404: MessageJson },
      },
    },
    async (request, reply) => {
      const topics = await setLogByTopic(services.prisma, await request.ctx.actor.access(), request.ctx.actor.user!.id, request.params.collection);
      if (!topics) return notFound(reply);
      return {
        topics: topics.map((t) => ({ id: ids.encode(t.topicId), name: t.name, devices: t.devices, logs: t.logs, activities: t.activities })),
      };
    },
  );

  app.get(
    '/log/latest/:privilege',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ privilege: idParam(ids).describe("A student's privilege: 'oefensets uitvoeren' on a stream or 'opgavenset uitvoeren' on a set") }),
        response: { 200: z.array(LogRowJson).max(1).describe('The newest marking activity, or none'), 401: MessageJson, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await latestLogOfPrivilege(services.prisma, await request.ctx.actor.access(), request.params.privilege, request.ctx.now);
      if (result.kind === 'not-found') return notFound(reply);
      if (result.kind === 'unsupported') {
        return reply.status(422).send({ message: LEGACY.invalidData, errors: { privilege: [LEGACY.privilegeKind] } });
      }
      return result.row ? [logRowJson(ids, result.row)] : [];
    },
  );
}
