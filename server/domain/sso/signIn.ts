// Signing in with the partner's access token: user info → provisioned partner licence → a new session.
import type { EanMap } from '../../config.ts';
import { transact, type AppContext } from '../context.ts';
import type { SsoClient } from './oidc.ts';
import { provisionPartnerUser } from './provision.ts';
import type { SessionSettings } from '../accounts/sessions.ts';
import { startUserSession } from '../accounts/auth.ts';
import { recordSsoFailure, ssoSecondsLocked } from '../accounts/throttle.ts';
import { invalid, REQUIRED, type Invalid } from '../errors.ts';

export type SsoSignInResult =
  | { kind: 'ok'; token: string; userId: number; created: boolean }
  | Invalid
  | { kind: 'no-license' }
  /** The provider vouched for the user, whose account here an admin deactivated (issue 47). */
  | { kind: 'deactivated' }
  | { kind: 'throttled'; seconds: number };

/** The server's part of a sign-on: the provider, which of its product codes we know, the session lifetimes. */
export interface SsoSetup {
  sso: SsoClient;
  eans: EanMap;
  settings: SessionSettings;
}

/**
 * Signs the actor in with an access token of the provider, from their address (failures are throttled per address),
 * provisioning their partner licence on the context's day. The caller ends any session the request had and sets the
 * cookie.
 */
export async function signInWithAccessToken(ctx: AppContext, input: { accessToken: unknown }, setup: SsoSetup): Promise<SsoSignInResult> {
  const { db } = ctx;
  const { ip, userAgent } = ctx.actor;
  const { sso, eans, settings } = setup;
  if (typeof input.accessToken !== 'string' || !input.accessToken) return invalid({ token: [REQUIRED] });
  const wait = await ssoSecondsLocked(db, ip);
  if (wait > 0) return { kind: 'throttled', seconds: wait };
  let claims: Record<string, unknown>;
  try {
    claims = await sso.userInfo(input.accessToken);
  } catch {
    await recordSsoFailure(db, ip);
    return invalid({ token: [{ code: 'unresolvedUser' }] });
  }
  // The claims are personal data: they are used here and never logged. Provisioning and the session are one write.
  const result = await transact(ctx, async (tx) => {
    const provisioned = await provisionPartnerUser(tx, { claims, eans });
    if (provisioned.kind !== 'ok') return provisioned;
    const session = await startUserSession(tx.db, settings, { userId: provisioned.userId, remember: false, ip, userAgent });
    return { kind: 'ok' as const, token: session.token, userId: provisioned.userId, created: provisioned.created };
  });
  // A deactivated account is a known user, not someone trying tokens: it does not count against the address.
  if (result.kind !== 'ok' && result.kind !== 'deactivated') await recordSsoFailure(db, ip);
  return result;
}
