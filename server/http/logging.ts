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
