import type { RequestContext } from '../app/context.ts';

/** A resolver's context: the request's one context (server/app/context.ts), the same one REST routes get. */
export type Context = RequestContext;
