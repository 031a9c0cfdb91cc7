// /admin/overzichten/{report} (document 3 §2, §9; issue 46): one report as a table — its filters (vakken, niveaus,
// jaren, tijdvakken: those the report accepts, the choices from the server) kept in the address so a link keeps them,
// the downloads (CSV and Excel, through the REST routes with the same filters) and the searchable, sortable table.
import { lazy, Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReportScreenQuery } from '../../../__generated__/ReportScreenQuery.graphql';
import type { ReportScreenFiltersQuery } from '../../../__generated__/ReportScreenFiltersQuery.graphql';
import { REPORT_TEXT as T, WEEKS_MAX, FILTER_PARAMS, RANGE_PARAMS, type FilterKind, type ListFilterKind } from './reportText.ts';
import { filterQuery, filtersOf, type ReportFilters } from './reportTable.ts';
import { ReportTable } from './ReportTable.tsx';
import './reports.css';

/** The weekly KPIs' chart: chart.js is loaded only when a report with weeks opens. */
const KpiChart = lazy(() => import('./KpiChart.tsx'));

export const reportScreenQuery = graphql`
  query ReportScreenQuery($key: String!, $subjects: [String!], $levels: [String!], $years: [Int!], $terms: [Int!], $from: Date, $to: Date) @preloadable {
    adminReport(id: $key, subjects: $subjects, levels: $levels, years: $years, terms: $terms, from: $from, to: $to) {
      report {
        key
        title
        endpoint
        filters
        columns {
          label
          type
        }
      }
      rows {
        cells
      }
    }
  }
`;

/** The filters' choices: the same for every report and every filter, so loaded once per visit, not with each change. */
export const reportScreenFiltersQuery = graphql`
  query ReportScreenFiltersQuery @preloadable {
    adminReportFilters {
      subjects {
        urlId
        name
      }
      levels {
        urlId
        name
      }
      years
      terms
    }
  }
`;

const ROMAN = ['I', 'II', 'III'];

const hasWeeksOf = (kinds: readonly FilterKind[]) => kinds.includes('range');

/** What is wrong with a period (the server's rules: 'to' not before 'from', at most WEEKS_MAX weeks); null when nothing. */
function periodProblem(filters: ReportFilters): string | null {
  if (!filters.from || !filters.to) return null;
  const from = Date.parse(`${filters.from}T00:00:00Z`);
  const to = Date.parse(`${filters.to}T00:00:00Z`);
  if (to < from) return T.periodBackwards;
  const day = 86_400_000;
  const monday = (t: number) => t - ((new Date(t).getUTCDay() + 6) % 7) * day;
  return (monday(to) - monday(from)) / (7 * day) + 1 > WEEKS_MAX ? T.periodTooLong(WEEKS_MAX) : null;
}

export interface ReportScreenRefs {
  report: PreloadedQuery<ReportScreenQuery>;
  filters: PreloadedQuery<ReportScreenFiltersQuery>;
}

