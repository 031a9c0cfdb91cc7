// A mutation that changes who is signed in, or the signed-in user, makes the rest of its response see the change:
// the viewer (with its memos: access, current stream) is made again. One place for the three ways it happens.
import { loadSessionUser, resumeSession } from '../domain/accounts/sessions.ts';
import { viewerOf } from '../http/session.ts';
import type { Context } from './context.ts';

/** After a change to the signed-in user (role, link, licences): the rest of the response sees it. */
export async function refreshUser(ctx: Context): Promise<void> {
  const session = ctx.viewer.session;
  if (!session) return;
  const user = await loadSessionUser(ctx.prisma, session.user.id);
  Object.assign(ctx.viewer, viewerOf(ctx.prisma, { ...session, user }, ctx.viewer.now));
}

/** Ends the session of this browser (unless it is `keepUserId`'s): the rest of the response sees a visitor. */
export async function signOutHere(ctx: Context, keepUserId?: number): Promise<void> {
  if (!ctx.viewer.session || (keepUserId !== undefined && ctx.viewer.user?.id === keepUserId)) return;
  await ctx.endSession();
  Object.assign(ctx.viewer, viewerOf(ctx.prisma, null, ctx.viewer.now));
}

/** After a sign-in, a switch or a sign-out: the rest of the response sees the session of `token` (a visitor for ''). */
export async function refreshViewer(ctx: Context, token: string): Promise<void> {
  Object.assign(ctx.viewer, viewerOf(ctx.prisma, await resumeSession(ctx.prisma, ctx.config.session, token), ctx.viewer.now));
}
