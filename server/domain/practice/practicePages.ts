// The pages of self-practice (document 2 §2.5; issue 10), for a viewer whose scope in the stream practiceScope gave
// (./practiceSets.ts: who may practise, and what a teacher hid from them):
//   - /zelf-oefenen/per-onderwerp: the practice sets with their children and the ids of their questions, optionally
//     only the questions of one chapter of the chapter filter;
//   - /zelf-oefenen/hele-examens: the whole exams grouped per year and term, each with its N-term, and the grade the
//     viewer's scores would have earned once every question of the exam is scored (./grade.ts);
//   - /zelf-oefenen/{topic}/{question?}: the questions of one topic to practise.
// Only ids and the figures the rules need come from here; the interfaces load what they show of the questions.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { Access } from '../access/grants.ts';
import { visibleQuestionWhere, visibleTopicWhere } from '../topics/policy.ts';
import { EXAM_ANNOTATION } from './examAnnotations.ts';
import { examGrade, gradeInputIssue, pointsToNextGrade } from './grade.ts';
import { practiceQuestionWhere, practiceScope, type PracticeRefusal, type PracticeScope, type SetKind } from './practiceSets.ts';
import { scoresOfUser } from './scores.ts';

const annotationOrder = [{ position: 'asc' }, { name: 'asc' }, { id: 'asc' }] satisfies Prisma.AnnotationOrderByWithRelationInput[];
const questionOrder = [{ position: 'asc' }, { questionId: 'asc' }] satisfies Prisma.AnnotationQuestionOrderByWithRelationInput[];

// ───────────────────────────── per onderwerp ─────────────────────────────

export interface PracticeChildIds {
  id: number;
  name: string;
  type: string;
  /** The child's questions the viewer may practise, in the set's order. */
  questionIds: number[];
}

export interface PracticeSetIds {
  id: number;
  name: string;
  type: string;
  children: PracticeChildIds[];
}

/**
 * A question belongs to a chapter of the filter when the method links it to that chapter or to one of its paragraphs
 * (a question of H5.3 is in H5). A chapter of another stream matches nothing.
 */
function inChapter(streamId: number, chapterId: number): Prisma.QuestionWhereInput {
  return { chapters: { some: { chapter: { streamId, OR: [{ id: chapterId }, { parentId: chapterId }] } } } };
}

/**
 * The stream's sets of one kind with their children and the ids of their questions, as listPracticeSets
 * (./practiceSets.ts) gives them: hidden questions and those of exams the viewer may not see left out, then every
 * child left without questions, then every set left without children. With a chapter, only the questions of that
 * chapter (document 2 §2.5's chapter filter): what remains is what the student can open, or nothing — 'Geen oefenset
 * gevonden'.
 */
export async function practiceSetIds(db: Db, scope: PracticeScope, kind: SetKind, chapterId: number | null = null): Promise<PracticeSetIds[]> {
  const where: Prisma.AnnotationQuestionWhereInput = chapterId === null ? practiceQuestionWhere(scope) : { AND: [practiceQuestionWhere(scope), { question: inChapter(scope.streamId, chapterId) }] };
  const sets = await db.annotation.findMany({
    where: { streamId: scope.streamId, parentId: null, type: kind },
    orderBy: annotationOrder,
    select: {
      id: true,
      name: true,
      type: true,
      children: { orderBy: annotationOrder, select: { id: true, name: true, type: true, questions: { where, orderBy: questionOrder, select: { questionId: true } } } },
    },
  });
  return sets
    .map((set) => ({
      id: set.id,
      name: set.name,
      type: set.type,
      children: set.children.map((child) => ({ id: child.id, name: child.name, type: child.type, questionIds: child.questions.map((q) => q.questionId) })).filter((child) => child.questionIds.length),
    }))
    .filter((set) => set.children.length);
}

// ───────────────────────────── hele examens ─────────────────────────────

