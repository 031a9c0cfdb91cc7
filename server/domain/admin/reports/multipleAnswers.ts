// 'Vragen met meerdere oplossingsstrategieën': every question with two or more solution strategies, with their number.
import { Prisma } from '../../../db/generated/client.ts';
import { QUESTION_JOINS, QUESTION_PLACE_COLUMNS, QUESTION_PLACE_ORDER, QUESTION_PLACE_SELECT, questionFilters, type ReportDefinition } from './types.ts';

export const multipleAnswers: ReportDefinition = {
  id: 'with_multiple_answers',
  title: 'Vragen met meerdere oplossingsstrategieën',
  columns: [...QUESTION_PLACE_COLUMNS, { key: 'strategieen', label: 'Oplossingsstrategieën', type: 'number' }],
  filters: ['subjects', 'levels', 'years', 'terms'],
  statement: (f) => Prisma.sql`SELECT ${QUESTION_PLACE_SELECT}, a.n AS strategieen
    FROM ${QUESTION_JOINS}
    JOIN (SELECT question_id, COUNT(*)::int AS n FROM answers GROUP BY question_id HAVING COUNT(*) > 1) a ON a.question_id = q.id
    WHERE ${questionFilters(f)}
    ORDER BY ${QUESTION_PLACE_ORDER}`,
};
