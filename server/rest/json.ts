// The JSON shapes legacy clients expect (document 4 §5): snake_case, opaque ids, bare arrays and objects. Each shape
// is a zod schema (the routes declare it as their response, so Fastify serializes exactly it and the OpenAPI document
// describes it) with the function that maps a database row to it.
import { z } from 'zod';
import type { IdCodec } from '../app/ids.ts';
import { PASSWORD_MAX_LENGTH } from '../domain/accounts/passwords.ts';
import { contentFilePath } from '../domain/content/files.ts';
import { topicCardCache } from '../domain/search/topicIndex.ts';
import type { TopicWithAttachments } from '../domain/search/search.ts';
import type { Prisma } from '../db/generated/client.ts';

/** Model timestamps: ISO-8601 UTC with microseconds, e.g. 2024-05-01T10:00:00.000000Z. */
export const timestamp = (date: Date | null | undefined) => (date ? date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z') : null);
/** DATE columns: YYYY-MM-DD. */
export const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);

const Id = z.string().describe('An opaque id');
const NullableId = z.string().describe('An opaque id, or "" for none');
const Timestamp = z.string().nullable().describe('ISO-8601 UTC with microseconds');
const Day = z.string().describe('YYYY-MM-DD');
/** Stored JSON as it is (profile data, licence settings). */
const AnyJson = z.unknown();

/**
 * A yes or no of a legacy client, as Laravel's boolean and accepted rules take it: true, 1, '1', 'true', 'on', 'yes'
 * and false, 0, '0', 'false', 'off', 'no' (a form's checkbox and JSON alike); anything else fails validation.
 */
export const Flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on' || value === 'yes');

/** Passwords longer than the product allows still reach its own rule (and its answer), not a schema one. */
export const PASSWORD_WIRE_MAX = PASSWORD_MAX_LENGTH * 8;

export const MessageJson = z.object({ message: z.string() });
/** The answers of a route behind signedIn and a role check: 401 and 403 with a message. */
export const DenyJson = { 401: MessageJson, 403: MessageJson } as const;
export const ValidationErrorJson = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    status: z.string().optional(),
    retry_after: z.number().int().optional(),
  })
  .describe("Laravel's validation answer");
export const StatusJson = z.object({ status: z.string() });
export const EmptyJson = z.null().describe('An empty body');
export const RedirectJson = z.null().describe('A redirect (Location header)');

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

export const GroupJson = z.object({ id: Id, name: z.string(), is_active: z.boolean(), stream_id: NullableId });

interface GroupRow {
  id: number;
  name: string;
  isActive: boolean;
  streamId: number | null;
}

export const groupJson = (ids: IdCodec, g: GroupRow): z.infer<typeof GroupJson> => ({
  id: ids.encode(g.id),
  name: g.name,
  is_active: g.isActive,
  stream_id: ids.encodeNullable(g.streamId),
});

/** A group row as stored (PUT /api/groups/{g}), ids opaque. */
export const GroupRowJson = GroupJson.extend({ license_id: Id, created_at: Timestamp, updated_at: Timestamp });

export const groupRowJson = (ids: IdCodec, g: GroupRow & { licenseId: number; createdAt: Date; updatedAt: Date }): z.infer<typeof GroupRowJson> => ({
  ...groupJson(ids, g),
  license_id: ids.encode(g.licenseId),
  created_at: timestamp(g.createdAt),
  updated_at: timestamp(g.updatedAt),
});