export interface ExamTopicIds {
  topicId: number;
  name: string;
  /** The number of the topic (opgave) in its exam. */
  position: number;
  questionIds: number[];
}

/** The estimated grade (issue 10) of a whole exam every question of which the viewer has scored. */
export interface GradeEstimate {
  /** S: the points scored, each question's at most its points. */
  score: number;
  /** L: the exam's maximum score, the sum of its questions' points. */
  maxScore: number;
  nTerm: number;
  /** The grade with one decimal, 1.0 to 10.0. */
  grade: number;
  /** The next whole grade and the fewest extra points for it; null at 10. */
  next: { grade: number; points: number } | null;
}

export interface PracticeExam {
  examId: number;
  /** The 'examen' annotation, e.g. '2019 2e tijdvak'. */
  name: string;
  year: number;
  term: number;
  isPilot: boolean;
  /** The exam's N-term (normering); null while it is not known. */
  nTerm: number | null;
  /** Its topics (opgaven) with the questions the viewer may practise. */
  topics: ExamTopicIds[];
  /** Every question of the exam, also those hidden from the viewer: the grade counts them all. */
  questionCount: number;
  maxScore: number;
  /** Questions with a finished score ('Bekijk je punten'), and their points. */
  scoredCount: number;
  scoredPoints: number;
  estimate: GradeEstimate | null;
}

export interface ExamTerm {
  term: number;
  exams: PracticeExam[];
}
export interface ExamYear {
  year: number;
  terms: ExamTerm[];
}

/** A saved score as the grade needs it. */
export interface ScoreFigures {
  scoredPoints: number;
  hasCompletedScoreFlow: boolean;
}

/**
 * The grade a whole exam's scores would have earned (issue 10), with the CvTE formula of ./grade.ts: null unless
 * every question of the exam has a finished score and the exam has an N-term.
 *
 * L is the exam's maximum score, the sum of its questions' points — the scale the N-term was set for — not the totals
 * of the saved scores: a question whose marking is a score table has the table's maximum as its total, which can
 * differ from its points in the exam. For the same reason each question adds at most its points to S.
 */
export function estimateGrade(questions: readonly { id: number; points: number }[], scores: ReadonlyMap<number, ScoreFigures>, nTerm: number | null): GradeEstimate | null {
  if (nTerm === null || !questions.length) return null;
  let score = 0;
  let maxScore = 0;
  for (const question of questions) {
    const saved = scores.get(question.id);
    if (!saved?.hasCompletedScoreFlow) return null;
    maxScore += question.points;
    score += Math.min(Math.max(saved.scoredPoints, 0), question.points);
  }
  if (gradeInputIssue(score, maxScore, nTerm)) return null;
  return { score, maxScore, nTerm, grade: examGrade(score, maxScore, nTerm), next: pointsToNextGrade(score, maxScore, nTerm) };
}

/** Exams newest year first; within a year by term. */
export function groupExams(exams: readonly PracticeExam[]): ExamYear[] {
  const years = new Map<number, Map<number, PracticeExam[]>>();
  for (const exam of exams) {
    const terms = years.get(exam.year) ?? new Map<number, PracticeExam[]>();
    years.set(exam.year, terms);
    terms.set(exam.term, [...(terms.get(exam.term) ?? []), exam]);
  }
  return [...years].sort(([a], [b]) => b - a).map(([year, terms]) => ({ year, terms: [...terms].sort(([a], [b]) => a - b).map(([term, list]) => ({ term, exams: list })) }));
}

/**
 * The whole exams of the stream ('examen' sets, one per exam that shows its answers; ./examAnnotations.ts) grouped per
 * year and term, each with its topics and the questions the viewer may practise (an exam left without any is left
 * out, as a set is), and the viewer's progress and estimated grade from their newest scores.
 */
