// GET /api/streams and a stream's formula sheet (document 4 §4).
import { z } from 'zod';
import { formulaSheet, listStreams } from '../domain/content/streams.ts';
import { idParam, notFound, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson, NamedJson } from './json.ts';

const StreamJson = z.object({
  id: z.string(),
  status: z.enum(['published', 'concept', 'missing']),
  slug: z.string(),
  course: NamedJson,
  level: NamedJson,
  proportion_threshold_low: z.number(),
  proportion_threshold_high: z.number(),
});

export function streamRoutes(app: RestApp, services: Services): void {
  app.get('/streams', { schema: { response: { 200: z.array(StreamJson) } } }, async () => {
    const streams = await listStreams(services.prisma);
    return streams.map((s) => ({
      id: services.ids.encode(s.id),
      status: s.practiceStatus,
      slug: s.slug,
      course: { id: services.ids.encode(s.course.id), name: s.course.name },
      level: { id: services.ids.encode(s.level.id), name: s.level.name },
      proportion_threshold_low: s.proportionThresholdLow,
      proportion_threshold_high: s.proportionThresholdHigh,
    }));
  });

  app.get(
    '/streams/:stream/formuleblad',
    { schema: { params: z.object({ stream: idParam(services.ids) }), response: { 200: z.object({ formuleblad: z.string().nullable() }), 404: MessageJson } } },
    async (request, reply) => {
      const stream = await formulaSheet(services.prisma, request.params.stream);
      return stream ? { formuleblad: stream.formulaSheet } : notFound(reply);
    },
  );
}
