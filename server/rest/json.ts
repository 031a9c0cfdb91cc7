// The JSON shapes legacy clients expect (document 4 §5): snake_case, opaque ids, bare arrays and objects.
import type { IdCodec } from './ids.ts';

/** Model timestamps: ISO-8601 UTC with microseconds, e.g. 2024-05-01T10:00:00.000000Z. */
export const timestamp = (date: Date | null | undefined) => (date ? date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z') : null);
/** DATE columns: YYYY-MM-DD. */
export const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);

/**
 * The stored profile data (users.data) as legacy clients read it: the chosen groups (use_groups) are database ids
 * in storage and opaque ids on the wire, like every other id.
 */
export function profileDataJson(ids: IdCodec, data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('use_groups' in data)) return data ?? null;
  const useGroups = (data as { use_groups: unknown }).use_groups;
  return {
    ...data,
    use_groups: Array.isArray(useGroups) ? useGroups.filter((id): id is number => Number.isSafeInteger(id)).map((id) => ids.encode(id)) : [],
  };
}

interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
  newsletter: boolean;
  link: string | null;
  data: unknown;
  createdAt: Date;
}

export function userJson(ids: IdCodec, user: UserRow, viewerLink: string | null, extra: { seats?: unknown[] } = {}) {
  return {
    id: ids.encode(user.id),
    email: user.email,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role ?? '',
    newsletter: user.newsletter ? 1 : 0,
    switchable: user.link === viewerLink,
    ...extra,
    data: profileDataJson(ids, user.data),
    created: timestamp(user.createdAt),
  };
}

interface GroupRow {
  id: number;
  name: string;
  isActive: boolean;
  streamId: number | null;
}

export const groupJson = (ids: IdCodec, g: GroupRow, extra: Record<string, unknown> = {}) => ({
  id: ids.encode(g.id),
  name: g.name,
  is_active: g.isActive,
  stream_id: ids.encodeNullable(g.streamId),
  ...extra,
});

interface LicenseRow {
  id: number;
  type: string;
  settings: unknown;
  begin: Date;
  end: Date;
  isActive: boolean;
  brinId: string | null;
  description: string | null;
  groups: GroupRow[];
}

export const licenseJson = (ids: IdCodec, l: LicenseRow, extra: Record<string, unknown> = {}) => ({
  id: ids.encode(l.id),
  type: l.type,
  settings: l.settings ?? {},
  begin: day(l.begin),
  end: day(l.end),
  is_active: l.isActive,
  brin_id: l.brinId,
  description: l.description,
  groups: l.groups.map((g) => groupJson(ids, g)),
  ...extra,
});

interface PrivilegeRow {
  id: number;
  action: string;
  begin: Date;
  end: Date;
  settings: unknown;
  isActive: boolean;
  objectId: number;
  objectType: string;
  ean: string | null;
  useGroup: boolean;
}

export const privilegeJson = (ids: IdCodec, p: PrivilegeRow) => ({
  id: ids.encode(p.id),
  action: p.action,
  begin: day(p.begin),
  end: day(p.end),
  settings: p.settings ?? {},
  is_active: p.isActive,
  object_id: ids.encode(p.objectId),
  object_type: p.objectType,
  ean: p.ean,
  use_group: p.useGroup,
});

interface SeatRow {
  id: number;
  licenseId: number;
  role: string;
  isActive: boolean;
  isVisible: boolean;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The invitation token is never sent: it is stored hashed and only ever mailed to the invitee. */
export const seatJson = (ids: IdCodec, s: SeatRow, extra: Record<string, unknown> = {}) => ({
  id: ids.encode(s.id),
  license_id: ids.encode(s.licenseId),
  role: s.role,
  is_active: s.isActive,
  is_visible: s.isVisible,
  email: s.email,
  first_name: s.firstName,
  last_name: s.lastName,
  token: null,
  ...extra,
});