export function ReportScreen({ queryRef, filtersRef, pending = false }: { queryRef: PreloadedQuery<ReportScreenQuery>; filtersRef: PreloadedQuery<ReportScreenFiltersQuery>; pending?: boolean }) {
  const { adminReport } = usePreloadedQuery<ReportScreenQuery>(reportScreenQuery, queryRef);
  const { adminReportFilters: options } = usePreloadedQuery<ReportScreenFiltersQuery>(reportScreenFiltersQuery, filtersRef);
  const [params, setParams] = useSearchParams();
  // The filters as ticked: shown at once, while the address (and then the rows) follow; the address wins when it changes.
  const addressed = params.toString();
  const [draft, setDraft] = useState(() => ({ of: addressed, filters: filtersOf(params) }));
  if (draft.of !== addressed) setDraft({ of: addressed, filters: filtersOf(params) });
  if (!adminReport) {
    return (
      <>
        <p className="empty">{T.noReport}</p>
        <Link to="/admin/overzichten">{T.back}</Link>
      </>
    );
  }
  const { report, rows } = adminReport;
  const kinds = report.filters as readonly FilterKind[];
  const filters = draft.of === addressed ? draft.filters : filtersOf(params);
  const lists = kinds.filter((k): k is ListFilterKind => k !== 'range');
  const choices: Record<ListFilterKind, { value: string; label: string }[]> = {
    subjects: options.subjects.map((s) => ({ value: s.urlId, label: s.name })),
    levels: options.levels.map((l) => ({ value: l.urlId, label: l.name })),
    years: options.years.map((y) => ({ value: String(y), label: String(y) })),
    terms: options.terms.map((t) => ({ value: String(t), label: ROMAN[t - 1] ?? String(t) })),
  };
  const chosen = (kind: ListFilterKind) => (filters[kind] as (string | number)[]).map(String);
  const show = (next: ReportFilters) => {
    setDraft({ of: addressed, filters: next });
    // A period the server would refuse stays in the form with its message; the address and the rows keep the last good one.
    if (periodProblem(next)) return;
    setParams(new URLSearchParams(filterQuery(next, kinds)), { replace: true });
  };
  const problem = hasWeeksOf(kinds) ? periodProblem(filters) : null;
  const toggle = (kind: ListFilterKind, value: string, on: boolean) => {
    const now = chosen(kind).filter((v) => v !== value);
    const next: ReportFilters = { ...filters, [kind]: on ? [...now, value] : now };
    show({ ...next, years: next.years.map(Number), terms: next.terms.map(Number) });
  };
  const hasWeeks = kinds.includes('range');
  const query = filterQuery(filters, kinds);
  const suffix = query ? `?${query}` : '';
  const anyFilter = lists.some((k) => params.get(FILTER_PARAMS[k])) || (hasWeeks && (params.get(RANGE_PARAMS.from) || params.get(RANGE_PARAMS.to)));
  return (
    <>
      <p>
        <Link to="/admin/overzichten">{T.back}</Link>
      </p>
      <h1>{report.title}</h1>
      {kinds.length > 0 && (
        <form className="report-filters" aria-label={T.filters} onSubmit={(e) => e.preventDefault()}>
          {hasWeeks && (
            <fieldset>
              <legend>{T.range}</legend>
              <div className="report-options">
                <label>
                  {T.from}
                  <input type="date" value={filters.from} onChange={(e) => show({ ...filters, from: e.target.value })} />
                </label>
                <label>
                  {T.to}
                  <input
                    type="date"
                    value={filters.to}
                    onChange={(e) => show({ ...filters, to: e.target.value })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? 'report-period-error' : undefined}
                  />
                </label>
              </div>
              {problem && (
                <p id="report-period-error" className="field-error" role="alert">
                  {problem}
                </p>
              )}
            </fieldset>
          )}
          {lists.map((kind) => (
            <fieldset key={kind}>
              <legend>{T[kind]}</legend>
              <div className="report-options">
                {choices[kind].map((choice) => (
                  <label key={choice.value}>
                    <input type="checkbox" checked={chosen(kind).includes(choice.value)} onChange={(e) => toggle(kind, choice.value, e.target.checked)} />
                    {choice.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {anyFilter && (
            <p>
              <button type="button" className="btn btn-secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                {T.clearFilters}
              </button>
            </p>
          )}
        </form>
      )}
      <div className="report-actions" role="group" aria-label={T.downloads}>
        <a className="btn btn-secondary" href={`${report.endpoint}.csv${suffix}`} download>
          {T.csv}
        </a>
        <a className="btn btn-secondary" href={`${report.endpoint}.xlsx${suffix}`} download>
          {T.xlsx}
        </a>
      </div>
      {/* Only the weekly KPIs have a row per week to draw ('Alle activiteiten' has a period too, but a row per event). */}
      {report.key === 'kpis' && rows.length > 0 && (
        <Suspense fallback={null}>
          <KpiChart title={report.title} columns={report.columns} rows={rows.map((r) => r.cells)} />
        </Suspense>
      )}
      <ReportTable busy={pending} key={report.key} title={report.title} columns={report.columns} rows={rows.map((r) => r.cells)} />
    </>
  );
}
