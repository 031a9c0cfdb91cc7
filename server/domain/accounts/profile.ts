// Profile data (Profielgegevens), onboarding steps and a student's group choice.
import type { Db } from '../../db/database.ts';
import { LEVELS } from '../content/catalogue.ts';
import { ACTIONS, type Role } from '../access/grants.ts';
import { today } from '../licensing/period.ts';
import type { FieldErrors } from './auth.ts';

export const REQUIRED = 'Dit veld is verplicht';
export const CHOOSE_CLASS = 'Kies minimaal één klas';
export const CHOOSE_GROUP = 'Kies minimaal één groep';
export const GRADES: readonly string[] = LEVELS.flatMap((l) => l.grades);

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

export interface ProfileInput {
  firstName: string;
  lastName: string;
  newsletter: boolean;
  school?: string | null;
  place?: string | null;
  course?: string | null;
  grade?: string | null;
  /** Publisher-licence teachers: the classes (group names) they teach. */
  manageGroups?: string[] | null;
}

export function profileData(data: unknown): ProfileData {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as ProfileData) : {};
}

/** Has the user filled in profile data (onboarding step 1)? */
export function hasProfile(data: unknown): boolean {
  return Object.keys(profileData(data)).some((k) => k !== 'onboarding');
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/** The rules of documents 1 §5 and 2 §5, per role. */
export function validateProfile(role: Role | null, input: ProfileInput, options: { publisherLicence: boolean; courses: readonly string[] }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(input.firstName)) errors.firstName = [REQUIRED];
  if (blank(input.lastName)) errors.lastName = [REQUIRED];
  if (input.firstName.length > 255) errors.firstName = ['Maximaal 255 tekens'];
  if (input.lastName.length > 255) errors.lastName = ['Maximaal 255 tekens'];
  if (role === 'docent' || role === 'participant') {
    if (blank(input.school)) errors.school = [REQUIRED];
    if (blank(input.place)) errors.place = [REQUIRED];
    if (options.publisherLicence && !(input.manageGroups ?? []).length) errors.manageGroups = [CHOOSE_CLASS];
  }
  if (role === 'leerling') {
    if (blank(input.course)) errors.course = [REQUIRED];
    else if (!options.courses.includes(input.course!)) errors.course = ['Kies een vak uit de lijst'];
    if (blank(input.grade)) errors.grade = [REQUIRED];
    else if (!GRADES.includes(input.grade!)) errors.grade = ['Kies een klas uit de lijst'];
  }
  return errors;
}

/** The user's partner-licence seat, if any (groups and classes are chosen there). */
async function brinSeat(db: Db, userId: number) {
  const day = today();
  return db.seat.findFirst({
    where: { userId, isActive: true, license: { isActive: true, brinId: { not: null }, end: { gt: day } } },
    orderBy: { id: 'desc' },
    include: { license: { select: { id: true, type: true, begin: true, end: true } } },
  });
}

export type SaveProfileResult = { kind: 'ok' } | { kind: 'invalid'; errors: FieldErrors };

/** Saves the profile; for a teacher it also finishes onboarding step 1. */
export async function saveProfile(db: Db, user: { id: number; role: Role | null }, input: ProfileInput): Promise<SaveProfileResult> {
  const seat = await brinSeat(db, user.id);
  const courses = (await db.course.findMany({ select: { name: true } })).map((c) => c.name);
  const errors = validateProfile(user.role, input, { publisherLicence: seat?.license.type === 'boom', courses });
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  const current = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { data: true } });
  const data = { ...profileData(current.data) };
  const trimmed = (v: string | null | undefined) => (v ?? '').trim();
  if (user.role === 'docent' || user.role === 'participant') {
    data.school = trimmed(input.school);
    data.place = trimmed(input.place);
    data.onboarding = { ...data.onboarding, step1: 'finished' };
  }
  if (user.role === 'leerling') {
    data.course = trimmed(input.course);
    data.grade = trimmed(input.grade);
  }
  await db.$transaction(async (tx) => {
    if (seat && seat.license.type === 'boom' && input.manageGroups) {
      data.manage_groups = await grantManagedGroups(tx, seat, input.manageGroups);
    }
    await tx.user.update({
      where: { id: user.id },
      data: { firstName: input.firstName.trim(), lastName: input.lastName.trim(), newsletter: input.newsletter, data: data as object },
    });
  });
  return { kind: 'ok' };
}

/** 'groepen beheren' on each named group of the licence (publisher licences: a teacher picks their classes). */
async function grantManagedGroups(db: Db, seat: { id: number; license: { id: number; begin: Date; end: Date } }, names: string[]): Promise<string[]> {
  const groups = await db.group.findMany({ where: { licenseId: seat.license.id, name: { in: names } } });
  const existing = await db.privilege.findMany({ where: { seatId: seat.id, action: ACTIONS.manageGroups, objectType: 'group' } });
  const have = new Set(existing.map((p) => p.objectId));
  const missing = groups.filter((g) => !have.has(g.id));
  if (missing.length) {
    await db.privilege.createMany({
      data: missing.map((g) => ({ seatId: seat.id, action: ACTIONS.manageGroups, objectType: 'group' as const, objectId: g.id, begin: today(), end: seat.license.end })),
    });
  }
  return groups.map((g) => g.name);
}

export async function finishOnboardingStep(db: Db, userId: number, step: 1 | 2): Promise<void> {
  const current = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { data: true } });
  const data = { ...profileData(current.data) };
  data.onboarding = { ...data.onboarding, [`step${step}`]: 'finished' };
  await db.user.update({ where: { id: userId }, data: { data: data as object } });
}

/** The groups a student may choose from: those of their partner-licence seat's licence. */
export async function choosableGroups(db: Db, userId: number) {
  const seat = await brinSeat(db, userId);
  if (!seat) return [];
  return db.group.findMany({ where: { licenseId: seat.license.id, isActive: true }, orderBy: { name: 'asc' } });
}

export type ChooseGroupsResult = { kind: 'ok' } | { kind: 'invalid'; errors: FieldErrors };

/** A student's group choice replaces the group links of their partner-licence seat. */
export async function chooseGroups(db: Db, userId: number, groupIds: number[]): Promise<ChooseGroupsResult> {
  if (!groupIds.length) return { kind: 'invalid', errors: { groups: [CHOOSE_GROUP] } };
  const seat = await brinSeat(db, userId);
  if (!seat) return { kind: 'invalid', errors: { groups: ['Je hebt geen licentie met groepen'] } };
  const groups = await db.group.findMany({ where: { id: { in: groupIds }, licenseId: seat.license.id } });
  if (groups.length !== new Set(groupIds).size) return { kind: 'invalid', errors: { groups: ['Onbekende groep'] } };
  await db.$transaction(async (tx) => {
    await tx.seatGroup.deleteMany({ where: { seatId: seat.id } });
    await tx.seatGroup.createMany({ data: groups.map((g) => ({ seatId: seat.id, groupId: g.id })) });
    const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { data: true } });
    await tx.user.update({ where: { id: userId }, data: { data: { ...profileData(current.data), use_groups: groups.map((g) => g.id) } } });
  });
  return { kind: 'ok' };
}
