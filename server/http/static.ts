// The built web app at /: the files Vite wrote (with the .br and .gz copies made at build time), and index.html for
// every client-side route. Hashed files under /assets never change, so browsers keep them for a year; index.html is
// revalidated on every load, so a new build is picked up at once (and the service worker, sw.js, likewise); the few other unhashed files (the icon) for a day.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const ONE_DAY = 'public, max-age=86400';

/** Paths the server answers itself; a miss there is a 404, never the web app. */
const SERVER_PATHS = /^\/(api|graphql|files)(\/|$)/;

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.get('/', async (_request, reply) => reply.type('text/plain').send('De webapp is nog niet gebouwd: voer `npm run build` uit.'));
    return;
  }
  const cacheControl = (reply: FastifyReply, path: string) => {
    // `path` is the file sent: index.html.br stands for index.html.
    const file = relative(webDist, path).replace(/\.(br|gz)$/, '');
    void reply.header('Cache-Control', file.split(sep)[0] === 'assets' ? IMMUTABLE : file.endsWith('.html') || file === 'sw.js' ? REVALIDATE : ONE_DAY);
  };
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // index-abc123.js answers with index-abc123.js.br (or .gz) when the browser accepts it.
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheControl,
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Client-side routes: every GET without a file extension outside the server's own paths gets the app.
    if ((request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(path) && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not Found' });
  });
}
