// The back-office's licences (document 3 §2 'Licence screens', §5 'Add students', document 4 §12, issue 47): the list
// for admins, a licence's fields with their side effects, deleting an unused seat and adding students. Who may do what
// is the licence rules of ../licensing/ (managedLicense: admins every licence, a licence manager only theirs); the list
// and the back-office screens are admin-only. Every change is one transaction with its audit entries; a refused
// change writes nothing.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { ACTIONS, mayOpenArea, type Access } from '../access/grants.ts';
import { emailIssue, normalizeEmail } from '../accounts/auth.ts';
import { consumeRate } from '../accounts/throttle.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { managedLicense } from '../licensing/access.ts';
import { managedSeat, SEAT_NAME_MAX, INVITES_PER_SENDER_HOUR } from '../licensing/seats.ts';
import { newInvitation, sendInvitationMail } from '../licensing/invitations.ts';
import { GROUP_NAME_MAX } from '../licensing/groups.ts';
import { nextFirstOfAugust } from '../licensing/period.ts';
import { TRIAL_LICENSE_TYPE } from '../signup/catalogue.ts';

export const LICENSE_TYPE_MAX = 255;
export const LICENSE_DESCRIPTION_MAX = 255;
/** The most students one request adds (the screen's count, or the entries of POST /api/create-leerlingen). */
export const STUDENTS_PER_REQUEST_MAX = 500;
/** The back-office list's page ('Meer laden' loads the next). */
export const LICENSE_PAGE = 25;
export const LICENSE_SEARCH_MAX = 200;

/** The licence types the product knows (document 3 §3, document 4 §14); any other shows 'onbekend type'. */
export const KNOWN_LICENSE_TYPES = ['proeflicentie', 'leerlinglicentie', 'schoollicentie', 'docentlicentie', 'boom'] as const;

/** A trial licence: 'proeflicentie' and its variants per subject ('proeflicentie-wiskunde-a-havo', …). */
export const isTrialType = (type: string): boolean => type === TRIAL_LICENSE_TYPE || type.startsWith(`${TRIAL_LICENSE_TYPE}-`);

export const isKnownLicenseType = (type: string): boolean => isTrialType(type) || (KNOWN_LICENSE_TYPES as readonly string[]).includes(type);

/** The prefix of a trial's set-making privilege ('beperkt opgavensets samenstellen'). */
const LIMITED_PREFIX = 'beperkt ';

const amsterdamDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the Netherlands as a calendar day (midnight UTC, as DATE columns hold it). */
export function amsterdamToday(now: Date): Date {
  return new Date(`${amsterdamDay.format(now)}T00:00:00.000Z`);
}

/** 'VERLOPEN': the licence's end is before today (Europe/Amsterdam). */
export const isLicenseExpired = (license: { end: Date }, now: Date): boolean => license.end.getTime() < amsterdamToday(now).getTime();

/** A DATE as the audit log and REST write it: 'YYYY-MM-DD'. */
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The admin-only screens (list, licence screen) and the GraphQL fields behind them. */
export const mayAdministerLicenses = (access: Pick<Access, 'role'>): boolean => mayOpenArea(access, 'adminOnly');

// ── The list ──

/** What the list's search matches: description, type, school id, the owner's school, or a seat's e-mail address. */
export function licenseSearchWhere(search: string | null | undefined): Prisma.LicenseWhereInput {
  const text = search?.trim().slice(0, LICENSE_SEARCH_MAX);
  if (!text) return {};
  const contains = { contains: text, mode: 'insensitive' as const };
  return {
    OR: [{ description: contains }, { type: contains }, { brinId: contains }, { seats: { some: { email: contains } } }, { seats: { some: { user: { email: contains } } } }],
  };
}

/** The list's order: the newest licence first. */
export const ADMIN_LICENSE_ORDER: Prisma.LicenseOrderByWithRelationInput[] = [{ id: 'desc' }];

