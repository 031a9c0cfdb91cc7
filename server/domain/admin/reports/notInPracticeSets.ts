// 'Vragen in geen oefenset': every question no annotation (practice set, document 4 §9) links.
import { Prisma } from '../../../db/generated/client.ts';
import { QUESTION_JOINS, QUESTION_PLACE_COLUMNS, QUESTION_PLACE_ORDER, QUESTION_PLACE_SELECT, questionFilters, type ReportDefinition } from './types.ts';

export const notInPracticeSets: ReportDefinition = {
  id: 'questions_not_in_oefensets',
  title: 'Vragen in geen oefenset',
  columns: QUESTION_PLACE_COLUMNS,
  filters: ['subjects', 'levels', 'years', 'terms'],
  statement: (f) => Prisma.sql`SELECT ${QUESTION_PLACE_SELECT}
    FROM ${QUESTION_JOINS}
    WHERE NOT EXISTS (SELECT 1 FROM annotation_questions aq WHERE aq.question_id = q.id) AND ${questionFilters(f)}
    ORDER BY ${QUESTION_PLACE_ORDER}`,
};
