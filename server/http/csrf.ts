// CSRF as legacy clients expect (document 4 §0): GET /sanctum/csrf-cookie sets a readable XSRF-TOKEN cookie and
// every state-changing request must echo it in X-XSRF-TOKEN (or X-CSRF-TOKEN, or a form field _token), else 419. The token is signed,
// so a cookie planted from elsewhere does not pass.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrf(secret: string, secure: boolean) {
  const sign = (nonce: string) => createHmac('sha256', secret).update(`xsrf|${nonce}`).digest('base64url');
  const issue = () => {
    const nonce = randomBytes(24).toString('base64url');
    return `${nonce}.${sign(nonce)}`;
  };
  const valid = (token: string | undefined): token is string => {
    if (!token) return false;
    const [nonce, mac] = token.split('.');
    if (!nonce || !mac) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const setCookie = (reply: FastifyReply, token: string) => reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: 60 * 60 * 24 * 7 });

  return {
    /** A fresh token after sign-in and sign-out. */
    rotate(reply: FastifyReply) {
      setCookie(reply, issue());
    },
    async register(app: FastifyInstance) {
      app.get('/sanctum/csrf-cookie', async (_request, reply) => {
        setCookie(reply, issue());
        return reply.status(204).send();
      });
      const refuse = (reply: FastifyReply) => reply.status(419).send({ message: 'CSRF token mismatch.' });
      const matches = (cookie: string | undefined, sent: string | undefined) => valid(cookie) && !!sent && sent.length === cookie.length && timingSafeEqual(Buffer.from(sent), Buffer.from(cookie));
      /** Requests whose token can only be in their form body: checked once the body is parsed. */
      const formChecks = new WeakSet<FastifyRequest>();
      // Before anything is parsed: the header's token, or no token at all, decides at once.
      app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        const cookie = request.cookies[XSRF_COOKIE];
        if (!valid(cookie)) setCookie(reply, issue());
        if (SAFE_METHODS.has(request.method)) return;
        // A route only a server calls (the payment provider's webhook: no session, no token, and it believes nothing
        // the call says) opts out with `config: { csrf: false }`.
        if ((request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return;
        const header = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
        if (typeof header === 'string' && header) return matches(cookie, safeDecode(header)) ? undefined : refuse(reply);
        if (/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
          formChecks.add(request);
          return;
        }
        return refuse(reply);
      });
      // An HTML form sends its token as the field _token: checked after parsing, before validation and the handler.
      app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
        if (!formChecks.has(request)) return;
        const body = request.body as Record<string, unknown> | null | undefined;
        const field = body && typeof body === 'object' && typeof body._token === 'string' ? body._token : undefined;
        if (!matches(request.cookies[XSRF_COOKIE], field)) return refuse(reply);
        // The token is not part of the request's data.
        delete body!._token;
      });
    },
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