// ── A licence's fields ──

export interface LicenseFields {
  type: string;
  begin: Date;
  end: Date;
  isActive: boolean;
  description: string | null;
}

export type UpdateLicenseInput = { licenseId: number; type: string; begin: Date; end: Date; isActive?: boolean | null; description?: string | null };
export type UpdateLicenseResult = { kind: 'ok'; licenseId: number; upgradedPrivileges: number; movedPrivileges: number } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;

const validDate = (date: Date) => date instanceof Date && !Number.isNaN(date.getTime());

function checkLicenseFields(input: { type: string; begin: Date; end: Date; description?: string | null }, errors: FieldErrors): void {
  addIssue(errors, 'type', textIssue(input.type, LICENSE_TYPE_MAX, true));
  if (!validDate(input.begin)) addIssue(errors, 'begin', { code: 'invalid' });
  if (!validDate(input.end)) addIssue(errors, 'end', { code: 'invalid' });
  else if (validDate(input.begin) && input.end.getTime() < input.begin.getTime()) addIssue(errors, 'end', { code: 'notAllowed' });
  if (input.description !== undefined) addIssue(errors, 'description', textIssue(input.description, LICENSE_DESCRIPTION_MAX, false));
}

const licenseValues = (l: LicenseFields) => ({ type: l.type, begin: dayText(l.begin), end: dayText(l.end), isActive: l.isActive, description: l.description });

/**
 * Saves a licence's type, begin, end, 'actief' and description (document 4 §12 PUT /api/licenses/{l}), with its side
 * effects in the same transaction: a new type that is not a trial turns every 'beperkt X' privilege of the licence's
 * seats into 'X'; a new end becomes every seat privilege's end. A licence manager may save their own licence's
 * description but not its type, period or 'actief' (a trial's manager would otherwise make it a school licence for a
 * year): those stay the admins'. Every changed record is audited with its old and new values.
 */
export async function updateLicense(ctx: AppContext, input: UpdateLicenseInput): Promise<UpdateLicenseResult> {
  const user = ctx.actor.user;
  if (!user) return { kind: 'forbidden' };
  const found = await managedLicense(ctx.db, user, input.licenseId, ctx.now);
  if (found.kind !== 'ok') return found;
  const errors: FieldErrors = {};
  checkLicenseFields(input, errors);
  if (hasErrors(errors)) return invalid(errors);
  const type = input.type.trim();
  const description = input.description === undefined ? undefined : input.description?.trim() || null;
  const admin = user.role === 'admin';

  return transact(ctx, async ({ db, audit }) => {
    // One save of a licence at a time: the side effects follow the licence as this save finds it.
    await db.$queryRaw`SELECT id FROM licenses WHERE id = ${found.license.id} FOR UPDATE`;
    const before = await db.license.findUniqueOrThrow({ where: { id: found.license.id }, select: { type: true, begin: true, end: true, isActive: true, description: true } });
    const after: LicenseFields = {
      type,
      begin: input.begin,
      end: input.end,
      isActive: input.isActive ?? before.isActive,
      description: description === undefined ? before.description : description,
    };
    if (!admin) {
      for (const field of ['type', 'begin', 'end', 'isActive'] as const) {
        if (licenseValues(before)[field] !== licenseValues(after)[field]) addIssue(errors, field, { code: 'notAllowed' });
      }
      if (hasErrors(errors)) return invalid(errors);
    }
    await db.license.update({ where: { id: found.license.id }, data: after });
    await audit.updated({ type: 'license', id: found.license.id, before: licenseValues(before), after: licenseValues(after) });

    let upgradedPrivileges = 0;
    if (before.type !== after.type && !isTrialType(after.type)) {
      const limited = await db.privilege.findMany({
        where: { seat: { licenseId: found.license.id }, action: { startsWith: LIMITED_PREFIX } },
        select: { id: true, action: true },
        orderBy: { id: 'asc' },
      });
      for (const p of limited) {
        const action = p.action.slice(LIMITED_PREFIX.length);
        await db.privilege.update({ where: { id: p.id }, data: { action } });
        await audit.updated({ type: 'privilege', id: p.id, before: { action: p.action }, after: { action } });
      }
      upgradedPrivileges = limited.length;
    }

    let movedPrivileges = 0;
    if (before.end.getTime() !== after.end.getTime()) {
      const moving = await db.privilege.findMany({
        where: { seat: { licenseId: found.license.id }, NOT: { end: after.end } },
        select: { id: true, end: true },
        orderBy: { id: 'asc' },
      });
      if (moving.length) await db.privilege.updateMany({ where: { id: { in: moving.map((p) => p.id) } }, data: { end: after.end } });
      for (const p of moving) await audit.updated({ type: 'privilege', id: p.id, before: { end: dayText(p.end) }, after: { end: dayText(after.end) } });
      movedPrivileges = moving.length;
    }
    return { kind: 'ok', licenseId: found.license.id, upgradedPrivileges, movedPrivileges } as const;
  });
}

