// Measured difficulty beside the authored one (issue 46, 'Beyond the spec 1'): for a question and each step of its
// solution strategies, the share of students who marked it 'Ja' in self-marking — without a tip, with a tip, after the
// model answer — so an author sees where the authored complexity or P-waarde is wrong. The question editor asks it per
// question (questionDifficulty); the report 'Moeilijkheid gemeten' (./reports/measuredDifficulty.ts) per question over
// the bank, from the same CTEs (measuredMarks), so both count alike.
//
// Who counts. A "student" is an anonymous device (its key, never shown) or a signed-in account without a role or with
// the role leerling; admins, authors, teachers and participants (people trying the questions out) are left out. They
// are counted, never named: only totals leave the database.
//
// Which attempt counts. Per student and step, their LATEST mark of the step: an event 'Heb je dit tussenantwoord goed:
// Ja/Nee' that names the step (activity log, issue 11), or the step's Ja/Nee in the student's newest saved score of
// the question (scores, is_newest) — whichever is later; a score saved at the same moment as an event comes after it
// ('Bekijk je punten' follows the marks). Earlier marks of the same step (a second try) do not count.
//
// What help came before that mark (the mark's moment, ties broken by the log's order):
// - 'after the model answer' ('na antwoord'): the student had opened the model answer (uitwerking) of that step, or of
//   the whole question ('Kijk antwoord na' naming no step shows every step's), or the score marks the step
//   shownElaboration;
// - otherwise 'with a tip' ('met tip'): the student had taken at least one tip of that question ('Ontvang een tip', on
//   a step or on the question);
// - otherwise 'without a tip' ('zonder tip').
// Each mark is in exactly one of the three. A step's share is its Ja marks / its marks in that group; its n is the
// students in that group (one mark each). A question's share pools the marks of all its steps (Ja marks / marks), its
// n is the students with at least one mark in the group; 'students' is everyone with a mark of the question.
//
// The measured label and the disagreement flag (documented for the report and the editor alike): with at least
// MIN_STUDENTS students marking without a tip, a question is measured 'low' (makkelijk) when ≥ EASY_SHARE of those marks
// are Ja, 'high' (moeilijk) when < HARD_SHARE, otherwise 'average'; fewer students give no measured label. The authored
// complexity disagrees when it is set and differs from the measured label.
import { Prisma } from '../../db/generated/client.ts';
import type { Complexity } from '../../db/generated/enums.ts';
import type { AppContext } from '../context.ts';
import { FLOW } from '../activity/log.ts';
import { mayUseBackOffice } from './backOffice.ts';

/** Fewer students without a tip than this give no measured label: a share of 2 students is not a measurement. */
export const MIN_STUDENTS = 5;
/** At least this share of Ja marks without a tip: measured 'low' (makkelijk). */
export const EASY_SHARE = 0.7;
/** Below this share of Ja marks without a tip: measured 'high' (moeilijk). */
export const HARD_SHARE = 0.4;

export type HelpKind = 'none' | 'tip' | 'answer';

/** The marks of one group (without a tip, with a tip, after the model answer). */
export interface MeasuredGroup {
  /** Students with a counted mark in this group. */
  students: number;
  /** Counted marks in this group (a step: one per student). */
  marks: number;
  /** Of those, the Ja marks. */
  yes: number;
  /** yes / marks, 0 to 1; null without marks. */
  share: number | null;
}

export interface MeasuredFigures {
  /** Students with a counted mark (of the step, or of any step of the question). */
  students: number;
  withoutTip: MeasuredGroup;
  withTip: MeasuredGroup;
  afterAnswer: MeasuredGroup;
}

export interface MeasuredStep extends MeasuredFigures {
  sectionId: number;
  /** 1, 2, … within its strategy. */
  position: number;
  points: number;
}

export interface MeasuredStrategy {
  answerId: number;
  name: string;
  status: string;
  steps: MeasuredStep[];
}

export interface QuestionDifficulty extends MeasuredFigures {
  questionId: number;
  complexity: Complexity | null;
  proportionValue: number | null;
  /** The label the marks without a tip give (see the rule above); null with fewer than MIN_STUDENTS students. */
  measuredComplexity: Complexity | null;
  /** The authored complexity is set and differs from the measured one. */
  disagrees: boolean;
  strategies: MeasuredStrategy[];
}

export type QuestionDifficultyResult = { kind: 'ok'; difficulty: QuestionDifficulty } | { kind: 'forbidden' } | { kind: 'not-found' };

