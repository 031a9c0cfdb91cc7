// 'KPI's per week' (issue 46; document 4 §13 /admin/custom/kpis, without the legacy's fixed weeks): per ISO week of a
// chosen period (Dutch weeks: Monday 00:00 in the Netherlands), the sets made per kind, the devices that did anything,
// the checks ('Begin met nakijken'), the tips ('Ontvang een tip'), the sign-ins ('Login') and the new registrations.
// Devices are counted, never named. One statement: the weeks are a series between the two parameter days.
import { Prisma } from '../../../db/generated/client.ts';
import type { ReportDefinition, ReportRow } from './types.ts';

/** The longest period: two years of weeks. */
export const KPI_WEEKS_MAX = 106;
/** Without a period: the twelve weeks up to and including this one. */
export const KPI_WEEKS_DEFAULT = 12;

const dayText = (day: Date | null | undefined) => (day ? day.toISOString().slice(0, 10) : null);

const count = (table: Prisma.Sql, where: Prisma.Sql) => Prisma.sql`(SELECT COUNT(*) FROM ${table} x WHERE x.created_at >= w.s AND x.created_at < w.e AND ${where})::int`;

export const kpis: ReportDefinition = {
  id: 'kpis',
  title: "KPI's per week",
  columns: [
    { key: 'week', label: 'Week', type: 'text' },
    { key: 'sets_online', label: 'Sets online', type: 'number' },
    { key: 'sets_pdf', label: 'Sets PDF', type: 'number' },
    { key: 'sets_word', label: 'Sets Word', type: 'number' },
    { key: 'apparaten', label: 'Apparaten', type: 'number' },
    { key: 'nakijken', label: 'Nakijken', type: 'number' },
    { key: 'tips', label: 'Tips', type: 'number' },
    { key: 'aanmeldingen', label: 'Aanmeldingen', type: 'number' },
    { key: 'registraties', label: 'Nieuwe registraties', type: 'number' },
  ],
  filters: ['range'],
  statement: (f) => Prisma.sql`SELECT to_char(w.week, 'IYYY-"W"IW') AS week,
      ${count(Prisma.sql`collections`, Prisma.sql`x.download_type = 'digital'`)} AS sets_online,
      ${count(Prisma.sql`collections`, Prisma.sql`x.download_type = 'pdf'`)} AS sets_pdf,
      ${count(Prisma.sql`collections`, Prisma.sql`x.download_type = 'word'`)} AS sets_word,
      (SELECT COUNT(DISTINCT x.device_key) FROM activity_logs x WHERE x.created_at >= w.s AND x.created_at < w.e)::int AS apparaten,
      ${count(Prisma.sql`activity_logs`, Prisma.sql`x.activity = 'Begin met nakijken'`)} AS nakijken,
      ${count(Prisma.sql`activity_logs`, Prisma.sql`x.activity = 'Ontvang een tip'`)} AS tips,
      ${count(Prisma.sql`activity_logs`, Prisma.sql`x.activity = 'Login'`)} AS aanmeldingen,
      ${count(Prisma.sql`registrations`, Prisma.sql`TRUE`)} AS registraties
    FROM (
      SELECT g AS week,
        (g AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'UTC' AS s,
        ((g + interval '7 days') AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'UTC' AS e
      FROM generate_series(date_trunc('week', ${dayText(f.from)}::date::timestamp), date_trunc('week', ${dayText(f.to)}::date::timestamp), interval '1 week') g
    ) w
    ORDER BY w.week`,
};

/** A KPI row of the legacy REST shape: its name, its total and a column per ISO week ('2020-W10'). */
export type KpiWeekColumnsRow = { KPI: string; Aantal: number } & Record<string, string | number | null>;

/**
 * The report's rows (a row per week) turned as document 4 §13's /admin/custom/kpis answers them: a row per KPI
 * `{KPI, Aantal, "<YYYY-Www>": count or null, …}` with a column per week of the period, in order. A week without any is
 * null (the legacy pivot's empty cell); 'Aantal' is the sum of the weeks (for 'Apparaten': devices counted per week).
 */
export function kpiWeekColumns(rows: readonly ReportRow[]): KpiWeekColumnsRow[] {
  return kpis.columns
    .filter((column) => column.type === 'number')
    .map((column) => {
      const weeks = rows.map((row) => [String(row.week), Number(row[column.key] ?? 0)] as const);
      const row: KpiWeekColumnsRow = { KPI: column.label, Aantal: weeks.reduce((sum, [, n]) => sum + n, 0) };
      for (const [week, n] of weeks) row[week] = n === 0 ? null : n;
      return row;
    });
}
