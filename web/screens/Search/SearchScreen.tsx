// The search pages of a stream (document 1 §2.4): 'Zoeken op domein', 'Zoeken op hoofdstuk' and the results of one
// keyword. Filters and sort live in the address (see ./searchState.ts): every change is a navigation, so the back
// button returns to the previous search and a search can be bookmarked. The facets load once per stream; the
// results load per search, and a new search cancels the running one (web/routes/search.tsx).
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert.tsx';
import type { SearchScreenFacetsQuery, SearchScreenFacetsQuery$data } from '../../__generated__/SearchScreenFacetsQuery.graphql';
import type { SearchResultsScreenQuery } from '../../__generated__/SearchResultsScreenQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { usePageStream } from '../../components/pageStream.ts';
import { NO_RESULTS, SearchResults } from './SearchResults.tsx';
import { TopicCardSkeletons } from './TopicCard.tsx';
import './search.css';
import { COMPLEXITY_LABEL, DEFAULT_SORT, readSearch, RELEVANCE, roman, searchQueryString, SORTS, toggled, type Complexity, type SearchFilter } from './searchState.ts';

/** A results page: by domain, by chapter, of one keyword, or of free text typed on the keyword overview. */
export type SearchKind = 'domains' | 'methodology' | 'tag' | 'text';

export const searchFacetsQuery = graphql`
  query SearchScreenFacetsQuery($streamId: String!, $tagId: ID!, $withTag: Boolean!, $filter: TopicFilter) @preloadable {
    stream(urlId: $streamId) {
      urlId
      name
      viewerSearchNotice
      keyword(id: $tagId) @include(if: $withTag) {
        name
        topicCount
      }
      searchFacets(filter: $filter) {
        topicCount
        methodologies {
          urlId
          name
          chapters {
            urlId
            name
            title
            topicCount
            children {
              urlId
              name
              title
              topicCount
            }
          }
        }
        domains {
          urlId
          name
          topicCount
          children {
            urlId
            name
            topicCount
          }
        }
        questionTypes {
          urlId
          name
          topicCount
        }
        years {
          value
          topicCount
        }
        terms {
          value
          name
          topicCount
        }
        complexities {
          value
          topicCount
        }
        hasAnswers {
          value
          name
          topicCount
        }
      }
    }
  }
`;

const TITLES: Record<SearchKind, string> = { domains: 'Zoeken op domein', methodology: 'Zoeken op hoofdstuk', tag: 'Zoeken op trefwoord', text: 'Zoeken op tekst' };

/** How many topics a search found, as the results page says it. */
export const foundText = (n: number) => (n === 1 ? '1 opgave gevonden' : `${n} opgaven gevonden`);

type Facets = NonNullable<NonNullable<SearchScreenFacetsQuery$data['stream']>['searchFacets']>;

/**
 * A stream outside the viewer's licence: the server's sentence for it (Stream.viewerSearchNotice, document 1 §8's
 * '{course} {level} valt niet onder je licentie.'), as a page. The web does not word it itself.
 */
export function NotLicensed({ notice }: { notice: string }) {
  return (
    <div className="search-page">
      <Alert kind="warning" title="Geen toegang tot dit vak">
        <p>{notice}</p>
      </Alert>
    </div>
  );
}