// ── A new licence ──

export type CreateLicenseInput = { type: string; begin?: Date | null; end?: Date | null; description?: string | null };
export type CreateLicenseResult = { kind: 'ok'; licenseId: number } | { kind: 'forbidden' } | Invalid;

/** The default period of a new licence (document 4 §14): from today until the next 1 August. */
export function defaultLicensePeriod(now: Date): { begin: Date; end: Date } {
  const begin = amsterdamToday(now);
  return { begin, end: nextFirstOfAugust(begin) };
}

/** Makes a licence without seats (admins only); begin defaults to today, end to the next 1 August. */
export async function createLicense(ctx: AppContext, input: CreateLicenseInput): Promise<CreateLicenseResult> {
  if (!mayAdministerLicenses(await ctx.actor.access())) return { kind: 'forbidden' };
  const period = defaultLicensePeriod(ctx.now);
  const fields = { type: input.type, begin: input.begin ?? period.begin, end: input.end ?? period.end, description: input.description ?? null };
  const errors: FieldErrors = {};
  checkLicenseFields(fields, errors);
  if (hasErrors(errors)) return invalid(errors);
  const data: LicenseFields = { type: fields.type.trim(), begin: fields.begin, end: fields.end, isActive: true, description: fields.description?.trim() || null };
  return transact(ctx, async ({ db, audit }) => {
    const license = await db.license.create({ data, select: { id: true } });
    await audit.created({ type: 'license', id: license.id, values: licenseValues(data) });
    return { kind: 'ok', licenseId: license.id } as const;
  });
}

// ── Seats ──

export type DeleteSeatResult = { kind: 'ok'; seatId: number; licenseId: number } | { kind: 'forbidden' } | { kind: 'not-found' } | { kind: 'not-in-license' } | { kind: 'in-use' };

/**
 * Deletes a seat with its group links and privileges (document 4 §12 DELETE /api/licenses/{l}/{seat}) — only a seat
 * with no user and no e-mail address (document 3 §4); one that has either is 'in-use' and stays.
 */
