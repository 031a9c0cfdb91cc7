// CSRF as legacy clients expect (document 4 §0): GET /sanctum/csrf-cookie sets a readable XSRF-TOKEN cookie and
// every state-changing request must echo it in X-XSRF-TOKEN (or X-CSRF-TOKEN), else 419. The token is signed,
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
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: 60 * 60 * 24 * 7 });

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
      app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        const cookie = request.cookies[XSRF_COOKIE];
        if (!valid(cookie)) setCookie(reply, issue());
        if (SAFE_METHODS.has(request.method)) return;
        const header = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
        const sent = typeof header === 'string' ? safeDecode(header) : undefined;
        if (!valid(cookie) || !sent || sent.length !== cookie.length || !timingSafeEqual(Buffer.from(sent), Buffer.from(cookie))) {
          return reply.status(419).send({ message: 'CSRF token mismatch.' });
        }
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
