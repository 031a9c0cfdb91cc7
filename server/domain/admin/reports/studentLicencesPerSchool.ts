// 'Leerlinglicenties per school': per school (the BRIN of its licences) how many licences hold student seats, how many
// student seats there are and how many a student has taken. Counts only: no names or e-mail addresses of students.
// The subject and level filters keep the seats with a privilege on a stream of that course and level.
import { Prisma } from '../../../db/generated/client.ts';
import { anyOf, type ReportDefinition } from './types.ts';

export const studentLicencesPerSchool: ReportDefinition = {
  id: 'licenses/students_per_school',
  title: 'Leerlinglicenties per school',
  columns: [
    { key: 'brin', label: 'School (BRIN)', type: 'text' },
    { key: 'licenties', label: 'Licenties', type: 'number' },
    { key: 'plaatsen', label: 'Leerlingplaatsen', type: 'number' },
    { key: 'bezet', label: 'In gebruik', type: 'number' },
  ],
  filters: ['subjects', 'levels'],
  statement: (f) => Prisma.sql`SELECT li.brin_id AS brin, COUNT(DISTINCT li.id)::int AS licenties, COUNT(se.id)::int AS plaatsen,
      COUNT(se.user_id)::int AS bezet
    FROM licenses li
    JOIN seats se ON se.license_id = li.id AND se.role = 'leerling'
    WHERE li.brin_id IS NOT NULL
      AND ((${f.subjects}::int[] IS NULL AND ${f.levels}::int[] IS NULL) OR EXISTS (
        SELECT 1 FROM privileges p JOIN streams s ON s.id = p.object_id
        WHERE p.seat_id = se.id AND p.object_type = 'stream' AND ${anyOf(Prisma.sql`s.course_id`, f.subjects)} AND ${anyOf(Prisma.sql`s.level_id`, f.levels)}))
    GROUP BY li.brin_id
    ORDER BY li.brin_id`,
};
