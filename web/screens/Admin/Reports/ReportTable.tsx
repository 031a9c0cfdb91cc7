// A report's table (issue 46): a search over every column, a sort by a click on a column's header (aria-sort tells
// which and how), the number of rows shown, and an empty state. Narrow screens scroll the table sideways.
import { useId, useMemo, useState } from 'react';
import { TextField } from '../../../components/ui/Field.tsx';
import { REPORT_TEXT as T } from './reportText.ts';
import { cellText, nextSort, searchRows, sortRows, type Column, type Row, type SortState } from './reportTable.ts';
import './reports.css';

export function ReportTable({ title, columns, rows, busy = false }: { title: string; columns: readonly Column[]; rows: readonly Row[]; busy?: boolean }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(null);
  const countId = useId();
  const shown = useMemo(() => sortRows(columns, searchRows(columns, rows, search), sort), [columns, rows, search, sort]);
  return (
    <div className="report" aria-busy={busy || undefined}>
      <div className="report-search" role="search">
        <TextField label={T.search} hint={T.searchHint} type="search" value={search} onChange={(e) => setSearch(e.target.value)} aria-controls={countId} />
      </div>
      <p id={countId} className="report-count" role="status">
        {T.rows(shown.length, rows.length)}
      </p>
      {rows.length === 0 ? (
        <p className="empty">{T.empty}</p>
      ) : shown.length === 0 ? (
        <p className="empty">{T.noMatch(search.trim())}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
          <table className="admin-table report-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th key={i} scope="col" aria-sort={sort?.column === i ? sort.direction : undefined} className={column.type === 'number' ? 'report-number' : undefined}>
                    <button type="button" className="report-sort" onClick={() => setSort(nextSort(sort, i))} title={T.sortBy(column.label)}>
                      {column.label}
                      <span aria-hidden="true" className="report-sort-mark">
                        {sort?.column === i ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row, r) => (
                <tr key={r}>
                  {columns.map((column, i) => (
                    <td key={i} className={column.type === 'number' ? 'report-number' : undefined}>
                      {cellText(column.type, row[i] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
