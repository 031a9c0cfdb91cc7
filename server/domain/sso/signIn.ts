// Signing in with the partner's access token: user info → provisioned partner licence → a new session.
import { inTransaction, type Db } from '../../db/database.ts';
import type { EanMap } from '../../config.ts';
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
  | { kind: 'throttled'; seconds: number };

export async function signInWithAccessToken(
  db: Db,
  sso: SsoClient,
  eans: EanMap,
  settings: SessionSettings,
  input: { accessToken: unknown; ip: string; userAgent?: string; now: Date },
): Promise<SsoSignInResult> {
  if (typeof input.accessToken !== 'string' || !input.accessToken) return invalid({ token: [REQUIRED] });
  const wait = await ssoSecondsLocked(db, input.ip);
  if (wait > 0) return { kind: 'throttled', seconds: wait };
  let claims: Record<string, unknown>;
  try {
    claims = await sso.userInfo(input.accessToken);
  } catch {
    await recordSsoFailure(db, input.ip);
    return invalid({ token: [{ code: 'unresolvedUser' }] });
  }
  // The claims are personal data: they are used here and never logged. Provisioning and the session are one write.
  const result = await inTransaction(db, async (tx) => {
    const provisioned = await provisionPartnerUser(tx, eans, claims, input.now);
    if (provisioned.kind !== 'ok') return provisioned;
    const session = await startUserSession(tx, settings, { userId: provisioned.userId, remember: false, ip: input.ip, userAgent: input.userAgent });
    return { kind: 'ok' as const, token: session.token, userId: provisioned.userId, created: provisioned.created };
  });
  if (result.kind !== 'ok') await recordSsoFailure(db, input.ip);
  return result;
}
