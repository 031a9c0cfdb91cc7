// A mutation that changes who is signed in, or the signed-in user, makes the rest of its response see the change:
// the actor (with its memos: access, current stream) is made again. One place for the three ways it happens.
import { loadSessionUser, resumeSession } from '../domain/accounts/sessions.ts';
import { actorOf } from '../domain/context.ts';
import type { Context } from './context.ts';

/** After a change to the signed-in user (role, link, licences): the rest of the response sees it. */
export async function refreshUser(ctx: Context): Promise<void> {
  const session = ctx.actor.session;
  if (!session) return;
  const user = await loadSessionUser(ctx.db, session.user.id);
  Object.assign(ctx.actor, actorOf(ctx.db, { ...session, user }, ctx.now));
}

/** Ends the session of this browser (unless it is `keepUserId`'s): the rest of the response sees a visitor. */
export async function signOutHere(ctx: Context, keepUserId?: number): Promise<void> {
  if (!ctx.actor.session || (keepUserId !== undefined && ctx.actor.user?.id === keepUserId)) return;
  await ctx.endSession();
  Object.assign(ctx.actor, actorOf(ctx.db, null, ctx.now));
}

/** After a sign-in, a switch or a sign-out: the rest of the response sees the session of `token` (a visitor for ''). */
export async function refreshViewer(ctx: Context, token: string): Promise<void> {
  Object.assign(ctx.actor, actorOf(ctx.db, await resumeSession(ctx.db, ctx.config.session, token), ctx.now));
}
