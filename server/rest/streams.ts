// GET /api/streams (document 4 §4).
import type { FastifyInstance } from 'fastify';
import { listStreams } from '../domain/content/streams.ts';
import type { RestContext } from './context.ts';

const streamQuery = { include: { course: true, level: true } } as const;

export function streamJson(ctx: RestContext, s: Awaited<ReturnType<typeof listStreams<typeof streamQuery>>>[number]) {
  return {
    id: ctx.ids.encode(s.id),
    status: s.practiceStatus,
    slug: s.slug,
    course: { id: ctx.ids.encode(s.course.id), name: s.course.name },
    level: { id: ctx.ids.encode(s.level.id), name: s.level.name },
    proportion_threshold_low: s.proportionThresholdLow,
    proportion_threshold_high: s.proportionThresholdHigh,
  };
}

export function streamRoutes(app: FastifyInstance, ctx: RestContext): void {
  app.get('/streams', async () => {
    const streams = await listStreams(ctx.prisma, streamQuery);
    return streams.map((s) => streamJson(ctx, s));
  });
}
