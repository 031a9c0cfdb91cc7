// Every request's id: in each of its log lines (Fastify's reqId), in the X-Request-Id header of its answer, and in the
// body of an error answer, so that what a user reports ('Server Error', GraphQL's 'Unexpected error.') can be found in
// the log. A proxy in front of us may have named the request already (its own access log carries that name): the name
// is kept only when the proxy is one TRUST_PROXY believes, the same judgement that makes request.ip, and when it looks
// like an id; anyone else could otherwise write into our log lines or pass one request off as another. Otherwise a
// random UUID: Fastify's default counter ('req-1') starts again with every process and instance.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { TrustProxy } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may look like: no spaces, quotes or line breaks, neither too short to be unique nor long. */
export const REQUEST_ID_SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's own proxy-addr (which makes request.ip): an address list means exactly what it means there, the names
 * 'loopback', 'linklocal' and 'uniquelocal' and IPv4-mapped IPv6 addresses included.
 */
function compileTrust(list: string[]): TrustFunction {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const proxyAddr = fromFastify('@fastify/proxy-addr') as { compile(list: string[]): TrustFunction };
  return proxyAddr.compile(list);
}

/** Whether the peer of a connection is a proxy TRUST_PROXY believes (hop 0: the address the socket came from). */
export function trustedPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  // true trusts every hop; a number n ≥ 1 trusts the nearest n, the peer among them.
  if (trust === true || typeof trust === 'number') return (address) => address !== undefined;
  const compiled = compileTrust(trust);
  return (address) => address !== undefined && compiled(address, 0);
}

/** Fastify's genReqId: the trusted proxy's id when it has the right shape, otherwise a new UUID. */
export function requestIdGenerator(trust: TrustProxy): (raw: IncomingMessage) => string {
  const trusted = trustedPeer(trust);
  return (raw) => {
    const incoming = raw.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && REQUEST_ID_SHAPE.test(incoming) && trusted(raw.socket?.remoteAddress)) return incoming;
    return randomUUID();
  };
}

/**
 * Every answer names its request in X-Request-Id. An answer of 500 or more that is a JSON object gets `requestId`
 * beside its message (the shape otherwise unchanged): that is the answer a user reports. A 4xx keeps document 4's
 * shapes exactly, as legacy clients and the tests read them whole; its header carries the id. A 2xx body never does.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    // A probe's 503 (/readyz) is an answer, not an error to look up.
    if (request.routeOptions.config.operations || reply.statusCode < 500 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    if (!/^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      if (body === null || Array.isArray(body) || 'requestId' in body) return payload;
      return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      return payload;
    }
  });
}

/** A GraphQL error Yoga masked: its 'Unexpected error.' (code INTERNAL_SERVER_ERROR) hides what the log has. */
function isMasked(error: GraphQLError): boolean {
  return error.extensions?.code === 'INTERNAL_SERVER_ERROR';
}

function withRequestId(result: ExecutionResult, requestId: string): ExecutionResult {
  if (!result.errors?.some(isMasked)) return result;
  const errors = result.errors.map((error) =>
    isMasked(error)
      ? new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, requestId },
        })
      : error,
  );
  return { ...result, errors };
}

/**
 * Yoga's masked errors carry the request's id in extensions.requestId (beside their code), so that a user's 'Unexpected
 * error.' can be found in the log. Streamed results (subscriptions, incremental delivery) are left as they are.
 */
export function useRequestIdInMaskedErrors(): Plugin<object, { req: FastifyRequest }> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = serverContext.req?.id;
      if (!requestId || !result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
      setResult(Array.isArray(result) ? result.map((one) => withRequestId(one, requestId)) : withRequestId(result as ExecutionResult, requestId));
    },
  };
}
