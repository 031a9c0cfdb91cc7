// Profile data (Profielgegevens), onboarding steps and a student's group choice. Every command validates the whole
// request first and then writes in one transaction: a refused request changes nothing.
import { profileKind } from '../../../shared/accounts/profileKind.ts';
import type { Db } from '../../db/database.ts';
import { transact, type AppContext } from '../context.ts';
import { LEVELS } from '../content/catalogue.ts';
import { ACTIONS, type Role } from '../access/grants.ts';
import { today } from '../licensing/period.ts';
import { z } from 'zod';
import { hasErrors, invalid, REQUIRED, type FieldErrors, type Invalid, type Issue } from '../errors.ts';
import { checked, collect, textField } from '../validation.ts';

export const GRADES: readonly string[] = LEVELS.flatMap((l) => l.grades);
/** Names, school and place: the length of a sane text column. */
export const PROFILE_TEXT_MAX = 255;
/** The extra keys legacy clients keep in a user's data object: at most this many bytes as JSON. */
export const PROFILE_DATA_MAX_BYTES = 8192;
/** A partner licence: its teachers name the classes they teach. */
export const PUBLISHER_LICENSE = 'boom';

export interface ProfileData {
  school?: string;
  place?: string;
  course?: string;
  grade?: string;
  onboarding?: { step1?: string; step2?: string };
  manage_groups?: string[];
  use_groups?: number[];
  [key: string]: unknown;
}

/** Keys of the data object the product itself maintains; a client cannot set them directly. */
const OWN_KEYS = new Set(['school', 'place', 'course', 'grade', 'onboarding', 'manage_groups', 'use_groups']);

export interface ProfileInput {
  firstName: string;
  lastName: string;
  newsletter: boolean;
  school?: string | null;
  place?: string | null;
  course?: string | null;
  grade?: string | null;
  /** Teachers with a school-code (BRIN) licence: the classes (group names) they teach. */
  manageGroups?: string[] | null;
}

export function profileData(data: unknown): ProfileData {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as ProfileData) : {};
}

/** Has the user filled in profile data (onboarding step 1)? */
export function hasProfile(data: unknown): boolean {
  return Object.keys(profileData(data)).some((k) => k !== 'onboarding');
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The profile as the screens show it. */
export function profileView(data: unknown) {
  const d = profileData(data);
  return {
    school: text(d.school),
    place: text(d.place),
    course: text(d.course),
    grade: text(d.grade),
    manageGroups: Array.isArray(d.manage_groups) ? d.manage_groups.map(String) : [],
    onboarding: { step1: d.onboarding?.step1 === 'finished', step2: d.onboarding?.step2 === 'finished' },
  };
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/** One of a list (a course, a grade): required, and else `unknown` when the list does not hold it. */
const oneOf = (values: readonly string[], unknown: Issue) => checked(z.string().nullish(), (value) => (blank(value) ? REQUIRED : values.includes(value!) ? null : unknown));

/** The rules of documents 1 §5 and 2 §5 for a role: a teacher names a school and place, a student a course and grade. */
export function profileSchema(role: Role | null, options: { publisherLicence: boolean; courses: readonly string[] }) {
  const teacher = profileKind(role) === 'teacher';
  const student = profileKind(role) === 'student';
  return z.object({
    firstName: textField(PROFILE_TEXT_MAX, { required: true }),
    lastName: textField(PROFILE_TEXT_MAX, { required: true }),
    school: textField(PROFILE_TEXT_MAX, { required: teacher }),
    place: textField(PROFILE_TEXT_MAX, { required: teacher }),
    // The list answers as one field, as it always has (manage_groups, not manage_groups.3): the form shows one hint.
    manageGroups: checked(z.array(z.string()).nullish(), (names) => {
      if (teacher && options.publisherLicence && !names?.length) return { code: 'chooseClass' };
      return names?.some((name) => name.length > PROFILE_TEXT_MAX) ? { code: 'tooLong', max: PROFILE_TEXT_MAX } : null;
    }),
    course: student ? oneOf(options.courses, { code: 'unknownCourse' }) : textField(PROFILE_TEXT_MAX),
    grade: student ? oneOf(GRADES, { code: 'unknownGrade' }) : textField(PROFILE_TEXT_MAX),
  });
}

/** The profile's issues by field, in the form's order; none when it may be saved. */
export function validateProfile(role: Role | null, input: ProfileInput, options: { publisherLicence: boolean; courses: readonly string[] }): FieldErrors {
  const errors: FieldErrors = {};
  collect(profileSchema(role, options), input, errors);
  return errors;
}

/** The user's seat on a licence with a school code (BRIN), if any: groups and classes are chosen there. */
async function brinSeat(db: Db, userId: number, now: Date) {
  return db.seat.findFirst({
    where: { userId, isActive: true, license: { isActive: true, brinId: { not: null }, end: { gt: today(now) } } },
    orderBy: { id: 'desc' },
    include: { license: { select: { id: true, type: true, begin: true, end: true } } },
  });
}

type BrinSeat = NonNullable<Awaited<ReturnType<typeof brinSeat>>>;

/** Nobody signed in changes no profile: the commands refuse (both interfaces ask for a session first, so neither meets it). */
export type SignedOut = { kind: 'forbidden' };

/** The user whose profile a command changes: the acting one, with their role. */
function actingUser(ctx: AppContext): { id: number; role: Role | null } | null {
  const user = ctx.actor.user;
  return user ? { id: user.id, role: user.role as Role | null } : null;
}

export type SaveProfileResult = { kind: 'ok' } | Invalid | SignedOut;

/** Saves the acting user's profile; for a teacher it also finishes onboarding step 1. */
export async function saveProfile(ctx: AppContext, input: ProfileInput): Promise<SaveProfileResult> {
  const user = actingUser(ctx);
  if (!user) return { kind: 'forbidden' };
  return transact(ctx, async ({ db: tx, now }) => {
    const plan = await planProfile(tx, user, input, now);
    if (plan.kind === 'invalid') return plan;
    const current = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { data: true } });
    const data = await applyProfile(tx, user, input, plan.seat, profileData(current.data), now);
    await tx.user.update({
      where: { id: user.id },
      data: { firstName: input.firstName.trim(), lastName: input.lastName.trim(), newsletter: input.newsletter, data: data as object },
    });
    return { kind: 'ok' as const };
  });
}

