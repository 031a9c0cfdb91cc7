// The profile rules shared by 'Profielgegevens', onboarding step 1 and the student's grade screen
// (document 1 §5, document 2 §5 and §9). The server checks the same; this spares a round trip.
import type { ProfileInput } from '../../mutations/useSaveProfileMutation.ts';
import { GRADES } from '../../../shared/accounts/grades.ts';
import type { ProfileKind } from '../../../shared/accounts/profileKind.ts';

export const REQUIRED = 'Dit veld is verplicht';
export const CHOOSE_CLASS = 'Kies minimaal één klas';
export const SAVED = 'De profielgegevens zijn opgeslagen';

/** The grades the server accepts (shared/accounts/grades.ts). */
export const GRADE_OPTIONS = GRADES.map((g) => ({ value: g, label: g }));

export interface ProfileValues {
  firstName: string;
  lastName: string;
  school: string;
  place: string;
  course: string;
  grade: string;
  newsletter: boolean;
  manageGroups: string[];
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, readonly string[]>>;

export function profileValues(user: {
  firstName?: string | null;
  lastName?: string | null;
  school?: string | null;
  place?: string | null;
  course?: string | null;
  grade?: string | null;
  newsletter?: boolean | null;
  manageGroups?: readonly string[] | null;
}): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    school: user.school ?? '',
    place: user.place ?? '',
    course: user.course ?? '',
    grade: user.grade ?? '',
    newsletter: user.newsletter ?? false,
    manageGroups: [...(user.manageGroups ?? [])],
  };
}

const blank = (v: string) => !v.trim();

/** The client-side check; `needsClasses` for a teacher with a publisher-partner licence. */
export function validateProfile(kind: ProfileKind, v: ProfileValues, options: { needsClasses?: boolean } = {}): ProfileErrors {
  const errors: ProfileErrors = {};
  if (blank(v.firstName)) errors.firstName = [REQUIRED];
  if (blank(v.lastName)) errors.lastName = [REQUIRED];
  if (kind === 'teacher') {
    if (blank(v.school)) errors.school = [REQUIRED];
    if (blank(v.place)) errors.place = [REQUIRED];
    if (options.needsClasses && !v.manageGroups.length) errors.manageGroups = [CHOOSE_CLASS];
  }
  if (kind === 'student') {
    if (blank(v.course)) errors.course = [REQUIRED];
    if (blank(v.grade)) errors.grade = [REQUIRED];
  }
  return errors;
}

export const hasErrors = (errors: ProfileErrors) => Object.values(errors).some((e) => e?.length);

/** The mutation input: only the fields of the role are sent. */
export function profileInput(kind: ProfileKind, v: ProfileValues, options: { withClasses?: boolean } = {}): ProfileInput {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    newsletter: v.newsletter,
    ...(kind === 'teacher' ? { school: v.school.trim(), place: v.place.trim() } : {}),
    ...(kind === 'teacher' && options.withClasses ? { manageGroups: v.manageGroups } : {}),
    ...(kind === 'student' ? { course: v.course, grade: v.grade } : {}),
  };
}

/** The server's field names are the input's; anything else is shown above the form. */
export function serverProfileErrors(fields: Record<string, string[]>): { errors: ProfileErrors; other: string[] } {
  const known: (keyof ProfileValues)[] = ['firstName', 'lastName', 'school', 'place', 'course', 'grade', 'newsletter', 'manageGroups'];
  const errors: ProfileErrors = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(fields)) {
    if ((known as string[]).includes(field)) errors[field as keyof ProfileValues] = messages;
    else other.push(...messages);
  }
  return { errors, other };
}

/** Course choices: the courses of the streams the viewer may open, once each, plus the current one. */
export function courseOptions(streams: readonly { course: { name: string } }[], current?: string | null) {
  const names = [...new Set(streams.map((s) => s.course.name))];
  if (current && !names.includes(current)) names.unshift(current);
  return names.map((name) => ({ value: name, label: name }));
}
