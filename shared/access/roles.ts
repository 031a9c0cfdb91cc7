// The roles and who may open each area of the product: the server's access rules (server/domain/access/grants.ts)
// are built on them, and the web reads them instead of copies (the roles a guard names, the banner for teachers on a
// student's page).
export type Role = 'admin' | 'author' | 'docent' | 'leerling' | 'participant';

/** Roles that may sign in; an account without a role (just activated, no licence yet) may not. */
export const SIGN_IN_ROLES: readonly Role[] = ['admin', 'author', 'docent', 'leerling', 'participant'];
/** Roles that use the teacher side: search, cart, set-making (a participant is treated like a teacher). */
export const TEACHER_LIKE: readonly Role[] = ['admin', 'author', 'docent', 'participant'];
export const STAFF: readonly Role[] = ['admin', 'author'];

/** The areas of the product and who may open them (document 2 §2.1 and §6). */
export const AREA_ROLES = {
  /** search, topics, cart, reuse, exam lists, students: the teacher side */
  teacher: TEACHER_LIKE,
  cart: TEACHER_LIKE,
  students: ['docent', 'author', 'admin'],
  /** /vakken and the exam lists per stream (document 2 §2.1) */
  exams: ['docent', 'author', 'admin'],
  licenses: ['docent', 'admin'],
  admin: ['author', 'admin'],
  adminOnly: ['admin'],
  teacherSelection: ['leerling'],
  selfPractice: SIGN_IN_ROLES,
  profile: SIGN_IN_ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;
