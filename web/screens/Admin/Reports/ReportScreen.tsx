// /admin/overzichten/{report} (document 3 §2, §9; issue 46): one report as a table — its filters (vakken, niveaus,
// jaren, tijdvakken: those the report accepts, the choices from the server) kept in the address so a link keeps them,
// the downloads (CSV and Excel, through the REST routes with the same filters) and the searchable, sortable table.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReportScreenQuery } from '../../../__generated__/ReportScreenQuery.graphql';
import { REPORT_TEXT as T, FILTER_PARAMS, type FilterKind } from './reportText.ts';
import { filterQuery, filtersOf, type ReportFilters } from './reportTable.ts';
import { ReportTable } from './ReportTable.tsx';
import './reports.css';

export const reportScreenQuery = graphql`
  query ReportScreenQuery($key: String!, $subjects: [String!], $levels: [String!], $years: [Int!], $terms: [Int!]) @preloadable {
    adminReport(id: $key, subjects: $subjects, levels: $levels, years: $years, terms: $terms) {
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

export function ReportScreen({ queryRef }: { queryRef: PreloadedQuery<ReportScreenQuery> }) {
  const { adminReport, adminReportFilters: options } = usePreloadedQuery<ReportScreenQuery>(reportScreenQuery, queryRef);
  const [params, setParams] = useSearchParams();
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
  const filters = filtersOf(params);
  const choices: Record<FilterKind, { value: string; label: string }[]> = {
    subjects: options.subjects.map((s) => ({ value: s.urlId, label: s.name })),
    levels: options.levels.map((l) => ({ value: l.urlId, label: l.name })),
    years: options.years.map((y) => ({ value: String(y), label: String(y) })),
    terms: options.terms.map((t) => ({ value: String(t), label: ROMAN[t - 1] ?? String(t) })),
  };
  const chosen = (kind: FilterKind) => (filters[kind] as (string | number)[]).map(String);
  const toggle = (kind: FilterKind, value: string, on: boolean) => {
    const now = chosen(kind).filter((v) => v !== value);
    const next: ReportFilters = { ...filters, [kind]: on ? [...now, value] : now };
    const typed: ReportFilters = { ...next, years: next.years.map(Number), terms: next.terms.map(Number) };
    setParams(new URLSearchParams(filterQuery(typed, kinds)), { replace: true });
  };
  const query = filterQuery(filters, kinds);
  const suffix = query ? `?${query}` : '';
  const anyFilter = kinds.some((k) => params.get(FILTER_PARAMS[k]));
  return (
    <>
      <p>
        <Link to="/admin/overzichten">{T.back}</Link>
      </p>
      <h1>{report.title}</h1>
      {kinds.length > 0 && (
        <form className="report-filters" aria-label={T.filters} onSubmit={(e) => e.preventDefault()}>
          {kinds.map((kind) => (
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
      <ReportTable key={report.key} title={report.title} columns={report.columns} rows={rows.map((r) => r.cells)} />
    </>
  );
}