export async function deleteSeat(ctx: AppContext, input: { seatId: number; licenseId?: number }): Promise<DeleteSeatResult> {
  const user = ctx.actor.user;
  if (!user) return { kind: 'forbidden' };
  const found = await managedSeat(ctx.db, user, input.seatId, ctx.now, input.licenseId);
  if (found.kind !== 'ok') return found;
  return transact(ctx, async ({ db, audit }) => {
    // Locked: a save that gives the seat an address or a user waits, and then finds it gone.
    const [seat] = await db.$queryRaw<{ id: number }[]>`SELECT id FROM seats WHERE id = ${found.seat.id} FOR UPDATE`;
    if (!seat) return { kind: 'not-found' } as const;
    const row = await db.seat.findUniqueOrThrow({
      where: { id: found.seat.id },
      select: {
        id: true,
        licenseId: true,
        role: true,
        userId: true,
        email: true,
        firstName: true,
        lastName: true,
        isActive: true,
        isVisible: true,
        groups: { select: { groupId: true } },
        privileges: { select: { id: true, action: true, objectType: true, objectId: true } },
      },
    });
    if (row.userId !== null || row.email) return { kind: 'in-use' } as const;
    await db.seat.delete({ where: { id: row.id } });
    for (const p of row.privileges) await audit.deleted({ type: 'privilege', id: p.id, values: { seatId: row.id, action: p.action, objectType: p.objectType, objectId: p.objectId } });
    await audit.deleted({
      type: 'seat',
      id: row.id,
      values: {
        licenseId: row.licenseId,
        role: row.role,
        firstName: row.firstName,
        lastName: row.lastName,
        isActive: row.isActive,
        isVisible: row.isVisible,
        groupIds: row.groups.map((g) => g.groupId),
      },
    });
    return { kind: 'ok', seatId: row.id, licenseId: row.licenseId } as const;
  });
}

// ── Adding students ──

