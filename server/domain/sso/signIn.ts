// Signing in with the partner's access token: user info → provisioned partner licence → a new session.
import type { Db } from '../../db/database.ts';
import type { EanMap } from '../../config.ts';
import type { SsoClient } from './oidc.ts';
import { provisionPartnerUser } from './provision.ts';
import { createSession, type SessionSettings } from '../accounts/sessions.ts';
import { recordSsoFailure, ssoSecondsLocked } from '../accounts/throttle.ts';
import { MESSAGES } from '../accounts/auth.ts';

export type SsoSignInResult =
  | { kind: 'ok'; token: string; userId: number; created: boolean }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'no-license' }
  | { kind: 'throttled'; seconds: number };

export const SSO_MESSAGES = {
  unresolved: 'Failed to resolve user.',
  noLicense: 'No valid license(s) found',
} as const;

export async function signInWithAccessToken(
  db: Db,
  sso: SsoClient,
  eans: EanMap,
  settings: SessionSettings,
  input: { accessToken: unknown; ip: string; userAgent?: string },
): Promise<SsoSignInResult> {
  if (typeof input.accessToken !== 'string' || !input.accessToken) return { kind: 'invalid', errors: { token: [MESSAGES.required('token')] } };
  const wait = await ssoSecondsLocked(db, input.ip);
  if (wait > 0) return { kind: 'throttled', seconds: wait };
  let claims: Record<string, unknown>;
  try {
    claims = await sso.userInfo(input.accessToken);
  } catch {
    await recordSsoFailure(db, input.ip);
    return { kind: 'invalid', errors: { token: [SSO_MESSAGES.unresolved] } };
  }
  // The claims are personal data: they are used here and never logged.
  const provisioned = await provisionPartnerUser(db, eans, claims);
  if (provisioned.kind !== 'ok') {
    await recordSsoFailure(db, input.ip);
    return provisioned;
  }
  const session = await createSession(db, settings, { userId: provisioned.userId, remember: false, ip: input.ip, userAgent: input.userAgent });
  await db.user.update({ where: { id: provisioned.userId }, data: { lastLoginAt: new Date() } });
  return { kind: 'ok', token: session.token, userId: provisioned.userId, created: provisioned.created };
}
