// Where the class gets stuck (issue 11, beyond the spec): for a set the teacher made, per question and per step of its
// solution strategies, how many students needed a tip on that step, looked at its model answer, or marked it 'Nee' —
// so the teacher sees at a glance which step to explain again — and per question whether the tips helped: of the
// students who took a tip on a step, how many then answered 'Ja' on that step.
//
// A "student" is a signed-in student (their account) or an anonymous device (its key, never shown): they are counted,
// never named. The figures come from the set's activity log (events that name their step, issue 11) and from the
// saved scores of the signed-in students who used the set (their newest marking of each question: a step's model answer
// seen, a step marked wrong) saved since the set was made — an older score is the student's own practice, not the
// set's. Where both say how a step was marked, the later one counts. What the set owner's own accounts did (trying
// the set as themselves or as their demo student: ./overview.ts ownersOwnAccount) is left out. Everything is counted
// in SQL; only the per-step and per-question totals reach Node.
import { Prisma } from '../../db/generated/client.ts';
import type { Db } from '../../db/database.ts';
import type { Access } from '../access/grants.ts';
import { FLOW } from '../activity/log.ts';
import { SHOWN_ANSWERS } from '../collections/read.ts';
import { findManagedSet } from '../collections/sharing.ts';
import { topicsInOrder } from '../collections/history.ts';
import { classEvent, helpCounts, ownersOwnAccount, setFigures } from './overview.ts';

export interface HeatmapStep {
  sectionId: number;
  /** 1, 2, … within its strategy. */
  position: number;
  points: number;
  /** Students who took a tip on this step. */
  tips: number;
  /** Students who looked at this step's model answer (uitwerking). */
  elaborations: number;
  /** Students whose last mark of this step was 'Nee'. */
  no: number;
  /** Students with any of the three: where the class got stuck. */
  stuck: number;
}

export interface HeatmapStrategy {
  name: string;
  steps: HeatmapStep[];
}

export interface HeatmapQuestion {
  questionId: number;
  number: number;
  topicId: number;
  topicName: string;
  /** Students who did anything with the question in the set (or saved a marking of it). */
  students: number;
  /** Students who took a tip on one of its steps. */
  tipStudents: number;
  /** Of those, the students who answered 'Ja' on a step after taking a tip on it. */
  helpedStudents: number;
  /** Whether the tips helped: helpedStudents / tipStudents, 0 to 1; null when nobody took a tip on a step. */
  tipsHelped: number | null;
  /** 'Ontvang een tip' events on the question, on a step or not (the overview's 'Tips gebruikt', per question). */
  tipsUsed: number;
  /** 'Kijk antwoord na' events on the question, on a step or not. */
  elaborationsSeen: number;
  /** The strategies students see (published, of an exam that shows its answers); [] where they see none. */
  strategies: HeatmapStrategy[];
}

export interface Heatmap {
  key: string;
  name: string;
  createdAt: Date;
  streamId: number;
  /** Students who used the set at all. */
  students: number;
  /** The tips and model answers the class used in the set: the overview's figures (./overview.ts setFigures). */
  tipsUsed: number;
  elaborationsSeen: number;
  questions: HeatmapQuestion[];
}

/** Per question, the tips and model answers the class used: the events the overview counts, split by question. */
async function questionHelp(db: Db, set: SetOfMap): Promise<Map<number, { tipsUsed: number; elaborationsSeen: number }>> {
  const rows = await db.$queryRaw<{ question_id: number | null; tips: bigint; elaborations: bigint }[]>`
    SELECT a.question_id, ${helpCounts(Prisma.sql`a`)}
    FROM activity_logs a JOIN collections c ON c.id = a.collection_id
    WHERE a.collection_id = ${set.id} AND ${classEvent(Prisma.sql`a`, Prisma.sql`c`)}
    GROUP BY a.question_id`;
  return new Map(rows.filter((r) => r.question_id !== null).map((r) => [r.question_id!, { tipsUsed: Number(r.tips), elaborationsSeen: Number(r.elaborations) }]));
}