export function SearchScreen({ kind, facetsRef, resultsRef }: { kind: SearchKind; facetsRef: PreloadedQuery<SearchScreenFacetsQuery>; resultsRef: PreloadedQuery<SearchResultsScreenQuery> }) {
  const data = usePreloadedQuery<SearchScreenFacetsQuery>(searchFacetsQuery, facetsRef);
  const location = useLocation();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { filter: current, sort } = readSearch(new URLSearchParams(location.search));
  // The filter just chosen shows at once, before the navigation to it completes.
  const [pending, setPending] = useState<SearchFilter | null>(null);
  useEffect(() => setPending(null), [location.search]);
  const filter = pending ?? current;
  const stream = data.stream;
  // The header's stream picker follows the searched stream (components/StreamPicker.tsx).
  usePageStream(stream?.urlId);
  if (!stream) return <p className="empty">Dit vak bestaat niet (meer).</p>;
  if (stream.viewerSearchNotice) return <NotLicensed notice={stream.viewerSearchNotice} />;
  const facets = stream.searchFacets;

  /** Every change of the search is a step in the history (the back button undoes it). */
  const go = (next: SearchFilter, nextSort: string | null = sort) => {
    setPending(next);
    navigate({ search: searchQueryString(next, nextSort) });
  };
  const title = kind === 'tag' ? `Trefwoord: ${stream.keyword?.name ?? 'onbekend'}` : TITLES[kind];

  return (
    <div className="search-page">
      <p className="breadcrumb">
        <Link to={`/courses/${stream.urlId}/search/tags`}>Trefwoorden</Link> · <Link to={`/courses/${stream.urlId}/search/methodology`}>Hoofdstukken</Link> ·{' '}
        <Link to={`/courses/${stream.urlId}/search/domains`}>Domeinen</Link>
      </p>
      <h1>{title}</h1>
      <p className="lead">{stream.name}</p>
      <SearchBox text={filter.text ?? ''} onSearch={(text) => go({ ...filter, text: text || undefined }, sort === RELEVANCE.value && !text ? null : sort)} />
      <div className="search-layout">
        <button type="button" className="btn btn-secondary filters-toggle" aria-expanded={filtersOpen} aria-controls="search-filters" onClick={() => setFiltersOpen((o) => !o)}>
          Filters{activeFilters(filter) ? ` (${activeFilters(filter)} actief)` : ''}
        </button>
        <aside id="search-filters" className={`search-filters${filtersOpen ? ' search-filters-open' : ''}`} aria-label="Filters">
          {facets && kind === 'domains' && <DomainFilter facets={facets} filter={filter} onChange={go} />}
          {facets && kind === 'methodology' && <ChapterFilter facets={facets} filter={filter} onChange={go} />}
          {facets && <CommonFilters facets={facets} filter={filter} onChange={go} />}
          {Object.keys(filter).length > 0 && (
            <button type="button" className="btn btn-link" onClick={() => go({}, sort === RELEVANCE.value ? null : sort)}>
              Wis alle filters
            </button>
          )}
        </aside>
        <section className="search-results" aria-label="Resultaten">
          <div className="results-bar">
            {facets && (
              <p className="results-count" role="status">
                {foundText(facets.topicCount)}
              </p>
            )}
            <SortSelect value={sort} hasText={!!filter.text} onChange={(value) => go(filter, value === DEFAULT_SORT ? null : value)} />
          </div>
          <FailureBoundary key={location.search} fallback={<p className="empty">{NO_RESULTS}</p>}>
            <Suspense fallback={<TopicCardSkeletons />}>
              <SearchResults queryRef={resultsRef} />
            </Suspense>
          </FailureBoundary>
        </section>
      </div>
    </div>
  );
}

/** How many filter values are chosen (the free text not counted). */
function activeFilters(filter: SearchFilter): number {
  return Object.entries(filter).reduce((n, [key, value]) => (key === 'text' ? n : n + (Array.isArray(value) ? value.length : value ? 1 : 0)), 0);
}

/** Free text over names, highlights, introductions and questions (beyond the spec); Enter or the button searches. */
export function SearchBox({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const [value, setValue] = useState(text);
  useEffect(() => setValue(text), [text]);
  const id = useId();
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id}>Zoek in opgaven</label>
      <div className="search-box-row">
        <input id={id} type="search" value={value} maxLength={200} placeholder="Bijvoorbeeld: rendement zonnepaneel" onChange={(e) => setValue(e.target.value)} />
        <button type="submit" className="btn btn-primary">
          Zoeken
        </button>
      </div>
    </form>
  );
}