/** The measured label from the marks without a tip (the rule above). */
export function measuredComplexity(group: Pick<MeasuredGroup, 'students' | 'share'>): Complexity | null {
  if (group.students < MIN_STUDENTS || group.share === null) return null;
  if (group.share >= EASY_SHARE) return 'low';
  if (group.share < HARD_SHARE) return 'high';
  return 'average';
}

/** The same rule in SQL, over a students count and a Ja/marks pair (for the report's one statement). */
export const measuredComplexitySql = (students: Prisma.Sql, yes: Prisma.Sql, marks: Prisma.Sql): Prisma.Sql => Prisma.sql`CASE
    WHEN ${students} < ${MIN_STUDENTS}::int OR ${marks} = 0 THEN NULL
    WHEN ${yes}::float8 / ${marks} >= ${EASY_SHARE}::float8 THEN 'low'
    WHEN ${yes}::float8 / ${marks} < ${HARD_SHARE}::float8 THEN 'high'
    ELSE 'average' END`;

/**
 * The counted marks (CTE `judged`: actor, question_id, section_id, yes, help) of the questions `questionIds` (a
 * subquery of ids): the rule of the file's head. Only marks of steps that are still steps of their question count.
 */
export const measuredMarks = (questionIds: Prisma.Sql): Prisma.Sql => Prisma.sql`
  qs AS (${questionIds}),
  ev AS (
    SELECT a.id, a.created_at, a.activity, a.question_id, a.section_id,
           CASE WHEN a.user_id IS NULL THEN 'd:' || a.device_key ELSE 'u:' || a.user_id::text END AS actor
    FROM activity_logs a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.question_id IN (SELECT id FROM qs)
      AND a.activity IN (${FLOW.tip}, ${FLOW.elaboration}, ${FLOW.yes}, ${FLOW.no})
      AND (u.role IS NULL OR u.role = 'leerling')
  ),
  score_steps AS (
    SELECT 'u:' || s.user_id::text AS actor, s.question_id, (e.value->>'id')::int AS section_id,
           e.value->'isCorrect' = 'true'::jsonb AS yes,
           e.value->'shownElaboration' = 'true'::jsonb AS seen,
           s.created_at AS at, s.id
    FROM scores s JOIN users u ON u.id = s.user_id
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(s.sections) = 'array' THEN s.sections ELSE '[]'::jsonb END) e
    WHERE s.is_newest AND s.question_id IN (SELECT id FROM qs)
      AND (u.role IS NULL OR u.role = 'leerling')
      AND jsonb_typeof(e.value->'id') = 'number'
      AND e.value->'isCorrect' IN ('true'::jsonb, 'false'::jsonb)
  ),
  marks AS (
    SELECT DISTINCT ON (actor, section_id) actor, question_id, section_id, yes, seen, at, source, id FROM (
      SELECT actor, question_id, section_id, activity = ${FLOW.yes} AS yes, false AS seen, created_at AS at, 0 AS source, id
      FROM ev WHERE section_id IS NOT NULL AND activity IN (${FLOW.yes}, ${FLOW.no})
      UNION ALL
      SELECT actor, question_id, section_id, yes, seen, at, 1 AS source, id FROM score_steps
    ) m
    ORDER BY actor, section_id, at DESC, source DESC, id DESC
  ),
  first_tip AS (
    SELECT DISTINCT ON (actor, question_id) actor, question_id, created_at, id
    FROM ev WHERE activity = ${FLOW.tip}
    ORDER BY actor, question_id, created_at, id
  ),
  seen_step AS (
    SELECT DISTINCT ON (actor, section_id) actor, section_id, created_at, id
    FROM ev WHERE activity = ${FLOW.elaboration} AND section_id IS NOT NULL
    ORDER BY actor, section_id, created_at, id
  ),
  seen_all AS (
    SELECT DISTINCT ON (actor, question_id) actor, question_id, created_at, id
    FROM ev WHERE activity = ${FLOW.elaboration} AND section_id IS NULL
    ORDER BY actor, question_id, created_at, id
  ),
  judged AS (
    SELECT m.actor, m.question_id, m.section_id, m.yes,
           CASE WHEN m.seen
                  OR (ss.id IS NOT NULL AND (ss.created_at, 0, ss.id) < (m.at, m.source, m.id))
                  OR (sa.id IS NOT NULL AND (sa.created_at, 0, sa.id) < (m.at, m.source, m.id)) THEN 'answer'
                WHEN ft.id IS NOT NULL AND (ft.created_at, 0, ft.id) < (m.at, m.source, m.id) THEN 'tip'
                ELSE 'none' END AS help
    FROM marks m
    LEFT JOIN first_tip ft ON ft.actor = m.actor AND ft.question_id = m.question_id
    LEFT JOIN seen_step ss ON ss.actor = m.actor AND ss.section_id = m.section_id
    LEFT JOIN seen_all sa ON sa.actor = m.actor AND sa.question_id = m.question_id
    -- The step must be one of the question's (an EXISTS, not a join: joined first, the planner's estimate of the marks
    -- fell to one row and it chose nested loops over the three lookups above; a year of generated activity, 105,000
    -- rows, ran for minutes instead of a second — npm run bench:admin -- --reports-only).
    WHERE EXISTS (SELECT 1 FROM answer_sections sec JOIN answers an ON an.id = sec.answer_id WHERE sec.id = m.section_id AND an.question_id = m.question_id)
  )`;