/** The set's events without its owner's own accounts', each with who did it: 'u:{account}' or 'd:{device}'. */
const eventsOf = (set: SetOfMap) => Prisma.sql`
  ev AS (
    SELECT a.id, a.created_at, a.activity, a.question_id, a.section_id, a.user_id,
           CASE WHEN a.user_id IS NULL THEN 'd:' || a.device_key ELSE 'u:' || a.user_id::text END AS actor
    FROM activity_logs a
    WHERE a.collection_id = ${set.id} AND NOT ${ownersOwnAccount(Prisma.sql`a.user_id`, set.ownerId)}
  ),
  score_steps AS (
    SELECT 'u:' || s.user_id::text AS actor, s.question_id, (e.value->>'id')::int AS section_id,
           e.value->'isCorrect' IN ('true'::jsonb, 'false'::jsonb) AS marked,
           e.value->'isCorrect' = 'false'::jsonb AS no,
           e.value->'shownElaboration' = 'true'::jsonb AS elaboration,
           s.created_at AS at, s.id
    FROM scores s
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(s.sections) = 'array' THEN s.sections ELSE '[]'::jsonb END) e
    WHERE s.is_newest AND s.created_at >= ${set.createdAt}
      AND s.user_id IN (SELECT user_id FROM ev WHERE user_id IS NOT NULL)
      AND s.question_id IN (SELECT question_id FROM collection_questions WHERE collection_id = ${set.id})
      AND jsonb_typeof(e.value->'id') = 'number'
  ),
  tipped AS (
    SELECT DISTINCT ON (actor, section_id) actor, question_id, section_id, created_at, id
    FROM ev WHERE activity = ${FLOW.tip} AND section_id IS NOT NULL
    ORDER BY actor, section_id, created_at, id
  )`;

/** What the figures need of the set: its id, owner and when it was made. */
interface SetOfMap {
  id: number;
  ownerId: number;
  createdAt: Date;
}

interface StepRow {
  section_id: number;
  tips: bigint;
  elaborations: bigint;
  nos: bigint;
  stuck: bigint;
}

interface QuestionRow {
  question_id: number;
  students: bigint;
  tipped: bigint;
  helped: bigint;
}

async function stepFigures(db: Db, set: SetOfMap): Promise<Map<number, Omit<HeatmapStep, 'sectionId' | 'position' | 'points'>>> {
  const rows = await db.$queryRaw<StepRow[]>`
    WITH ${eventsOf(set)},
    marks AS (
      SELECT DISTINCT ON (actor, section_id) actor, section_id, no FROM (
        SELECT actor, section_id, activity = ${FLOW.no} AS no, created_at AS at, 0 AS source, id
        FROM ev WHERE section_id IS NOT NULL AND activity IN (${FLOW.yes}, ${FLOW.no})
        UNION ALL
        SELECT actor, section_id, no, at, 1 AS source, id FROM score_steps WHERE marked
      ) m
      -- The latest mark counts; a score saved at the same moment as a mark comes after it ('Bekijk je punten').
      ORDER BY actor, section_id, at DESC, source DESC, id DESC
    ),
    help AS (
      SELECT actor, section_id, 'tip' AS kind FROM tipped
      UNION SELECT actor, section_id, 'elaboration' FROM ev WHERE section_id IS NOT NULL AND activity = ${FLOW.elaboration}
      UNION SELECT actor, section_id, 'elaboration' FROM score_steps WHERE elaboration
      UNION SELECT actor, section_id, 'no' FROM marks WHERE no
    )
    SELECT section_id,
           COUNT(*) FILTER (WHERE kind = 'tip') AS tips,
           COUNT(*) FILTER (WHERE kind = 'elaboration') AS elaborations,
           COUNT(*) FILTER (WHERE kind = 'no') AS nos,
           COUNT(DISTINCT actor) AS stuck
    FROM help GROUP BY section_id`;
  return new Map(rows.map((r) => [r.section_id, { tips: Number(r.tips), elaborations: Number(r.elaborations), no: Number(r.nos), stuck: Number(r.stuck) }]));
}