async function planProfile(db: Db, user: { id: number; role: Role | null }, input: ProfileInput, now: Date): Promise<Invalid | { kind: 'ok'; seat: BrinSeat | null }> {
  const seat = await brinSeat(db, user.id, now);
  const courses = (await db.course.findMany({ select: { name: true } })).map((c) => c.name);
  const errors = validateProfile(user.role, input, { publisherLicence: seat?.license.type === PUBLISHER_LICENSE, courses });
  return hasErrors(errors) ? invalid(errors) : { kind: 'ok', seat };
}

/** The user's data object with the profile applied, and the classes granted on their school-code licence. */
async function applyProfile(tx: Db, user: { id: number; role: Role | null }, input: ProfileInput, seat: BrinSeat | null, current: ProfileData, now: Date) {
  const data = { ...current };
  const trimmed = (v: string | null | undefined) => (v ?? '').trim();
  if (profileKind(user.role) === 'teacher') {
    data.school = trimmed(input.school);
    data.place = trimmed(input.place);
    data.onboarding = { ...data.onboarding, step1: 'finished' };
  }
  if (user.role === 'leerling') {
    data.course = trimmed(input.course);
    data.grade = trimmed(input.grade);
  }
  if (seat && input.manageGroups) data.manage_groups = await grantManagedGroups(tx, seat, input.manageGroups, now);
  return data;
}

/** 'groepen beheren' on each named group of the licence (school-code licences: a teacher picks their classes). */
async function grantManagedGroups(db: Db, seat: BrinSeat, names: string[], now: Date): Promise<string[]> {
  const groups = await db.group.findMany({ where: { licenseId: seat.license.id, name: { in: names } } });
  const existing = await db.privilege.findMany({ where: { seatId: seat.id, action: ACTIONS.manageGroups, objectType: 'group' } });
  const have = new Set(existing.map((p) => p.objectId));
  const missing = groups.filter((g) => !have.has(g.id));
  if (missing.length) {
    await db.privilege.createMany({
      data: missing.map((g) => ({ seatId: seat.id, action: ACTIONS.manageGroups, objectType: 'group' as const, objectId: g.id, begin: today(now), end: seat.license.end })),
    });
  }
  return groups.map((g) => g.name);
}

/** Marks onboarding step 1 or 2 of the acting user finished. */
export async function finishOnboardingStep(ctx: AppContext, input: { step: number }): Promise<{ kind: 'ok' } | Invalid | SignedOut> {
  const { step } = input;
  const userId = ctx.actor.user?.id;
  if (userId === undefined) return { kind: 'forbidden' };
  if (step !== 1 && step !== 2) return invalid({ step: [{ code: 'notAllowed' }] });
  return transact(ctx, async ({ db: tx }) => {
    const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { data: true } });
    const data = { ...profileData(current.data) };
    data.onboarding = { ...data.onboarding, [`step${step}`]: 'finished' };
    await tx.user.update({ where: { id: userId }, data: { data: data as object } });
    return { kind: 'ok' as const };
  });
}

/** The groups a student may choose from: those of their school-code licence seat's licence. */
export async function choosableGroups<Q extends object>(db: Db, userId: number, now: Date, query?: Q) {
  const seat = await brinSeat(db, userId, now);
  if (!seat) return [];
  return db.group.findMany({ ...(query as object), where: { licenseId: seat.license.id, isActive: true }, orderBy: { name: 'asc' } });
}

type GroupChoice = { kind: 'ok'; seat: BrinSeat; groupIds: number[] };

