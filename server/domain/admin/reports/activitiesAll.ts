// 'Alle activiteiten' (document 4 §13 /admin/custom/activities/all, issue 46): the activity log's rows over a chosen
// period (the 'range' filter of the weekly KPIs: the same default and longest period), newest first, at most
// ACTIVITIES_MAX rows (the title says so, and the table's row count shows when the cap is reached).
//
// The log holds minors' doings, so the report names nobody: no e-mail address, no name, no device or session key.
// A device is 'Apparaat n' and a signed-in user '<Rol> n', numbered within this one answer only (ranked by a hash of
// the key, so the numbers say nothing about order or identity; they follow who is in the period, so two periods number
// the same person differently, though the same period asked twice numbers alike); a row without
// a signed-in user is 'Anoniem'. Authors and admins only, as every report (./index.ts). One statement: the period's
// rows (by the created_at index) capped first, then their set, topic, question (the course and level of the set, or
// else of the topic's exam) and the user's role joined.
import { Prisma } from '../../../db/generated/client.ts';
import type { ReportDefinition } from './types.ts';

/** The most rows the report answers: the newest of the period. */
export const ACTIVITIES_MAX = 5000;

const dayText = (day: Date | null | undefined) => (day ? day.toISOString().slice(0, 10) : null);

export const activitiesAll: ReportDefinition = {
  id: 'activities/all',
  title: `Alle activiteiten (de nieuwste ${ACTIVITIES_MAX.toLocaleString('nl-NL')})`,
  columns: [
    { key: 'moment', label: 'Moment', type: 'text' },
    { key: 'activiteit', label: 'Activiteit', type: 'text' },
    { key: 'herkomst', label: 'Herkomst', type: 'text' },
    { key: 'set', label: 'Set', type: 'text' },
    { key: 'vak', label: 'Vak', type: 'text' },
    { key: 'niveau', label: 'Niveau', type: 'text' },
    { key: 'opgave', label: 'Opgave', type: 'text' },
    { key: 'vraag', label: 'Vraag', type: 'number' },
    { key: 'apparaat', label: 'Apparaat', type: 'text' },
    { key: 'gebruiker', label: 'Gebruiker', type: 'text' },
  ],
  filters: ['range'],
  statement: (f) => Prisma.sql`SELECT to_char((x.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD HH24:MI:SS') AS moment,
      x.activity AS activiteit, x.origin AS herkomst, co.name AS set, c.name AS vak, l.name AS niveau, t.name AS opgave, q.number AS vraag,
      'Apparaat ' || dense_rank() OVER (ORDER BY md5(x.device_key)) AS apparaat,
      CASE WHEN x.user_id IS NULL THEN 'Anoniem'
        ELSE CASE u.role WHEN 'leerling' THEN 'Leerling' WHEN 'docent' THEN 'Docent' WHEN 'author' THEN 'Auteur' WHEN 'admin' THEN 'Beheerder' ELSE 'Gebruiker' END
          || ' ' || dense_rank() OVER (PARTITION BY x.user_id IS NULL ORDER BY md5(x.user_id::text)) END AS gebruiker
    FROM (
      SELECT a.id, a.created_at, a.activity, a.origin, a.device_key, a.user_id, a.collection_id, a.topic_id, a.question_id
      FROM activity_logs a
      WHERE a.created_at >= (${dayText(f.from)}::date::timestamp AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'UTC'
        AND a.created_at < ((${dayText(f.to)}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'UTC'
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${ACTIVITIES_MAX}
    ) x
    LEFT JOIN collections co ON co.id = x.collection_id
    LEFT JOIN topics t ON t.id = x.topic_id
    LEFT JOIN exams e ON e.id = t.exam_id
    LEFT JOIN streams s ON s.id = COALESCE(co.stream_id, e.stream_id)
    LEFT JOIN courses c ON c.id = s.course_id
    LEFT JOIN levels l ON l.id = s.level_id
    LEFT JOIN questions q ON q.id = x.question_id
    LEFT JOIN users u ON u.id = x.user_id
    ORDER BY x.created_at DESC, x.id DESC`,
};