export interface NewStudent {
  licenseId: number;
  /** The group's name: an existing group of the licence, or a new one made with it. */
  group: string;
  streamIds: readonly number[];
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export type CreateStudentsResult = { kind: 'ok'; seatIds: number[]; createdGroupIds: number[]; invited: number } | { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;

const clean = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * The licence's group named `name` (trimmed), made when new — once even when two requests race (ON CONFLICT: the later
 * takes the one made) — with 'groepen beheren' on it for the licence's teacher seats, all audited. Adding students and
 * importing them (./importStudents.ts) both go through here, in their own transaction.
 */
export async function ensureStudentGroup(tx: Pick<AppContext, 'db' | 'audit' | 'now'>, license: { id: number; begin: Date; end: Date }, name: string): Promise<{ id: number; created: boolean }> {
  const { db, audit, now } = tx;
  const made = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO groups (license_id, name, is_active, created_at, updated_at) VALUES (${license.id}, ${name}, true, ${now}, ${now})
    ON CONFLICT (license_id, name) DO NOTHING RETURNING id`;
  if (!made[0]) {
    const existing = await db.group.findUniqueOrThrow({ where: { licenseId_name: { licenseId: license.id, name } }, select: { id: true } });
    return { id: existing.id, created: false };
  }
  const groupId = made[0].id;
  await audit.created({ type: 'group', id: groupId, values: { licenseId: license.id, name } });
  const teachers = await db.seat.findMany({ where: { licenseId: license.id, role: 'docent' }, select: { id: true }, orderBy: { id: 'asc' } });
  for (const teacher of teachers) {
    const p = await db.privilege.create({
      data: { seatId: teacher.id, action: ACTIONS.manageGroups, objectType: 'group', objectId: groupId, begin: license.begin, end: license.end },
      select: { id: true },
    });
    await audit.created({
      type: 'privilege',
      id: p.id,
      values: { seatId: teacher.id, action: ACTIONS.manageGroups, objectType: 'group', objectId: groupId, begin: dayText(license.begin), end: dayText(license.end) },
    });
  }
  return { id: groupId, created: true };
}

/**
 * Adds student seats (document 4 §12 POST /api/create-leerlingen, document 3 §5 'Add students'), all or none: each
 * in a group of its licence named by `group` (made when new, once even when two requests race, with 'groepen beheren'
 * for the licence's teacher seats), with 'oefensets uitvoeren' on each stream for the licence's period. Every licence
 * named must be one the caller manages. A seat with an e-mail address and a first name is invited by e-mail once all
 * is saved, as a seat saved on /licenties is.
 */
export async function createStudents(ctx: AppContext, input: { seats: readonly NewStudent[] }): Promise<CreateStudentsResult> {
  const user = ctx.actor.user;
  if (!user) return { kind: 'forbidden' };
  const errors: FieldErrors = {};
  if (!input.seats.length) return invalid({ seats: [{ code: 'required' }] });
  if (input.seats.length > STUDENTS_PER_REQUEST_MAX) return invalid({ seats: [{ code: 'tooMany', max: STUDENTS_PER_REQUEST_MAX }] });

  const licenseIds = [...new Set(input.seats.map((s) => s.licenseId))];
  for (const licenseId of licenseIds) {
    const found = await managedLicense(ctx.db, user, licenseId, ctx.now);
    if (found.kind !== 'ok') return found;
  }
  const streamIds = [...new Set(input.seats.flatMap((s) => s.streamIds))];
  const known = new Set((await ctx.db.stream.findMany({ where: { id: { in: streamIds } }, select: { id: true } })).map((s) => s.id));
  const entries = input.seats.map((s, index) => {
    const at = (field: string) => ['seats', index, field];
    addIssue(errors, at('group'), textIssue(s.group, GROUP_NAME_MAX, true));
    if (!s.streamIds.length) addIssue(errors, at('streams'), { code: 'required' });
    s.streamIds.forEach((id, i) => addIssue(errors, ['seats', index, 'streams', i], known.has(id) ? null : { code: 'unknownId' }));
    addIssue(errors, at('firstName'), textIssue(s.firstName, SEAT_NAME_MAX, false));
    addIssue(errors, at('lastName'), textIssue(s.lastName, SEAT_NAME_MAX, false));
    const email = clean(s.email);
    if (email) addIssue(errors, at('email'), emailIssue(email));
    return {
      ...s,
      group: s.group.trim(),
      streamIds: [...new Set(s.streamIds)],
      email: email && !emailIssue(email) ? normalizeEmail(email) : null,
      firstName: clean(s.firstName),
      lastName: clean(s.lastName),
    };
  });
  const seen = new Set<string>();
  entries.forEach((e, index) => {
    if (!e.email) return;
    const key = `${e.licenseId}|${e.email}`;
    if (seen.has(key)) addIssue(errors, ['seats', index, 'email'], { code: 'taken' });
    seen.add(key);
  });
  if (hasErrors(errors)) return invalid(errors);

  const outcome = await transact(ctx, async ({ db, audit, now }) => {
    const licenses = new Map((await db.license.findMany({ where: { id: { in: licenseIds } }, select: { id: true, begin: true, end: true, description: true } })).map((l) => [l.id, l]));
    // An address that has a seat in its licence already is refused: one seat per address and licence.
    for (const [index, e] of entries.entries()) {
      if (e.email && (await db.seat.count({ where: { licenseId: e.licenseId, email: e.email } }))) addIssue(errors, ['seats', index, 'email'], { code: 'taken' });
    }
    if (hasErrors(errors)) return invalid(errors);

    const groups = new Map<string, number>();
    const createdGroupIds: number[] = [];
    for (const e of entries) {
      const key = `${e.licenseId}|${e.group}`;
      if (groups.has(key)) continue;
      const made = await ensureStudentGroup({ db, audit, now }, licenses.get(e.licenseId)!, e.group);
      if (made.created) createdGroupIds.push(made.id);
      groups.set(key, made.id);
    }

    const teacherLicenses = new Set(
      (await db.seat.findMany({ where: { licenseId: { in: licenseIds }, role: 'docent' }, select: { licenseId: true }, distinct: ['licenseId'] })).map((s) => s.licenseId),
    );
    const seatIds: number[] = [];
    const invitations: { to: string; firstName: string; token: string; expiresAt: Date; licenseDescription: string | null }[] = [];
    for (const e of entries) {
      const license = licenses.get(e.licenseId)!;
      const groupId = groups.get(`${e.licenseId}|${e.group}`)!;
      const invite = !!e.email && !!e.firstName && teacherLicenses.has(e.licenseId);
      if (invite) {
        const wait = await consumeRate(db, 'invite-sender', String(user.id), INVITES_PER_SENDER_HOUR, 3600, now);
        if (wait > 0) return invalid({ seats: [{ code: 'rateLimited', seconds: wait }] });
      }
      const invitation = invite ? newInvitation(now) : null;
      const seat = await db.seat.create({
        data: {
          licenseId: e.licenseId,
          role: 'leerling',
          email: e.email,
          firstName: e.firstName,
          lastName: e.lastName,
          ...(invitation ? { inviteTokenHash: invitation.tokenHash, inviteExpiresAt: invitation.expiresAt } : {}),
          groups: { create: { groupId } },
        },
        select: { id: true },
      });
      await audit.created({ type: 'seat', id: seat.id, values: { licenseId: e.licenseId, role: 'leerling', email: e.email, firstName: e.firstName, lastName: e.lastName, groupIds: [groupId] } });
      for (const streamId of e.streamIds) {
        const values = { seatId: seat.id, action: ACTIONS.practice, objectType: 'stream' as const, objectId: streamId, begin: license.begin, end: license.end };
        const p = await db.privilege.create({ data: values, select: { id: true } });
        await audit.created({ type: 'privilege', id: p.id, values: { ...values, begin: dayText(license.begin), end: dayText(license.end) } });
      }
      seatIds.push(seat.id);
      if (invitation) invitations.push({ to: e.email!, firstName: e.firstName!, token: invitation.token, expiresAt: invitation.expiresAt, licenseDescription: license.description });
    }
    return { kind: 'ok' as const, seatIds, createdGroupIds, invitations };
  });
  if (outcome.kind !== 'ok') return outcome;
  const inviter = `${user.firstName} ${user.lastName}`.trim() || null;
  for (const invitation of outcome.invitations) await sendInvitationMail(ctx.mailer, ctx.publicUrl, { ...invitation, inviter });
  return { kind: 'ok', seatIds: outcome.seatIds, createdGroupIds: outcome.createdGroupIds, invited: outcome.invitations.length };
}

/**
 * 'Leerlingen toevoegen' on the licence screen: `count` empty student seats in one group with the chosen streams.
 * The screen's three rules (document 3 §5): a subject ('streamIds'), a group ('group'), a count of at least 1 ('count').
 */
export async function addStudents(ctx: AppContext, input: { licenseId: number; group: string; streamIds: readonly number[]; count: number }): Promise<CreateStudentsResult> {
  const errors: FieldErrors = {};
  if (!input.streamIds.length) addIssue(errors, 'streamIds', { code: 'required' });
  addIssue(errors, 'group', textIssue(input.group, GROUP_NAME_MAX, true));
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > STUDENTS_PER_REQUEST_MAX) addIssue(errors, 'count', { code: 'invalid' });
  if (hasErrors(errors)) {
    // Ownership first: a caller who may not manage the licence learns nothing of the rules.
    const user = ctx.actor.user;
    if (!user) return { kind: 'forbidden' };
    const found = await managedLicense(ctx.db, user, input.licenseId, ctx.now);
    return found.kind === 'ok' ? invalid(errors) : found;
  }
  const result = await createStudents(ctx, { seats: Array.from({ length: input.count }, () => ({ licenseId: input.licenseId, group: input.group, streamIds: input.streamIds })) });
  if (result.kind !== 'invalid') return result;
  // The entries' issues as the screen's fields: seats.0.streams.1 → streamIds.
  const fields: FieldErrors = {};
  for (const [path, issues] of Object.entries(result.errors)) {
    const field = path.split('.')[2];
    const key = field === 'streams' ? 'streamIds' : field === 'group' ? 'group' : 'count';
    fields[key] ??= issues;
  }
  return invalid(fields);
}

/** The licence screen's seat list and the list's rows read through these. */
export function adminLicenseGroups(db: Db, licenseId: number) {
  return db.group.findMany({ where: { licenseId }, orderBy: { name: 'asc' } });
}
