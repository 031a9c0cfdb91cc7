// What a request's log line says of it (LOG_LEVEL=debug or trace logs one per request). Addresses carry secrets: the
// activation code of a registration (/activate/{code}, /activeer/{code}, ?activation_code=), an invitation's token
// (/uitnodiging-accepteren/{token}, ?token=) and a sign-on's authorization code and state: whoever reads the log could
// activate a licence or take a seat with them. They are written as [redacted]; the rest of the address stays readable.
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Paths whose last part is a secret. */
const SECRET_PATH = /^(\/(?:activate|activeer|uitnodiging-accepteren)\/)[^/?#]+/i;

/** Query parameters whose value is a secret (compared in lower case). */
const SECRET_PARAMS = new Set(['activation_code', 'token', 'code', 'state', 'password', 'invite_token']);

function paramName(pair: string): string | null {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return null;
  }
}

/** A request's address with its secrets replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = paramName(pair);
      // A name that cannot be read cannot be judged: its value is left out too.
      if (name === null) return REDACTED;
      return SECRET_PARAMS.has(name) && pair.includes('=') ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the address redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** What a logged error may carry beyond its message and stack: codes, never values. */
const ERROR_CODES = ['code', 'statusCode', 'errorCode'] as const;
/** Of a database error's cause: its kind and codes, not the server's detail ('Failing row contains (… an address …)'). */
const CAUSE_KEYS = ['kind', 'code', 'originalCode', 'constraint'] as const;

/**
 * What went wrong, from a Prisma message: its last paragraph after the quoted call (the source lines up to the one
 * marked →, or the call's arguments, which end one paragraph earlier).
 */
function prismaReason(message: string): string {
  const lines = (
    message
      .trim()
      .split(/\n\s*\n/)
      .pop() ?? ''
  ).split('\n');
  const call = lines.map((line) => /^\s*→/.test(line)).lastIndexOf(true);
  return lines
    .slice(call + 1)
    .join('\n')
    .trim();
}

/**
 * An error as the log keeps it. Prisma's message quotes a failed call with its arguments (a pupil's address, a name)
 * and its meta can hold the database's detail with a row's values: a Prisma error keeps its reason, codes and stack
 * frames only. Other errors keep their message, codes and stack.
 */
export function errorSerializer(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const out: Record<string, unknown> = {};
  for (const key of ERROR_CODES) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  const type = error.constructor?.name ?? error.name;
  if (!error.name.startsWith('PrismaClient')) return { type, ...out, message: error.message, stack: error.stack ?? '' };
  const reason = prismaReason(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const meta = (error as { meta?: { modelName?: unknown; driverAdapterError?: { cause?: Record<string, unknown> } } }).meta;
  const cause = meta?.driverAdapterError?.cause;
  return {
    type,
    ...out,
    message: reason,
    stack: [`${error.name}: ${reason}`, ...frames].join('\n'),
    ...(meta ? { model: meta.modelName } : {}),
    ...(cause ? { cause: Object.fromEntries(CAUSE_KEYS.filter((key) => key in cause).map((key) => [key, cause[key]])) } : {}),
  };
}

/**
 * pino's hook before a line is written: an error logged without a message of its own gets the serializer's message,
 * since pino would otherwise copy the error's whole message (Prisma's, with the call's arguments) into `msg`.
 */
export function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, second] = args;
  const error = first instanceof Error ? first : first && typeof first === 'object' && (first as { err?: unknown }).err instanceof Error ? (first as { err: Error }).err : null;
  if (error && typeof second !== 'string') {
    method.apply(this, [first, errorSerializer(error).message, ...args.slice(1)]);
    return;
  }
  method.apply(this, args);
}
