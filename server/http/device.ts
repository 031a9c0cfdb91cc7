// The device of an anonymous visitor of a shared set, as fair use counts it (server/domain/collections/fairUse.ts),
// for GraphQL, REST and the set pages alike. A device's key is one the server gave out and signed; it travels in the
// cookie vraagwerk_device (the app reads it for its activity log, so it is not HttpOnly), the header X-Device-Key or
// an argument (legacy clients). A visitor without a valid one gets a new key in that cookie and in the answer's
// X-Device-Key header — only when the request may count a device: a made-up key never gets anyone in uncounted. The
// client's address is counted keyed with the application's secret (fairUseAddress), never kept as such.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceKeys } from '../domain/collections/fairUse.ts';

/** The cookie that holds the device's key (the app adopts it: web/screens/Student/studentStorage.ts). */
export const DEVICE_COOKIE = 'vraagwerk_device';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This request's device: the first valid key of `presented`, X-Device-Key and the cookie; else, when `issue` (the
     * default), a new one given to the client. Null: none valid, and none issued.
     */
    fairUseDevice(presented?: string | null, options?: { issue?: boolean }): string | null;
    /** This request's client address (request.ip) keyed with the application's secret, as fair use counts it. */
    fairUseAddress(): string;
  }
}

export function registerDevices(app: FastifyInstance, secret: string, secure: boolean): void {
  const keys = deviceKeys(secret);
  app.decorateRequest('fairUseDevice', function (this: FastifyRequest): string | null {
    throw new Error('fairUseDevice before onRequest');
  });
  app.decorateRequest('fairUseAddress', function (this: FastifyRequest): string {
    return keys.address(this.ip);
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    let chosen: string | null = null;
    request.fairUseDevice = (presented, { issue = true } = {}) => {
      if (chosen) return chosen;
      const header = request.headers['x-device-key'];
      const found = [presented, typeof header === 'string' ? header : undefined, request.cookies[DEVICE_COOKIE]].find((key) => keys.verify(key));
      if (found) chosen = found;
      else if (issue) {
        chosen = keys.issue();
        void reply.setCookie(DEVICE_COOKIE, chosen, { path: '/', sameSite: 'lax', maxAge: YEAR_SECONDS, httpOnly: false, secure });
        void reply.header('X-Device-Key', chosen);
      }
      return chosen;
    };
  });
}
