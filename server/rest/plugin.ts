// The legacy REST shim under /api: one file per area; unknown paths answer a JSON 404.
import type { FastifyInstance } from 'fastify';
import type { RestContext } from './context.ts';
import { streamRoutes } from './streams.ts';
import { authRoutes } from './auth.ts';
import { accountRoutes } from './account.ts';
import { feedbackRoutes } from './feedback.ts';
import { ssoRoutes } from './sso.ts';
import type { SsoClient } from '../domain/sso/oidc.ts';

export function restPlugin(ctx: RestContext, sso: SsoClient | null) {
  return async function rest(app: FastifyInstance): Promise<void> {
    authRoutes(app, ctx);
    accountRoutes(app, ctx);
    feedbackRoutes(app, ctx);
    ssoRoutes(app, ctx, sso);
    streamRoutes(app, ctx);
    app.setNotFoundHandler((_request, reply) => {
      void reply.status(404).send({ message: 'Not Found' });
    });
  };
}