async function questionFigures(db: Db, set: SetOfMap): Promise<{ students: number; questions: Map<number, Pick<HeatmapQuestion, 'students' | 'tipStudents' | 'helpedStudents'>> }> {
  const rows = await db.$queryRaw<QuestionRow[]>`
    WITH ${eventsOf(set)},
    helped AS (
      SELECT DISTINCT t.actor, t.question_id FROM tipped t
      WHERE EXISTS (
        SELECT 1 FROM ev j
        WHERE j.actor = t.actor AND j.section_id = t.section_id AND j.activity = ${FLOW.yes} AND (j.created_at, j.id) > (t.created_at, t.id)
      )
    ),
    kinds AS (
      SELECT actor, question_id, 'worked' AS kind FROM ev WHERE question_id IS NOT NULL
      UNION SELECT actor, question_id, 'worked' FROM score_steps
      UNION SELECT actor, question_id, 'tipped' FROM tipped
      UNION SELECT actor, question_id, 'helped' FROM helped
      UNION SELECT actor, NULL, 'set' FROM ev
    )
    SELECT question_id,
           COUNT(*) FILTER (WHERE kind IN ('worked', 'set')) AS students,
           COUNT(*) FILTER (WHERE kind = 'tipped') AS tipped,
           COUNT(*) FILTER (WHERE kind = 'helped') AS helped
    FROM kinds GROUP BY question_id`;
  const questions = new Map<number, Pick<HeatmapQuestion, 'students' | 'tipStudents' | 'helpedStudents'>>();
  let students = 0;
  for (const r of rows) {
    if (r.question_id === null) students = Number(r.students);
    else questions.set(r.question_id, { students: Number(r.students), tipStudents: Number(r.tipped), helpedStudents: Number(r.helped) });
  }
  return { students, questions };
}

const steps = { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, points: true } } satisfies Prisma.AnswerSectionFindManyArgs;

/**
 * The heatmap of a set by its link key, for its owner and admins (who manage a set); null for anyone else and for an
 * unknown key alike. Questions in the set's order, each with the strategies its students see and their steps.
 */
export async function setHeatmap(db: Db, access: Access, userId: number | null, key: string): Promise<Heatmap | null> {
  const managed = await findManagedSet(db, access, userId, { key });
  if (!managed) return null;
  const [set, stepsOf, questionsOf, helpOf, totals] = await Promise.all([
    db.collection.findUniqueOrThrow({
      where: { id: managed.id },
      select: {
        id: true,
        key: true,
        name: true,
        createdAt: true,
        streamId: true,
        ownerId: true,
        topicOrder: true,
        questions: {
          orderBy: [{ position: 'asc' }, { questionId: 'asc' }],
          select: {
            question: {
              select: {
                id: true,
                number: true,
                points: true,
                timeInMinutes: true,
                topicId: true,
                topic: { select: { name: true } },
                answers: { where: SHOWN_ANSWERS, orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { name: true, sections: steps } },
              },
            },
          },
        },
      },
    }),
    stepFigures(db, managed),
    questionFigures(db, managed),
    questionHelp(db, managed),
    setFigures(db, [managed.id]),
  ]);
  const total = totals.get(managed.id);
  const none = { tips: 0, elaborations: 0, no: 0, stuck: 0 };
  const ordered = topicsInOrder(
    set.topicOrder,
    set.questions.map((q) => q.question),
  ).flatMap((topic) => [...topic.questions].sort((a, b) => a.number - b.number || a.id - b.id));
  return {
    key: set.key,
    name: set.name,
    createdAt: set.createdAt,
    streamId: set.streamId,
    students: questionsOf.students,
    tipsUsed: total?.tipsUsed ?? 0,
    elaborationsSeen: total?.elaborationsSeen ?? 0,
    questions: ordered.map((q) => {
      const figures = questionsOf.questions.get(q.id) ?? { students: 0, tipStudents: 0, helpedStudents: 0 };
      return {
        questionId: q.id,
        number: q.number,
        topicId: q.topicId,
        topicName: q.topic.name,
        ...figures,
        ...(helpOf.get(q.id) ?? { tipsUsed: 0, elaborationsSeen: 0 }),
        tipsHelped: figures.tipStudents ? figures.helpedStudents / figures.tipStudents : null,
        strategies: q.answers.map((answer) => ({
          name: answer.name,
          steps: answer.sections.map((s, i) => ({ sectionId: s.id, position: i + 1, points: s.points, ...(stepsOf.get(s.id) ?? none) })),
        })),
      };
    }),
  };
}
