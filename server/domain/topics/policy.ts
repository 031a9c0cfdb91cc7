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
 * What a viewer may read of a published topic reached by its id (a topic page, a question node, the cart, the feedback
 * form): the one content rule, document 4 §15 read with document 1 §2.5.
 * - 'preview', for everyone, visitors included: what a search card shows — name, course, level, exam year and term,
 *   the counts of questions, points and minutes, complexity and highlights. That is the public preview of /topics/{id}:
 *   enough to know what the topic is about and to want it, nothing that lets one practise or teach it.
 * - 'content': besides, the texts — the topic's and questions' introductions, the questions, their figures and
 *   appendixes and what they bring in from earlier ones — with the questions' 'Kenmerken' and the marking schemes,
 *   tips and worked answers: the teacher side of the stream (a set-making grant of a docent seat, trial included:
 *   canTeachStream), and admins and authors. A student (even with a practice grant for the stream), a teacher or
 *   participant without that grant and a visitor get the preview: the legacy API sent them the whole exam.
 * A set is an entitlement of its own and not decided here: whoever holds a set's link reads its questions, with tips
 * and answers where its exam shows them (../collections/read.ts), and a student's self-practice follows their grant
 * (../practice/). Content and marking schemes go to the same people, so maySeeAnswers is this rule.
 */
export type ContentView = 'preview' | 'content';

export function topicContentView(access: Access, streamId: number): ContentView {
  // Admins and authors teach every stream (canTeachStream) and open the teacher area: no separate case for them.
  return mayOpenArea(access, 'teacher') && access.canTeachStream(streamId) ? 'content' : 'preview';
}

export const mayReadContent = (access: Access, streamId: number): boolean => topicContentView(access, streamId) === 'content';

/**
 * The content rule as a filter on questions, for lookups by id (node(id:)): a question of a visible topic in a stream
 * whose content the viewer may read; none for a viewer with the preview only (nothing has id 0).
 */
export function readableQuestionWhere(access: Access): Prisma.QuestionWhereInput {
  if (!mayOpenArea(access, 'teacher')) return { id: 0 };
  if (access.teacherStreamIds === 'all') return visibleQuestionWhere(access);
  return { topic: { AND: [visibleTopicWhere(access), { exam: { streamId: { in: [...access.teacherStreamIds] } } }] } };
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
  return mayReadContent(access, streamId);
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
