// Dynamic answers (GraphQL, REST, JSON) over 1 kB go out compressed, brotli or gzip as the client accepts. Static files
// are compressed once at build time (server/http/static.ts serves those copies) and pass through untouched.
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

export const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    // Answers up to 64 kB (a page of search results is 10 kB) are compressed in one call on the request thread: a
    // zlib stream per answer costs more in setup than compressing does (0.2 ms against 0.05 ms for 10 kB), and took a
    // fifth of the throughput of search results. The plugin's default on 2 cores is 8 kB; larger answers still stream.
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (11) is meant for files compressed once; for answers made per request a low level is as small
    // as gzip at a fraction of the time. Quality 3 rather than 4: a page of 20 search results (10.5 kB) comes out 6 %
    // larger (1,289 bytes against 1,220) and costs 57 µs against 84 alone, and under load (npm run bench:search's
    // workload A at 16 connections, alternating in one server) 6 % less of the server thread's time per answer.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 6 },
  });
}
