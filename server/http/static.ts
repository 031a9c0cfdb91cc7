// The built web app at /: the files Vite wrote (with the .br and .gz copies made at build time), and index.html for
// every client-side route. Hashed files under /assets never change, so browsers keep them for a year; index.html is
// revalidated on every load, so a new build is picked up at once (and the service worker, sw.js, likewise); the few other unhashed files (the icon) for a day.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createPagePreloader, type AskGraphQL } from './preload.ts';
import { isCollectionKey } from '../domain/collections/create.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const ONE_DAY = 'public, max-age=86400';
/** A page made for one visitor: no cache keeps it (the service worker neither: web/public/sw.js). */
export const PERSONAL = 'private, no-store';

/** Paths the server answers itself; a miss there is a 404, never the web app. */
const SERVER_PATHS = /^\/(api|graphql|files)(\/|$)/;
/** What names a file rather than a page: the extensions of the build's and the public folder's files, and of documents. */
const FILE_EXTENSION = /\.(js|mjs|css|map|html?|json|webmanifest|txt|xml|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|wasm|pdf|docx?|zip|br|gz)$/i;

export async function registerWebApp(app: FastifyInstance, webDist: string, askGraphQL: AskGraphQL): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.get('/', async (_request, reply) => reply.type('text/plain').send('De webapp is nog niet gebouwd: voer `npm run build` uit.'));
    // Our own 404: Fastify's default one logs "Route GET:<url> not found" with the address as it came, an activation
    // code or an invitation token in it included (the request lines themselves are redacted: ./logging.ts).
    app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: 'Not Found' }));
    return;
  }
  const cacheControl = (reply: FastifyReply, path: string) => {
    // `path` is the file sent: index.html.br stands for index.html.
    const file = relative(webDist, path).replace(/\.(br|gz)$/, '');
    void reply.header('Cache-Control', file.split(sep)[0] === 'assets' ? IMMUTABLE : file.endsWith('.html') || file === 'sw.js' ? REVALIDATE : ONE_DAY);
    // A built file is the same whoever asks: no `Vary: Origin` (the CORS plugin's, for /api and /sanctum). With it a
    // cache keyed on the request — the service worker's (web/public/sw.js) — misses for a module script, which sends
    // an Origin where the worker's own fetch did not, and a set's page stayed blank offline (issue 41). @fastify/static
    // adds `Vary: accept-encoding` after this.
    void reply.removeHeader('vary');
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
  // A stream's search without its kind opens the keyword overview (as the app's route does): answered here, so the
  // browser asks for that page at once and gets it with its first answers, instead of the app redirecting after it loads.
  app.get<{ Params: { stream: string } }>('/courses/:stream/search', async (request, reply) => {
    const { stream } = request.params;
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(stream)) return reply.callNotFound();
    return reply.redirect(`/courses/${stream}/search/tags`, 302);
  });
  // A set's short link (shown large on the classroom projector, beside its QR code) opens the set's page for students.
  // Only the shape of the key is checked: whether a set has it is the set page's answer, so this route tells nobody
  // anything about which keys exist.
  app.get<{ Params: { key: string } }>('/s/:key', async (request, reply) => {
    const { key } = request.params;
    if (!isCollectionKey(key)) return reply.callNotFound();
    return reply.redirect(`/student/${key}`, 302);
  });
  const preload = createPagePreloader(askGraphQL, webDist);
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Client-side routes: every GET outside the server's own paths that does not name a file gets the app. A file is
    // named by the extension of what the build and the public folder hold; an address such as /admin/users/a@b.nl is a
    // route, not a file.
    if ((request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(path) && !FILE_EXTENSION.test(path)) {
      // A shared set's pages come with their first answers inside (./preload.ts): made for this visitor, never cached.
      const extra = await preload(request, reply);
      if (!extra) return reply.type('text/html').sendFile('index.html');
      // Replacer functions: a `$` in the answers (every formula is $$…$$) must stay as it is.
      const html = Buffer.from(indexHtml.replace('</head>', () => `${extra.head}</head>`).replace('<body>', () => `<body>${extra.body}`));
      void reply.type('text/html; charset=utf-8').header('Cache-Control', PERSONAL).header('Vary', 'Accept-Encoding');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    }
    return reply.status(404).send({ message: 'Not Found' });
  });
}
