// 'Vragen per complexiteit': per course and level, how many questions carry each complexity (questions without one are
// the next report's). The words Laag/Gemiddeld/Hoog are the report's cells (document 4 §13: rows as the legacy sent them).
import { Prisma } from '../../../db/generated/client.ts';
import { QUESTION_JOINS, questionFilters, type ReportDefinition } from './types.ts';

export const complexityCount: ReportDefinition = {
  id: 'questions/complexity_count',
  title: 'Vragen per complexiteit',
  columns: [
    { key: 'vak', label: 'Vak', type: 'text' },
    { key: 'niveau', label: 'Niveau', type: 'text' },
    { key: 'complexiteit', label: 'Complexiteit', type: 'text' },
    { key: 'aantal', label: 'Aantal vragen', type: 'number' },
  ],
  filters: ['subjects', 'levels', 'years', 'terms'],
  statement: (f) => Prisma.sql`SELECT c.name AS vak, l.name AS niveau,
      CASE q.complexity WHEN 'low' THEN 'Laag' WHEN 'average' THEN 'Gemiddeld' ELSE 'Hoog' END AS complexiteit,
      COUNT(*)::int AS aantal
    FROM ${QUESTION_JOINS}
    WHERE q.complexity IS NOT NULL AND ${questionFilters(f)}
    GROUP BY c.name, l.position, l.name, q.complexity
    ORDER BY c.name, l.position, l.name, q.complexity`,
};
