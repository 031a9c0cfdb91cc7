// The report table's rules, without React: cells in Dutch (numbers '12.345', days '12 januari 2026'), the search over
// every column, the sort by one column (numbers as numbers, days as days, text in Dutch order), and the filters read
// from and written to the address (?vak=a,b&jaar=2019).
import { formatDay } from '../../../lib/dates.ts';
import { FILTER_PARAMS, RANGE_PARAMS, type FilterKind } from './reportText.ts';

export type ColumnType = 'text' | 'number' | 'date';
export interface Column {
  label: string;
  /** A ColumnType; another (a newer server's) reads as text. */
  type: ColumnType | (string & {});
}
export type Row = readonly (string | null | undefined)[];
export type SortState = { column: number; direction: 'ascending' | 'descending' } | null;

// Grouped from five digits on ('12.345'), so years and small counts read as they are ('2022', '1234').
const numberFormat = new Intl.NumberFormat('nl-NL', { useGrouping: 'min2' } as Intl.NumberFormatOptions);

/** A cell as the table shows it. */
export function cellText(type: Column['type'], cell: string | null | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (type === 'number' && cell !== '' && Number.isFinite(Number(cell))) return numberFormat.format(Number(cell));
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(cell)) return formatDay(cell);
  return cell;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('nl');

/** The rows with `search` in one of their cells as shown (case and accents aside); all rows for an empty search. */
export function searchRows<R extends Row>(columns: readonly Column[], rows: readonly R[], search: string): R[] {
  const wanted = fold(search.trim());
  if (!wanted) return [...rows];
  return rows.filter((row) => row.some((cell, i) => fold(cellText(columns[i]?.type ?? 'text', cell)).includes(wanted) || (!!cell && fold(cell).includes(wanted))));
}

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/** The rows sorted by one column (empty cells last either way); the given order when `sort` is null. */
export function sortRows<R extends Row>(columns: readonly Column[], rows: readonly R[], sort: SortState): R[] {
  if (!sort) return [...rows];
  const type = columns[sort.column]?.type ?? 'text';
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.column] ?? null;
    const y = b[sort.column] ?? null;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1; // empty cells last
    if (type === 'number') return sign * (Number(x) - Number(y));
    if (type === 'date') return sign * (x < y ? -1 : x > y ? 1 : 0);
    return sign * collator.compare(x, y);
  });
}

/** A click on a column's header: ascending first, then descending, then ascending again. */
export const nextSort = (sort: SortState, column: number): SortState =>
  sort?.column === column && sort.direction === 'ascending' ? { column, direction: 'descending' } : { column, direction: 'ascending' };

export interface ReportFilters {
  subjects: string[];
  levels: string[];
  years: number[];
  terms: number[];
  /** A period of days (YYYY-MM-DD), for the reports with the filter 'range'; '' for the report's default. */
  from: string;
  to: string;
}

const listOf = (params: URLSearchParams, name: string) => (params.get(name) ?? '').split(',').filter((v) => v !== '');
const numbersOf = (params: URLSearchParams, name: string) =>
  listOf(params, name)
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);

/** The filters in an address. */
export function filtersOf(params: URLSearchParams): ReportFilters {
  return {
    subjects: listOf(params, FILTER_PARAMS.subjects),
    levels: listOf(params, FILTER_PARAMS.levels),
    years: numbersOf(params, FILTER_PARAMS.years),
    terms: numbersOf(params, FILTER_PARAMS.terms),
    from: dayOf(params.get(RANGE_PARAMS.from)),
    to: dayOf(params.get(RANGE_PARAMS.to)),
  };
}

const dayOf = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

/** The filters of `kinds` as an address's query ('vak=a,b&jaar=2019'), without the empty ones. */
export function filterQuery(filters: ReportFilters, kinds: readonly FilterKind[] = ['subjects', 'levels', 'years', 'terms', 'range']): string {
  const params = new URLSearchParams();
  for (const kind of kinds) {
    if (kind === 'range') {
      if (filters.from) params.set(RANGE_PARAMS.from, filters.from);
      if (filters.to) params.set(RANGE_PARAMS.to, filters.to);
    } else if (filters[kind].length) params.set(FILTER_PARAMS[kind], filters[kind].join(','));
  }
  return params.toString().replace(/%2C/g, ',');
}

/** The query's variables for the report's GraphQL field: null for 'all'. */
export const filterVariables = (filters: ReportFilters) => ({
  subjects: filters.subjects.length ? filters.subjects : null,
  levels: filters.levels.length ? filters.levels : null,
  years: filters.years.length ? filters.years : null,
  terms: filters.terms.length ? filters.terms : null,
  from: filters.from || null,
  to: filters.to || null,
});
