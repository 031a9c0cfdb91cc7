// Who may manage a licence and its seats: an admin, or a teacher ('licentie beheren' in force on that licence, role
// docent — the 'licenses' area). Whoever holds a seat in a licence may see that it exists (visibleAccountRecords);
// only its managers see and change its seats, invite people and make demo students. The legacy API let any signed-in
// user read and change any licence and its invitation tokens (document 4 §15): every licence route and field asks here.
import type { Db } from '../../db/database.ts';
import { managedLicenseWhere, mayOpenArea, visibleAccountRecords, type Access } from '../access/grants.ts';

/**
 * The viewer manages the licence today, judged on their loaded grants (which hold only privileges in force). The
 * same rule as managedLicenseWhere (../access/grants.ts), which commands and node lookups put in their queries.
 */
export function mayManageLicense(access: Access, licenseId: number): boolean {
  return access.role === 'admin' || (mayOpenArea(access, 'licenses') && access.managedLicenseIds.includes(licenseId));
}

export type LicenseAccess = { kind: 'ok'; license: { id: number; type: string } } | { kind: 'not-found' } | { kind: 'forbidden' };

/**
 * A licence the viewer manages today (managedLicenseWhere). One they cannot see (no seat in it) is not found; one they
 * hold a seat in without managing it (or no longer) is forbidden. REST answers these 404 and 403, GraphQL NotFoundError and ForbiddenError.
 */
export async function managedLicense(db: Db, user: { id: number; role: string | null } | null, licenseId: number, now: Date): Promise<LicenseAccess> {
  const license = await db.license.findFirst({ where: { id: licenseId, AND: [visibleAccountRecords(user, now).license] }, select: { id: true, type: true } });
  if (!license) return { kind: 'not-found' };
  if (!(await db.license.count({ where: { id: license.id, AND: [managedLicenseWhere(user, now)] } }))) return { kind: 'forbidden' };
  return { kind: 'ok', license };
}