export const LicenseJson = z.object({
  id: Id,
  type: z.string(),
  settings: AnyJson,
  begin: Day,
  end: Day,
  is_active: z.boolean(),
  brin_id: z.string().nullable(),
  description: z.string().nullable(),
  groups: z.array(GroupJson),
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

export const licenseJson = (ids: IdCodec, l: LicenseRow): z.infer<typeof LicenseJson> => ({
  id: ids.encode(l.id),
  type: l.type,
  settings: l.settings ?? {},
  begin: day(l.begin)!,
  end: day(l.end)!,
  is_active: l.isActive,
  brin_id: l.brinId,
  description: l.description,
  groups: l.groups.map((g) => groupJson(ids, g)),
});

export const PrivilegeJson = z.object({
  id: Id,
  action: z.string(),
  begin: Day,
  end: Day,
  settings: AnyJson,
  is_active: z.boolean(),
  object_id: Id,
  object_type: z.string(),
  ean: z.string().nullable(),
  use_group: z.boolean(),
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

export const privilegeJson = (ids: IdCodec, p: PrivilegeRow): z.infer<typeof PrivilegeJson> => ({
  id: ids.encode(p.id),
  action: p.action,
  begin: day(p.begin)!,
  end: day(p.end)!,
  settings: p.settings ?? {},
  is_active: p.isActive,
  object_id: ids.encode(p.objectId),
  object_type: p.objectType,
  ean: p.ean,
  use_group: p.useGroup,
});

export const SeatJson = z.object({
  id: Id,
  license_id: Id,
  role: z.enum(['docent', 'leerling']),
  is_active: z.boolean(),
  is_visible: z.boolean(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  token: z.null().describe('The invitation token is never sent: it is stored hashed and only ever mailed to the invitee.'),
});

interface SeatRow {
  id: number;
  licenseId: number;
  role: 'docent' | 'leerling';
  isActive: boolean;
  isVisible: boolean;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export const seatJson = (ids: IdCodec, s: SeatRow): z.infer<typeof SeatJson> => ({
  id: ids.encode(s.id),
  license_id: ids.encode(s.licenseId),
  role: s.role,
  is_active: s.isActive,
  is_visible: s.isVisible,
  email: s.email,
  first_name: s.firstName,
  last_name: s.lastName,
  token: null,
});

export const UserJson = z.object({
  id: Id,
  email: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  newsletter: z.union([z.literal(0), z.literal(1)]),
  switchable: z.boolean().describe("The caller's link equals this user's link"),
  data: AnyJson,
  created: Timestamp,
});

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

export const userJson = (ids: IdCodec, user: UserRow, viewerLink: string | null): z.infer<typeof UserJson> => ({
  id: ids.encode(user.id),
  email: user.email,
  full_name: `${user.firstName} ${user.lastName}`.trim(),
  first_name: user.firstName,
  last_name: user.lastName,
  role: user.role ?? '',
  newsletter: user.newsletter ? 1 : 0,
  switchable: user.link === viewerLink,
  data: profileDataJson(ids, user.data),
  created: timestamp(user.createdAt),
});

/** A seat with its licence, privileges and groups, as in GET /api/user. */
export const SeatWithLicenseJson = SeatJson.extend({ license: LicenseJson, privileges: z.array(PrivilegeJson), groups: z.array(GroupJson) });

export const UserWithSeatsJson = UserJson.extend({ seats: z.array(SeatWithLicenseJson) });

export function userWithSeatsJson(
  ids: IdCodec,
  user: UserRow & { seats: (SeatRow & { license: LicenseRow; privileges: PrivilegeRow[]; groups: { group: GroupRow }[] })[] },
  viewerLink: string | null,
): z.infer<typeof UserWithSeatsJson> {
  return {
    ...userJson(ids, user, viewerLink),
    seats: user.seats.map((seat) => ({
      ...seatJson(ids, seat),
      license: licenseJson(ids, seat.license),
      privileges: seat.privileges.map((p) => privilegeJson(ids, p)),
      groups: seat.groups.map((g) => groupJson(ids, g.group)),
    })),
  };
}

export const NamedJson = z.object({ id: Id, name: z.string() });

/** An attachment (figure, table image or appendix) with where to fetch it. */
export const AttachmentJson = z.object({ id: Id, name: z.string(), url: z.string(), path: z.string() });

export const attachmentJson = (ids: IdCodec, publicUrl: string, a: { id: number; name: string; file: { id: number; name: string } }): z.infer<typeof AttachmentJson> => {
  const path = contentFilePath(a.file);
  return { id: ids.encode(a.id), name: a.name, url: `${publicUrl}/${path}`, path };
};

/** The display cache of a topic (document 4 §5) with opaque ids; null when never computed. */
export const TopicCacheJson = z
  .object({
    examStatus: z.string(),
    examAnswers: z.boolean(),
    stream_id: Id,
    course: z.string(),
    course_id: Id,
    level: z.string(),
    level_id: Id,
    year: z.number().int(),
    term: z.number().int(),
    totalPoints: z.number().int(),
    weightedProportionValue: z.number().int().nullable(),
    questionCount: z.number().int(),
    questionsId: z.array(Id),
    totalTimeInMinutes: z.number().int(),
    questionTypes: z.array(z.object({ id: Id, name: z.string(), topics_count: z.null() })),
    tags: z.array(z.object({ id: Id, stream_id: z.string(), name: z.string() })),
    domains: z.array(z.object({ id: Id, name: z.string(), children: z.array(z.object({ id: Id, name: z.string(), topics_count: z.null() })), topics_count: z.null() })),
    methodologies: z.array(z.object({ id: Id, name: z.string() })),
    highlights: z.array(z.object({ id: Id, text: z.string() })),
  })
  .nullable();

export function topicCacheJson(ids: IdCodec, stored: unknown): z.infer<typeof TopicCacheJson> {
  if (!stored || typeof stored !== 'object') return null;
  const c = topicCardCache(stored);
  return {
    examStatus: c.examStatus,
    examAnswers: c.examAnswers,
    stream_id: ids.encode(c.stream_id),
    course: c.course,
    course_id: ids.encode(c.course_id),
    level: c.level,
    level_id: ids.encode(c.level_id),
    year: c.year,
    term: c.term,
    totalPoints: c.totalPoints,
    weightedProportionValue: c.weightedProportionValue,
    questionCount: c.questionCount,
    questionsId: c.questionsId.map((id) => ids.encode(id)),
    totalTimeInMinutes: c.totalTimeInMinutes,
    questionTypes: c.questionTypes.map((t) => ({ id: ids.encode(t.id), name: t.name, topics_count: null })),
    tags: c.tags.map((t) => ({ id: ids.encode(t.id), stream_id: '', name: t.name })),
    domains: c.domains.map((d) => ({
      id: ids.encode(d.id),
      name: d.name,
      children: d.children.map((s) => ({ id: ids.encode(s.id), name: s.name, topics_count: null })),
      topics_count: null,
    })),
    methodologies: c.methodologies.map((m) => ({ id: ids.encode(m.id), name: m.name })),
    highlights: c.highlights.map((h) => ({ id: ids.encode(h.id), text: h.text })),
  };
}

/** A topic card (search results): the Topic of document 4 §5 without exam and questions. */
export const TopicCardJson = z.object({
  id: Id,
  exam_id: Id,
  complexity: z.enum(['low', 'average', 'high']).nullable(),
  popularity: z.number(),
  name: z.string(),
  introduction: z.string().nullable(),
  position: z.number().int(),
  has_answers: z.union([z.literal(0), z.literal(1)]),
  attachments: z.array(AttachmentJson),
  cache: TopicCacheJson,
});

/** What a topic card reads from the database. */
export const topicCardSelect = {
  id: true,
  examId: true,
  complexity: true,
  popularity: true,
  name: true,
  introduction: true,
  position: true,
  hasAnswers: true,
  cache: true,
  attachments: {
    orderBy: [{ position: 'asc' }, { attachmentId: 'asc' }] as Prisma.TopicAttachmentOrderByWithRelationInput[],
    select: { attachment: { select: { id: true, name: true, file: { select: { id: true, name: true } } } } },
  },
} as const;

/** A topic as a card shows it: loaded with topicCardSelect, or by a search with its attachments (the domain's shape). */
export const topicCardJson = (ids: IdCodec, publicUrl: string, t: TopicWithAttachments): z.infer<typeof TopicCardJson> => ({
  id: ids.encode(t.id),
  exam_id: ids.encode(t.examId),
  complexity: t.complexity,
  popularity: t.popularity,
  name: t.name,
  introduction: t.introduction,
  position: t.position,
  has_answers: t.hasAnswers ? 1 : 0,
  attachments: t.attachments.map((a) => attachmentJson(ids, publicUrl, a.attachment)),
  cache: topicCacheJson(ids, t.cache),
});
