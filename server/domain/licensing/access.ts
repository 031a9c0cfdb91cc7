// Who may manage a licence and its seats: an admin, or a teacher ('licentie beheren' in force on that licence, role
// docent — the 'licenses' area). Whoever holds a seat in a licence may see that it exists (visibleAccountRecords);
// only its managers see and change its seats, invite people and make demo students. The legacy API let any signed-in
// user read and change any licence and its invitation tokens (document 4 §15): every licence route and field asks here.
import type { Db } from '../../db/database.ts';
import { mayOpenArea, visibleAccountRecords, type Access } from '../access/grants.ts';

export function mayManageLicense(access: Access, licenseId: number): boolean {
  return access.role === 'admin' || (mayOpenArea(access, 'licenses') && access.managedLicenseIds.includes(licenseId));
}

export type LicenseAccess = { kind: 'ok'; license: { id: number; type: string } } | { kind: 'not-found' } | { kind: 'forbidden' };

/**
 * A licence the viewer manages. One they cannot see (no seat in it) is not found; one they hold a seat in without
 * managing it is forbidden. REST answers these 404 and 403, GraphQL NotFoundError and ForbiddenError.
 */
export async function managedLicense(db: Db, user: { id: number; role: string | null } | null, access: Access, licenseId: number): Promise<LicenseAccess> {
  const license = await db.license.findFirst({ where: { id: licenseId, AND: [visibleAccountRecords(user).license] }, select: { id: true, type: true } });
  if (!license) return { kind: 'not-found' };
  if (!mayManageLicense(access, license.id)) return { kind: 'forbidden' };
  return { kind: 'ok', license };
}
