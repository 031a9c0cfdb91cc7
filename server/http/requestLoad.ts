// The requests in flight, counted for the document threads, which give way to them (server/documents/requestLoad.ts).
// A request counts from its first hook until its response is done or its connection is gone: the response's 'close'
// event comes exactly once either way. A route that itself waits for a document (a download) says so in its config
// and is not counted, or its document would wait for it.
import type { FastifyInstance } from 'fastify';
import type { RequestLoad } from '../documents/requestLoad.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route waits for a document thread: it does not hold the document threads back while it runs. */
    waitsForDocument?: boolean;
  }
}

export function countRequests(app: FastifyInstance, load: RequestLoad): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.waitsForDocument) {
      load.begin();
      reply.raw.once('close', () => load.end());
    }
    done();
  });
}