async function planGroupChoice(db: Db, userId: number, groupIds: number[], now: Date): Promise<GroupChoice | Invalid> {
  if (!groupIds.length) return invalid({ groups: [{ code: 'chooseGroup' }] });
  const seat = await brinSeat(db, userId, now);
  if (!seat) return invalid({ groups: [{ code: 'noGroupLicense' }] });
  const groups = await db.group.findMany({ where: { id: { in: groupIds }, licenseId: seat.license.id }, select: { id: true } });
  if (groups.length !== new Set(groupIds).size) return invalid({ groups: [{ code: 'unknownId' }] });
  return { kind: 'ok', seat, groupIds: groups.map((g) => g.id) };
}

async function applyGroupChoice(tx: Db, choice: GroupChoice): Promise<void> {
  await tx.seatGroup.deleteMany({ where: { seatId: choice.seat.id } });
  await tx.seatGroup.createMany({ data: choice.groupIds.map((groupId) => ({ seatId: choice.seat.id, groupId })) });
}

export type ChooseGroupsResult = { kind: 'ok' } | Invalid | SignedOut;

/** The acting student's group choice replaces the group links of their school-code licence seat. */
export async function chooseGroups(ctx: AppContext, input: { groupIds: number[] }): Promise<ChooseGroupsResult> {
  const { groupIds } = input;
  const userId = ctx.actor.user?.id;
  if (userId === undefined) return { kind: 'forbidden' };
  return transact(ctx, async ({ db: tx, now }) => {
    const choice = await planGroupChoice(tx, userId, groupIds, now);
    if (choice.kind === 'invalid') return choice;
    await applyGroupChoice(tx, choice);
    const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { data: true } });
    await tx.user.update({ where: { id: userId }, data: { data: { ...profileData(current.data), use_groups: choice.groupIds } } });
    return { kind: 'ok' as const };
  });
}

/** What a legacy client sends to POST /api/profile (document 4 §2), decoded by the shim. */
export interface ProfileDataUpdate {
  /** Replaces the groups of the user's school-code licence seat. */
  useGroups?: number[];
  /** Classes taught, on a school-code licence. */
  manageGroups?: string[];
  school?: string;
  place?: string;
  course?: string;
  grade?: string;
  /** onboarding.step2 = 'finished'. */
  finishStep2?: boolean;
  /** Other keys of the data object, kept as the client sent them. */
  extra: Record<string, unknown>;
}

/**
 * The acting user's legacy profile update: groups, classes, profile fields and the client's own keys, all validated
 * before any of it is written, then written in one transaction.
 */
export async function updateProfileData(ctx: AppContext, update: ProfileDataUpdate): Promise<{ kind: 'ok' } | Invalid | SignedOut> {
  const user = actingUser(ctx);
  if (!user) return { kind: 'forbidden' };
  const extra = Object.fromEntries(Object.entries(update.extra).filter(([key]) => !OWN_KEYS.has(key)));
  if (Buffer.byteLength(JSON.stringify(extra)) > PROFILE_DATA_MAX_BYTES) return invalid({ data: [{ code: 'tooLong', max: PROFILE_DATA_MAX_BYTES }] });
  return transact(ctx, async ({ db: tx, now }) => {
    const stored = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, lastName: true, newsletter: true, data: true } });
    const current = profileData(stored.data);
    const choice = update.useGroups ? await planGroupChoice(tx, user.id, update.useGroups, now) : null;
    if (choice?.kind === 'invalid') return invalid({ useGroups: choice.errors.groups ?? [] });
    const profileFields = ['school', 'place', 'course', 'grade'] as const;
    const touchesProfile = profileFields.some((key) => update[key] !== undefined) || update.manageGroups !== undefined;
    const input: ProfileInput = {
      firstName: stored.firstName,
      lastName: stored.lastName,
      newsletter: stored.newsletter,
      school: update.school ?? current.school ?? null,
      place: update.place ?? current.place ?? null,
      course: update.course ?? current.course ?? null,
      grade: update.grade ?? current.grade ?? null,
      manageGroups: update.manageGroups ?? null,
    };
    const plan = touchesProfile ? await planProfile(tx, user, input, now) : null;
    if (plan?.kind === 'invalid') return plan;
    // Everything is valid: write (a request that changes nothing writes nothing).
    if (!choice && !plan && !update.finishStep2 && !Object.keys(extra).length) return { kind: 'ok' as const };
    let data: ProfileData = { ...current, ...extra };
    if (choice) {
      await applyGroupChoice(tx, choice);
      data.use_groups = choice.groupIds;
    }
    if (plan) data = await applyProfile(tx, user, input, plan.seat, data, now);
    if (update.finishStep2) data.onboarding = { ...data.onboarding, step2: 'finished' };
    await tx.user.update({ where: { id: user.id }, data: { data: data as object } });
    return { kind: 'ok' as const };
  });
}

/** The stored data object of a user (GET /api/profile). */
export async function storedProfileData(db: Db, userId: number): Promise<unknown> {
  return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { data: true } })).data;
}
