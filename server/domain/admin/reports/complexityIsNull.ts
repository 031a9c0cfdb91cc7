// 'Vragen zonder complexiteit': every question whose complexity has not been set, placed by course, level, exam and topic.
import { Prisma } from '../../../db/generated/client.ts';
import { QUESTION_JOINS, QUESTION_PLACE_COLUMNS, QUESTION_PLACE_ORDER, QUESTION_PLACE_SELECT, questionFilters, type ReportDefinition } from './types.ts';

export const complexityIsNull: ReportDefinition = {
  id: 'complexity_is_null',
  title: 'Vragen zonder complexiteit',
  columns: QUESTION_PLACE_COLUMNS,
  filters: ['subjects', 'levels', 'years', 'terms'],
  statement: (f) => Prisma.sql`SELECT ${QUESTION_PLACE_SELECT}
    FROM ${QUESTION_JOINS}
    WHERE q.complexity IS NULL AND ${questionFilters(f)}
    ORDER BY ${QUESTION_PLACE_ORDER}`,
};
