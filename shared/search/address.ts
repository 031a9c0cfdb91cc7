// A teacher search as it lives in the address (document 1 §2.4): `sort` and the filter query `f`, so a search can be
// bookmarked and the back button returns to the previous one. `f` holds the filter as its own small query string,
// e.g. f=complexities%3Dlow%2Chigh%26years%3D2024 — readable when decoded, and stable for the same filter.
//
// Shared by the web app, which reads and writes the address and asks for a search page's first answers from it
// (web/routes/search.tsx), and the server, which sends those first answers with the page (server/http/preload.ts):
// both derive the same variables from the same address here, so the app finds the answers it would have asked for.

export type Complexity = 'low' | 'average' | 'high';

export interface SearchFilter {
  domains?: string[];
  subdomains?: string[];
  tags?: string[];
  methodology?: string;
  chapters?: string[];
  complexities?: Complexity[];
  questionTypes?: string[];
  years?: number[];
  terms?: number[];
  hasAnswers?: boolean[];
  text?: string;
}

const LIST_KEYS = ['domains', 'subdomains', 'tags', 'chapters', 'questionTypes'] as const;
const COMPLEXITIES: readonly Complexity[] = ['low', 'average', 'high'];

/** The sorts a search offers, the default first (document 1 §2.4); relevance only with free text. */
export const SORT_VALUES = ['-popularity', 'name', '-year', '-complexity', 'complexity', 'time_in_minutes', '-time_in_minutes'] as const;
export const RELEVANCE_SORT = 'relevance';
export const DEFAULT_SORT = SORT_VALUES[0];

/** Topics on the first page of results; the app loads more as the teacher scrolls. */
export const RESULTS_PAGE_SIZE = 20;

/** The filter in the address's `f`; unknown keys and malformed values are left out. */
function readFilter(f: string | null): SearchFilter {
  const params = new URLSearchParams(f ?? '');
  const list = (key: string) =>
    (params.get(key) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, 50);
  const filter: SearchFilter = {};
  for (const key of LIST_KEYS) {
    const values = list(key);
    if (values.length) filter[key] = values;
  }
  const methodology = params.get('methodology');
  if (methodology) filter.methodology = methodology;
  const complexities = list('complexities').filter((c): c is Complexity => COMPLEXITIES.includes(c as Complexity));
  if (complexities.length) filter.complexities = complexities;
  const numbers = (key: string) =>
    list(key)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  const years = numbers('years');
  if (years.length) filter.years = years;
  const terms = numbers('terms');
  if (terms.length) filter.terms = terms;
  const answers = list('hasAnswers').filter((v) => v === '1' || v === '0');
  if (answers.length) filter.hasAnswers = answers.map((v) => v === '1');
  const text = params.get('text')?.trim();
  if (text) filter.text = text.slice(0, 200);
  return filter;
}

/**
 * The address's `f` for a filter (empty string: no filter); list values are joined by plain commas. A value escapes
 * only what would break `f`'s own query string (% & = + and, in a list, the comma): `f` as a whole is encoded once
 * more as a parameter of the address, and escaping everything here made a two-word search 'rendement%2520vermogen'.
 * Now it is `f=text%3Drendement+vermogen`; addresses written the old way still read the same.
 */
function writeFilter(filter: SearchFilter): string {
  const parts: string[] = [];
  const escape = (value: string, list: boolean) => value.replace(list ? /[%&=+,]/g : /[%&=+]/g, (c) => encodeURIComponent(c));
  const put = (key: string, values: readonly (string | number)[] | undefined) => {
    if (values?.length) parts.push(`${key}=${values.map((v) => escape(String(v), key !== 'text')).join(',')}`);
  };
  for (const key of LIST_KEYS) put(key, filter[key]);
  if (filter.methodology) put('methodology', [filter.methodology]);
  put('complexities', filter.complexities);
  put('years', filter.years);
  put('terms', filter.terms);
  put(
    'hasAnswers',
    filter.hasAnswers?.map((b) => (b ? '1' : '0')),
  );
  if (filter.text) put('text', [filter.text]);
  return parts.join('&');
}

/** The search of an address: its filter and sort (null: the server's default). */
export function readSearch(search: URLSearchParams): { filter: SearchFilter; sort: string | null } {
  const sort = search.get('sort');
  const known: readonly string[] = [...SORT_VALUES, RELEVANCE_SORT];
  return { filter: readFilter(search.get('f')), sort: sort && known.includes(sort) ? sort : null };
}

/** The address's query string for a search. */
export function searchQueryString(filter: SearchFilter, sort: string | null): string {
  const params = new URLSearchParams();
  const f = writeFilter(filter);
  if (f) params.set('f', f);
  if (sort) params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The variables of a results page's first queries: the facets, counted within the search, and the first page of
 * results (a keyword's page filters on it).
 */
export function searchPageVariables(streamId: string, tagId: string | null, search: URLSearchParams) {
  const { filter: inAddress, sort } = readSearch(search);
  const filter = tagId ? { ...inAddress, tags: [tagId] } : inAddress;
  return {
    facets: { streamId, tagId: tagId ?? '', withTag: !!tagId, filter },
    results: { streamId, filter, sort, first: RESULTS_PAGE_SIZE },
  };
}
