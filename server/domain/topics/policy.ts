// Who may see a topic, its marking schemes and tips, and who may put its questions in the cart: the one place where
// these rules live. GraphQL fields, REST routes and the cart's commands all ask these functions.
import type { Prisma } from '../../db/generated/client.ts';
import type { ExamStatus } from '../../db/generated/enums.ts';
import { AREA_ROLES, mayOpenArea, STAFF, type Access, type Role } from '../access/grants.ts';

/**
 * The exam statuses whose topics a viewer may see. Published exams are the public preview: everyone, visitors
 * included. Admins and authors also see concept exams; no one sees prepared, processing or frozen ones (not found).
 */
export function visibleExamStatuses(viewer: { role: Role | string | null | undefined }): ExamStatus[] {
  return viewer.role && (STAFF as readonly string[]).includes(viewer.role) ? ['published', 'concept'] : ['published'];
}

/** The same rule as a filter, so a hidden topic is never loaded at all (node lookups included). */
export function visibleTopicWhere(viewer: { role: Role | string | null | undefined }): Prisma.TopicWhereInput {
  return { exam: { status: { in: visibleExamStatuses(viewer) } } };
}

/** Questions of visible topics only (Question node lookups). */
export function visibleQuestionWhere(viewer: { role: Role | string | null | undefined }): Prisma.QuestionWhereInput {
  return { topic: visibleTopicWhere(viewer) };
}

/**
 * Marking schemes (correctievoorschrift), tips and worked answers of a stream's topics: admins and authors always;
 * teacher-like roles only with the teacher side of the stream (a set-making privilege of a docent seat: canTeachStream
 * in ../access/grants.ts). Students and visitors never (document 4 §15: the old API leaked them), and neither does a
 * student seat give them to a teacher (a student licence they bought, 'oefensets uitvoeren' anywhere). This is also
 * who may search the stream (../search/search.ts maySearchStream asks this function): the teacher side of a stream is
 * one rule, so a grant that lets a teacher find a topic lets them see its marking scheme, and the other way round.
 */
export function maySeeAnswers(access: Access, streamId: number): boolean {
  // Admins and authors teach every stream (canTeachStream) and open the teacher area: no separate case for them.
  return mayOpenArea(access, 'teacher') && access.canTeachStream(streamId);
}

/**
 * Which solution strategies to load for a role, decided from the role alone (so a query can be planned before the
 * viewer's grants are known): authors and admins also the ones still in concept, teacher-like roles the published
 * ones, and null — load none — for students and visitors, who never see them. maySeeAnswers still decides per stream.
 */
export function answerWhere(viewer: { role: Role | string | null | undefined }): Prisma.AnswerWhereInput | null {
  const role = viewer.role ?? null;
  if (role && (STAFF as readonly string[]).includes(role)) return {};
  if (role && (AREA_ROLES.teacher as readonly string[]).includes(role)) return { status: 'published' };
  return null;
}

/** Why a viewer may not select questions of a stream, or null when they may. */
export type SelectionRefusal = 'signedOut' | 'area' | 'license';

export function selectionRefusal(access: Access, streamId: number): SelectionRefusal | null {
  if (!access.signedIn) return 'signedOut';
  if (!mayOpenArea(access, 'cart')) return 'area';
  return access.canTeachStream(streamId) ? null : 'license';
}

/**
 * Selecting questions for the cart (and an exam as the selection): the cart area (teacher-like roles) and the teacher
 * side of the stream. Otherwise the web
 * disables the controls with '{course} {level} valt niet onder je licentie.'
 */
export function maySelectQuestions(access: Access, streamId: number): boolean {
  return selectionRefusal(access, streamId) === null;
}