export async function practiceExams(db: Db, scope: PracticeScope, userId: number): Promise<ExamYear[]> {
  const where = practiceQuestionWhere(scope);
  const sets = await db.annotation.findMany({
    where: { streamId: scope.streamId, parentId: null, type: EXAM_ANNOTATION, examId: { not: null } },
    orderBy: annotationOrder,
    select: {
      name: true,
      exam: { select: { id: true, year: true, term: true, isPilot: true, standardizationValue: true } },
      children: {
        where: { topicId: { not: null } },
        orderBy: annotationOrder,
        select: { topic: { select: { id: true, name: true, position: true } }, questions: { where, orderBy: questionOrder, select: { questionId: true } } },
      },
    },
  });
  const shown = sets
    .map((set) => ({
      ...set,
      topics: set.children
        .filter((c) => c.topic && c.questions.length)
        .map((c) => ({ topicId: c.topic!.id, name: c.topic!.name, position: c.topic!.position, questionIds: c.questions.map((q) => q.questionId) })),
    }))
    .filter((set) => set.exam && set.topics.length);
  if (!shown.length) return [];

  const examIds = shown.map((set) => set.exam!.id);
  const [questions, scores] = await Promise.all([
    db.question.findMany({ where: { topic: { examId: { in: examIds } } }, select: { id: true, points: true, topic: { select: { examId: true } } } }),
    scoresOfUser(db, userId, scope.streamId),
  ]);
  const byId = new Map(scores.map((s) => [s.questionId, s]));
  const perExam = new Map<number, { id: number; points: number }[]>();
  for (const q of questions) {
    const list = perExam.get(q.topic.examId) ?? [];
    list.push(q);
    perExam.set(q.topic.examId, list);
  }

  return groupExams(
    shown.map((set) => {
      const exam = set.exam!;
      const all = perExam.get(exam.id) ?? [];
      const scored = all.filter((q) => byId.get(q.id)?.hasCompletedScoreFlow);
      const nTerm = exam.standardizationValue === null ? null : Number(exam.standardizationValue.toString());
      return {
        examId: exam.id,
        name: set.name,
        year: exam.year,
        term: exam.term,
        isPilot: exam.isPilot,
        nTerm,
        topics: set.topics,
        questionCount: all.length,
        maxScore: all.reduce((sum, q) => sum + q.points, 0),
        scoredCount: scored.length,
        scoredPoints: scored.reduce((sum, q) => sum + Math.min(byId.get(q.id)!.scoredPoints, q.points), 0),
        estimate: estimateGrade(all, byId, nTerm),
      };
    }),
  );
}

// ───────────────────────────── one topic ─────────────────────────────

export type PracticeTopicResult =
  { kind: 'ok'; scope: PracticeScope; topicId: number; questionIds: number[] } | { kind: 'forbidden'; reason: PracticeRefusal; streamId: number } | { kind: 'not-found' };

/**
 * A topic to practise at /zelf-oefenen/{topic}/{question?}: one the viewer may see (a published exam; staff also
 * concept ones) in a stream they may practise in, with its questions in number order less those hidden from them.
 * An unknown or invisible topic is not found; a stream the viewer may not practise in is refused with its reason.
 */
export async function practiceTopic(db: Db, access: Access, userId: number | null, topicId: number, now: Date): Promise<PracticeTopicResult> {
  const topic = await db.topic.findFirst({ where: { id: topicId, ...visibleTopicWhere(access) }, select: { id: true, exam: { select: { streamId: true } } } });
  if (!topic) return { kind: 'not-found' };
  const scope = await practiceScope(db, access, userId, topic.exam.streamId, now);
  if (scope.kind === 'forbidden') return { ...scope, streamId: topic.exam.streamId };
  if (scope.kind === 'not-found') return scope;
  const questions = await db.question.findMany({
    where: { topicId, id: { notIn: [...scope.hidden] }, ...visibleQuestionWhere(access) },
    orderBy: [{ number: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return { kind: 'ok', scope, topicId, questionIds: questions.map((q) => q.id) };
}
