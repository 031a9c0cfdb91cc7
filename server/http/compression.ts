// Dynamic answers (GraphQL, REST, JSON) over 1 kB go out compressed, brotli or gzip as the client accepts. Static files
// are compressed once at build time (server/http/static.ts serves those copies) and pass through untouched.
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

export const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Yoga answers with a web ReadableStream (whatwg-node's, which also has .pipe), and @fastify/compress compresses any
  // stream whatever its size. A GraphQL answer here is one complete document, so read it into a buffer first: then
  // the threshold applies and the answer keeps its Content-Length. Streamed answers (SSE, multipart) stay streams.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isWebStream(payload) || /^(text\/event-stream|multipart\/)/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const chunks: Uint8Array[] = [];
    const reader = payload.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
    return Buffer.concat(chunks);
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    // Answers up to 64 kB (a page of search results is 10 kB) are compressed in one call on the request thread: a
    // zlib stream per answer costs more in setup than compressing does (0.2 ms against 0.05 ms for 10 kB), and took a
    // fifth of the throughput of search results. The plugin's default on 2 cores is 8 kB; larger answers still stream.
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (11) is meant for files compressed once; for answers made per request a low level is as small
    // as gzip at a fraction of the time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

function isWebStream(payload: unknown): payload is ReadableStream<Uint8Array> {
  return typeof payload === 'object' && payload !== null && typeof (payload as ReadableStream).getReader === 'function';
}