/** The per-group counts of `judged` rows (aliases n_, m_, y_ + none/tip/answer). */
export const groupCounts = Prisma.sql`
  COUNT(DISTINCT actor)::int AS students,
  COUNT(DISTINCT actor) FILTER (WHERE help = 'none')::int AS n_none,
  COUNT(*) FILTER (WHERE help = 'none')::int AS m_none,
  COUNT(*) FILTER (WHERE help = 'none' AND yes)::int AS y_none,
  COUNT(DISTINCT actor) FILTER (WHERE help = 'tip')::int AS n_tip,
  COUNT(*) FILTER (WHERE help = 'tip')::int AS m_tip,
  COUNT(*) FILTER (WHERE help = 'tip' AND yes)::int AS y_tip,
  COUNT(DISTINCT actor) FILTER (WHERE help = 'answer')::int AS n_answer,
  COUNT(*) FILTER (WHERE help = 'answer')::int AS m_answer,
  COUNT(*) FILTER (WHERE help = 'answer' AND yes)::int AS y_answer`;

interface CountsRow {
  section_id: number | null;
  students: number;
  n_none: number;
  m_none: number;
  y_none: number;
  n_tip: number;
  m_tip: number;
  y_tip: number;
  n_answer: number;
  m_answer: number;
  y_answer: number;
}

const group = (students: number, marks: number, yes: number): MeasuredGroup => ({ students, marks, yes, share: marks ? yes / marks : null });

const figuresOf = (r: CountsRow | undefined): MeasuredFigures =>
  r
    ? { students: r.students, withoutTip: group(r.n_none, r.m_none, r.y_none), withTip: group(r.n_tip, r.m_tip, r.y_tip), afterAnswer: group(r.n_answer, r.m_answer, r.y_answer) }
    : { students: 0, withoutTip: group(0, 0, 0), withTip: group(0, 0, 0), afterAnswer: group(0, 0, 0) };

/**
 * The measured difficulty of question `questionId` and of every step of its solution strategies (all of them, as the
 * editor lists them), for authors and admins. One statement counts: the question's row and each step's.
 */
export async function questionDifficulty(ctx: Pick<AppContext, 'db' | 'actor'>, questionId: number): Promise<QuestionDifficultyResult> {
  if (!mayUseBackOffice(await ctx.actor.access())) return { kind: 'forbidden' };
  const question = await ctx.db.question.findUnique({
    where: { id: questionId },
    select: {
      id: true,
      complexity: true,
      proportionValue: true,
      answers: {
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, status: true, sections: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, points: true } } },
      },
    },
  });
  if (!question) return { kind: 'not-found' };
  const rows = await ctx.db.$queryRaw<CountsRow[]>`
    WITH ${measuredMarks(Prisma.sql`SELECT ${question.id}::int AS id`)}
    SELECT section_id, ${groupCounts}
    FROM judged GROUP BY GROUPING SETS ((), (section_id))`;
  const total = rows.find((r) => r.section_id === null);
  const bySection = new Map(rows.filter((r) => r.section_id !== null).map((r) => [r.section_id!, r]));
  const figures = figuresOf(total);
  const measured = measuredComplexity(figures.withoutTip);
  return {
    kind: 'ok',
    difficulty: {
      questionId: question.id,
      complexity: question.complexity,
      proportionValue: question.proportionValue,
      ...figures,
      measuredComplexity: measured,
      disagrees: question.complexity !== null && measured !== null && question.complexity !== measured,
      strategies: question.answers.map((a) => ({
        answerId: a.id,
        name: a.name,
        status: a.status,
        steps: a.sections.map((s, i) => ({ sectionId: s.id, position: i + 1, points: s.points, ...figuresOf(bySection.get(s.id)) })),
      })),
    },
  };
}
