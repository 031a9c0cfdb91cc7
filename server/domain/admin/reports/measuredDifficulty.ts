// 'Moeilijkheid gemeten' (issue 46, 'Beyond the spec 1'): per question that students marked in self-marking, the
// authored complexity and P-waarde beside the measured shares of 'Ja' — without a tip, with a tip, after the model
// answer — with the students behind each share, the measured label and where the authored one disagrees. Who counts,
// which mark counts and the rule of the label are those of ../difficulty.ts (the question editor counts alike).
// Questions nobody marked have no row: there is nothing measured to set beside the label. Shares are whole percents.
import { Prisma } from '../../../db/generated/client.ts';
import { measuredComplexitySql, measuredMarks, groupCounts } from '../difficulty.ts';
import { QUESTION_JOINS, QUESTION_PLACE_COLUMNS, QUESTION_PLACE_ORDER, QUESTION_PLACE_SELECT, questionFilters, type ReportDefinition } from './types.ts';

const WORD = (code: Prisma.Sql) => Prisma.sql`CASE ${code} WHEN 'low' THEN 'Laag' WHEN 'average' THEN 'Gemiddeld' WHEN 'high' THEN 'Hoog' END`;
const percent = (yes: Prisma.Sql, marks: Prisma.Sql) => Prisma.sql`CASE WHEN ${marks} = 0 THEN NULL ELSE ROUND(100.0 * ${yes} / ${marks})::int END`;

export const measuredDifficulty: ReportDefinition = {
  id: 'questions/measured_difficulty',
  title: 'Moeilijkheid gemeten',
  columns: [
    ...QUESTION_PLACE_COLUMNS,
    { key: 'complexiteit', label: 'Complexiteit', type: 'text' },
    { key: 'p_waarde', label: 'P-waarde', type: 'number' },
    { key: 'leerlingen', label: 'Leerlingen (n)', type: 'number' },
    { key: 'ja_zonder_tip', label: 'Ja zonder tip (%)', type: 'number' },
    { key: 'n_zonder_tip', label: 'n zonder tip', type: 'number' },
    { key: 'ja_met_tip', label: 'Ja met tip (%)', type: 'number' },
    { key: 'n_met_tip', label: 'n met tip', type: 'number' },
    { key: 'ja_na_antwoord', label: 'Ja na antwoord (%)', type: 'number' },
    { key: 'n_na_antwoord', label: 'n na antwoord', type: 'number' },
    { key: 'gemeten', label: 'Gemeten complexiteit', type: 'text' },
    { key: 'afwijking', label: 'Wijkt af', type: 'text' },
  ],
  filters: ['subjects', 'levels', 'years', 'terms'],
  statement: (f) => Prisma.sql`WITH ${measuredMarks(Prisma.sql`SELECT q.id FROM ${QUESTION_JOINS} WHERE ${questionFilters(f)}`)},
    counted AS (SELECT question_id, ${groupCounts} FROM judged GROUP BY question_id),
    labelled AS (SELECT counted.*, ${measuredComplexitySql(Prisma.sql`n_none`, Prisma.sql`y_none`, Prisma.sql`m_none`)} AS measured FROM counted)
    SELECT ${QUESTION_PLACE_SELECT},
           ${WORD(Prisma.sql`q.complexity::text`)} AS complexiteit, q.proportion_value AS p_waarde,
           m.students AS leerlingen,
           ${percent(Prisma.sql`m.y_none`, Prisma.sql`m.m_none`)} AS ja_zonder_tip, m.n_none AS n_zonder_tip,
           ${percent(Prisma.sql`m.y_tip`, Prisma.sql`m.m_tip`)} AS ja_met_tip, m.n_tip AS n_met_tip,
           ${percent(Prisma.sql`m.y_answer`, Prisma.sql`m.m_answer`)} AS ja_na_antwoord, m.n_answer AS n_na_antwoord,
           ${WORD(Prisma.sql`m.measured`)} AS gemeten,
           CASE WHEN q.complexity IS NOT NULL AND m.measured IS NOT NULL AND q.complexity::text <> m.measured THEN 'Ja' END AS afwijking
    FROM ${QUESTION_JOINS} JOIN labelled m ON m.question_id = q.id
    ORDER BY ${QUESTION_PLACE_ORDER}`,
};
