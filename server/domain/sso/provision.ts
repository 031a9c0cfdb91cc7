// Partner ('boom') licences from the single-sign-on provider's claims (document 4 §14): one licence per school
// (BRIN), groups per stream and grade, a seat per user, and privileges per stream for the product codes (EANs)
// the claims carry that our configuration knows.
import type { EanMap } from '../../config.ts';
import { transact, type AppContext } from '../context.ts';
import { LEVELS } from '../content/catalogue.ts';
import { ACTIONS } from '../access/grants.ts';
import { nextFirstOfAugust, today } from '../licensing/period.ts';
import { normalizeEmail, isEmail } from '../accounts/auth.ts';
import { invalid, type FieldErrors, type Invalid } from '../errors.ts';

export const PARTNER_LICENSE = 'boom';

/** 'deactivated': the address's account was deactivated by an admin (issue 47); nothing is provisioned. */
export type ProvisionResult = { kind: 'ok'; userId: number; created: boolean } | Invalid | { kind: 'no-license' } | { kind: 'deactivated' };

function eansOf(claim: unknown): string[] {
  if (!Array.isArray(claim)) return typeof claim === 'string' ? claim.split(',').map((s) => s.trim()) : [];
  return claim
    .map((entry) => (typeof entry === 'string' || typeof entry === 'number' ? String(entry) : entry && typeof entry === 'object' ? String((entry as { ean?: unknown }).ean ?? '') : ''))
    .filter(Boolean);
}

/**
 * The partner licence, groups, user, seat and privileges of the provider's `claims` on the context's day, for the
 * product codes of `eans` (the server's configuration); one transaction (the caller's, when it has one).
 */
export async function provisionPartnerUser(ctx: AppContext, input: { claims: Record<string, unknown>; eans: EanMap }): Promise<ProvisionResult> {
  const { db } = ctx;
  const { claims, eans: eanMap } = input;
  const day = today(ctx.now);
  const errors: FieldErrors = {};
  const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
  const brin = typeof claims.brin_id === 'string' ? claims.brin_id.trim().toUpperCase().slice(0, 32) : '';
  if (!email || !isEmail(email)) errors.email = [{ code: 'missingClaim' }];
  if (!brin) errors.brinId = [{ code: 'missingClaim' }];
  if (claims.licenses === undefined || claims.licenses === null) errors.licenses = [{ code: 'missingClaim' }];
  if (Object.keys(errors).length) return invalid(errors);
  const known = eansOf(claims.licenses).filter((ean) => eanMap[ean]);
  if (!known.length) return { kind: 'no-license' };
  const role: 'docent' | 'leerling' = known.some((ean) => eanMap[ean]!.role === 'docent') ? 'docent' : 'leerling';
  const streamSlugs = [...new Set(known.flatMap((ean) => eanMap[ean]!.streams))];
  const streams = await db.stream.findMany({ where: { slug: { in: streamSlugs } }, include: { course: true, level: true } });
  if (!streams.length) return { kind: 'no-license' };

  return transact(ctx, async ({ db: tx }) => {
    // Before anything is written: a deactivated account gets no licence, seat or privilege from the provider either.
    const holder = await tx.user.findUnique({ where: { email }, select: { deactivatedAt: true } });
    if (holder?.deactivatedAt) return { kind: 'deactivated' as const };
    const end = nextFirstOfAugust(day);
    const slug = `brin-${brin}`;
    const existing = await tx.license.findUnique({ where: { slug } });
    const license = existing
      ? await tx.license.update({
          where: { id: existing.id },
          data: { isActive: true, end: existing.end < end ? end : existing.end, begin: existing.begin > day ? day : existing.begin },
        })
      : await tx.license.create({ data: { type: PARTNER_LICENSE, slug, brinId: brin, begin: day, end, description: `Partnerlicentie ${brin}` } });

    // Groups per stream and grade, e.g. 'Natuurkunde Havo 4'.
    for (const stream of streams) {
      const grades = LEVELS.find((l) => l.name === stream.level.name)?.grades ?? [];
      for (const grade of grades) {
        const name = `${stream.course.name} ${stream.level.name} ${grade.split(' ').pop()}`;
        await tx.group.upsert({ where: { licenseId_name: { licenseId: license.id, name } }, update: {}, create: { licenseId: license.id, streamId: stream.id, name } });
      }
    }

    // Names from the provider are bounded like every other name.
    const claimText = (...values: unknown[]) => String(values.find((v) => typeof v === 'string') ?? '').slice(0, 255);
    const firstName = claimText(claims.given_name, claims.first_name);
    const lastName = claimText(claims.family_name, claims.last_name);
    let user = await tx.user.findUnique({ where: { email } });
    const created = !user;
    if (!user) {
      // Partner users sign in through the provider; their password is a random one nobody knows.
      user = await tx.user.create({ data: { email, firstName, lastName, role, passwordHash: null, link: null, data: {} } });
    } else if (!user.role) {
      user = await tx.user.update({ where: { id: user.id }, data: { role } });
    }
    let seat = await tx.seat.findFirst({ where: { licenseId: license.id, userId: user.id } });
    seat ??= await tx.seat.create({
      data: { licenseId: license.id, userId: user.id, role, email, firstName: user.firstName, lastName: user.lastName },
    });
    if (!seat.isActive) seat = await tx.seat.update({ where: { id: seat.id }, data: { isActive: true } });

    const action = role === 'docent' ? ACTIONS.sets : ACTIONS.practice;
    for (const stream of streams) {
      const ean = known.find((e) => eanMap[e]!.streams.includes(stream.slug)) ?? null;
      const privilege = await tx.privilege.findFirst({ where: { seatId: seat.id, action, objectType: 'stream', objectId: stream.id } });
      if (privilege) await tx.privilege.update({ where: { id: privilege.id }, data: { end: license.end, isActive: true, ean } });
      else await tx.privilege.create({ data: { seatId: seat.id, action, objectType: 'stream', objectId: stream.id, begin: day, end: license.end, ean } });
    }
    return { kind: 'ok' as const, userId: user.id, created };
  });
}
