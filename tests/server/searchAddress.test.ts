// A teacher search in the address (shared/search/address.ts), which the web app writes and reads and the server reads
// to send a search page's first answers: what an address holds, what it leaves out, and the variables of the page's
// first queries.
import { DEFAULT_SORT, readSearch, RELEVANCE_SORT, searchPageVariables, searchQueryString, SORT_VALUES } from '../../shared/search/address.ts';
import { parseSort } from '../../server/domain/search/search.ts';

describe('a search in the address', () => {
  it('writes the filter as its own small query string in f, and the sort beside it', () => {
    expect(searchQueryString({ complexities: ['low', 'high'], years: [2024] }, 'name')).toBe('?f=complexities%3Dlow%2Chigh%26years%3D2024&sort=name');
    // Free text is encoded once (issue 41: it was 'rendement%252C%2520vermogen', its space encoded twice); only what
    // would break f's own query string is escaped inside it.
    expect(searchQueryString({ text: 'rendement, vermogen' }, null)).toBe('?f=text%3Drendement%2C+vermogen');
    expect(searchQueryString({ text: 'zon & wind 100%' }, null)).toBe('?f=text%3Dzon+%2526+wind+100%2525');
    expect(searchQueryString({}, null)).toBe('');
  });

  it('reads back what it wrote, and an address written with the text encoded twice as before', () => {
    expect(readSearch(new URLSearchParams('f=text%3Drendement%252C%2520vermogen')).filter).toEqual({ text: 'rendement, vermogen' });
    expect(readSearch(new URLSearchParams(searchQueryString({ text: 'zon & wind 100% + a=b' }, null).slice(1))).filter).toEqual({ text: 'zon & wind 100% + a=b' });
    const filter = { domains: ['Ab1'], tags: ['Cd2', 'Ef3'], methodology: 'Gh4', complexities: ['average' as const], terms: [2], hasAnswers: [true, false], text: 'rendement, vermogen' };
    const query = searchQueryString(filter, '-year');
    expect(readSearch(new URLSearchParams(query.slice(1)))).toEqual({ filter, sort: '-year' });
  });

  it('leaves out unknown keys, malformed values and an unknown sort', () => {
    const f = 'colour=blue&complexities=low,extreme&years=2024,twee,-3,2023.5&hasAnswers=1,ja&text=%20%20';
    expect(readSearch(new URLSearchParams({ f, sort: 'random' }))).toEqual({ filter: { complexities: ['low'], years: [2024], hasAnswers: [true] }, sort: null });
    // Relevance is a sort too (for free text).
    expect(readSearch(new URLSearchParams('sort=relevance')).sort).toBe('relevance');
  });

  it('gives a results page its first queries: the facets counted within the search and 20 results, a keyword page filtered on its keyword', () => {
    expect(searchPageVariables('St1', null, new URLSearchParams('f=years%3D2024&sort=name'))).toEqual({
      facets: { streamId: 'St1', tagId: '', withTag: false, filter: { years: [2024] } },
      results: { streamId: 'St1', filter: { years: [2024] }, sort: 'name', first: 20 },
    });
    expect(searchPageVariables('St1', 'Kw9', new URLSearchParams(''))).toEqual({
      facets: { streamId: 'St1', tagId: 'Kw9', withTag: true, filter: { tags: ['Kw9'] } },
      results: { streamId: 'St1', filter: { tags: ['Kw9'] }, sort: null, first: 20 },
    });
  });

  it('offers only sorts the search itself knows, most used first by default', () => {
    expect(DEFAULT_SORT).toBe('-popularity');
    expect(parseSort(DEFAULT_SORT)).toEqual(parseSort(null));
    for (const sort of [...SORT_VALUES, RELEVANCE_SORT]) expect(parseSort(sort)).toEqual([expect.objectContaining({ descending: sort.startsWith('-') })]);
    expect(parseSort('-year')).toEqual([{ key: 'year', descending: true }]);
    expect(parseSort('time_in_minutes')).toEqual([{ key: 'timeInMinutes', descending: false }]);
  });
});
