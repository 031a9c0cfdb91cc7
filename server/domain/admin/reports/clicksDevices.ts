// 'Klikken en apparaten per set' (document 4 §13 clicks+devices, §14 'Device count'): per teacher's set with activity,
// the anonymous devices (distinct device keys of rows without a signed-in user: counted, never named), the sessions,
// the clicks (activity rows) and the day of the last one. No teacher's or student's name or e-mail address.
import { Prisma } from '../../../db/generated/client.ts';
import { anyOf, type ReportDefinition } from './types.ts';

export const clicksDevices: ReportDefinition = {
  id: 'clicks+devices',
  title: 'Klikken en apparaten per set',
  columns: [
    { key: 'set', label: 'Set', type: 'text' },
    { key: 'vak', label: 'Vak', type: 'text' },
    { key: 'niveau', label: 'Niveau', type: 'text' },
    { key: 'soort', label: 'Soort', type: 'text' },
    { key: 'gemaakt', label: 'Gemaakt op', type: 'date' },
    { key: 'apparaten', label: 'Apparaten', type: 'number' },
    { key: 'sessies', label: 'Sessies', type: 'number' },
    { key: 'klikken', label: 'Klikken', type: 'number' },
    { key: 'laatste', label: 'Laatste klik', type: 'date' },
  ],
  filters: ['subjects', 'levels'],
  statement: (f) => Prisma.sql`SELECT co.name AS set, c.name AS vak, l.name AS niveau,
      CASE co.download_type WHEN 'digital' THEN 'Online' WHEN 'pdf' THEN 'PDF' ELSE 'Word' END AS soort,
      co.created_at AS gemaakt,
      COUNT(DISTINCT al.device_key) FILTER (WHERE al.user_id IS NULL)::int AS apparaten,
      COUNT(DISTINCT al.session_key)::int AS sessies,
      COUNT(*)::int AS klikken,
      MAX(al.created_at) AS laatste
    FROM collections co
    JOIN streams s ON s.id = co.stream_id
    JOIN courses c ON c.id = s.course_id
    JOIN levels l ON l.id = s.level_id
    JOIN activity_logs al ON al.collection_id = co.id
    WHERE ${anyOf(Prisma.sql`c.id`, f.subjects)} AND ${anyOf(Prisma.sql`l.id`, f.levels)}
    GROUP BY co.id, c.name, l.name
    ORDER BY co.created_at DESC, co.id DESC`,
};