function SortSelect({ value, hasText, onChange }: { value: string | null; hasText: boolean; onChange: (value: string) => void }) {
  const id = useId();
  const options = hasText ? [RELEVANCE, ...SORTS] : SORTS;
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sorteer op</label>
      <select id={id} value={value ?? (hasText ? RELEVANCE.value : DEFAULT_SORT)} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A facet's value with its count within the search (the results ticking it gives). A value with 0 that is not ticked
 * is disabled: ticking it would give an empty list. A ticked one stays enabled, to untick.
 */
function Check({ checked, onChange, count, children }: { checked: boolean; onChange: (on: boolean) => void; count: number; children: ReactNode }) {
  const empty = count === 0 && !checked;
  return (
    <label className={`filter-option${empty ? ' filter-option-empty' : ''}`}>
      <input type="checkbox" checked={checked} disabled={empty} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {children} <span className="filter-count">({count})</span>
      </span>
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

type Change = (filter: SearchFilter) => void;

function DomainFilter({ facets, filter, onChange }: { facets: Facets; filter: SearchFilter; onChange: Change }) {
  if (!facets.domains.length) return <p className="empty">Dit vak heeft nog geen domeinen.</p>;
  return (
    <Group legend="Domeinen">
      <ul className="filter-tree">
        {facets.domains.map((d) => (
          <li key={d.urlId}>
            <Check checked={!!filter.domains?.includes(d.urlId)} count={d.topicCount} onChange={(on) => onChange({ ...filter, domains: toggled(filter.domains, d.urlId, on) })}>
              {d.name}
            </Check>
            {d.children.length > 0 && (
              <ul>
                {d.children.map((s) => (
                  <li key={s.urlId}>
                    <Check checked={!!filter.subdomains?.includes(s.urlId)} count={s.topicCount} onChange={(on) => onChange({ ...filter, subdomains: toggled(filter.subdomains, s.urlId, on) })}>
                      {s.name}
                    </Check>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Group>
  );
}

function ChapterFilter({ facets, filter, onChange }: { facets: Facets; filter: SearchFilter; onChange: Change }) {
  const id = useId();
  const methods = facets.methodologies;
  if (!methods.length) return <p className="empty">Dit vak heeft nog geen hoofdstukken.</p>;
  const method = methods.find((m) => m.urlId === filter.methodology) ?? methods[0]!;
  const chapterLabel = (c: { name: string; title: string | null | undefined }) => (c.title ? `${c.name} ${c.title}` : c.name);
  return (
    <>
      <div className="field">
        <label htmlFor={id}>Lesmethode</label>
        <select id={id} value={method.urlId} onChange={(e) => onChange({ ...filter, methodology: e.target.value, chapters: undefined })}>
          {methods.map((m) => (
            <option key={m.urlId} value={m.urlId}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <Group legend={`Hoofdstukken van ${method.name}`}>
        <ul className="filter-tree">
          {method.chapters.map((c) => (
            <li key={c.urlId}>
              <Check
                checked={!!filter.chapters?.includes(c.urlId)}
                count={c.topicCount}
                onChange={(on) => onChange({ ...filter, methodology: method.urlId, chapters: toggled(filter.chapters, c.urlId, on) })}
              >
                {chapterLabel(c)}
              </Check>
              {c.children.length > 0 && (
                <ul>
                  {c.children.map((p) => (
                    <li key={p.urlId}>
                      <Check
                        checked={!!filter.chapters?.includes(p.urlId)}
                        count={p.topicCount}
                        onChange={(on) => onChange({ ...filter, methodology: method.urlId, chapters: toggled(filter.chapters, p.urlId, on) })}
                      >
                        {chapterLabel(p)}
                      </Check>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Group>
    </>
  );
}

function CommonFilters({ facets, filter, onChange }: { facets: Facets; filter: SearchFilter; onChange: Change }) {
  return (
    <>
      <Group legend="Complexiteit">
        {facets.complexities.map((c) => {
          const value = c.value as Complexity;
          return (
            <Check key={value} checked={!!filter.complexities?.includes(value)} count={c.topicCount} onChange={(on) => onChange({ ...filter, complexities: toggled(filter.complexities, value, on) })}>
              {COMPLEXITY_LABEL[value] ?? value}
            </Check>
          );
        })}
      </Group>
      <Group legend="Vraagtype">
        {facets.questionTypes.map((t) => (
          <Check
            key={t.urlId}
            checked={!!filter.questionTypes?.includes(t.urlId)}
            count={t.topicCount}
            onChange={(on) => onChange({ ...filter, questionTypes: toggled(filter.questionTypes, t.urlId, on) })}
          >
            {t.name}
          </Check>
        ))}
      </Group>
      <Group legend="Examenjaar">
        <div className="filter-columns">
          {facets.years.map((y) => (
            <Check key={y.value} checked={!!filter.years?.includes(y.value)} count={y.topicCount} onChange={(on) => onChange({ ...filter, years: toggled(filter.years, y.value, on) })}>
              {y.value}
            </Check>
          ))}
        </div>
      </Group>
      <Group legend="Tijdvak">
        {facets.terms.map((t) => (
          <Check key={t.value} checked={!!filter.terms?.includes(t.value)} count={t.topicCount} onChange={(on) => onChange({ ...filter, terms: toggled(filter.terms, t.value, on) })}>
            Tijdvak {roman(t.value)}
          </Check>
        ))}
      </Group>
      <Group legend="Tips en nakijken">
        {facets.hasAnswers.map((h) => {
          const value = h.value === 1;
          return (
            <Check key={h.value} checked={!!filter.hasAnswers?.includes(value)} count={h.topicCount} onChange={(on) => onChange({ ...filter, hasAnswers: toggled(filter.hasAnswers, value, on) })}>
              {h.name}
            </Check>
          );
        })}
      </Group>
    </>
  );
}
