// The legacy REST shim under /api: one file per area; unknown paths answer a JSON 404.
import type { FastifyInstance } from 'fastify';
import type { RestContext } from './context.ts';
import { streamRoutes } from './streams.ts';
import { authRoutes } from './auth.ts';

export function restPlugin(ctx: RestContext) {
  return async function rest(app: FastifyInstance): Promise<void> {
    authRoutes(app, ctx);
    streamRoutes(app, ctx);
    app.setNotFoundHandler((_request, reply) => {
      void reply.status(404).send({ message: 'Not Found' });
    });
  };
}
