// Which profile a role fills in (document 1 §2.1, §5; document 2 §5): a teacher (docent, or a participant, who is
// treated like one) names a school and place, and is in onboarding until that is done; a student names a course and a
// grade; admins and authors only their names. The web's profile forms and menu bar read it from here.
import type { Role } from '../access/roles.ts';

export type ProfileKind = 'teacher' | 'student' | 'staff';

const KINDS: Record<Role, ProfileKind> = {
  docent: 'teacher',
  participant: 'teacher',
  leerling: 'student',
  admin: 'staff',
  author: 'staff',
};

/** The profile of a role; an account without a role (or one the web does not know) has only names. */
export function profileKind(role: string | null | undefined): ProfileKind {
  return (role && KINDS[role as Role]) || 'staff';
}
