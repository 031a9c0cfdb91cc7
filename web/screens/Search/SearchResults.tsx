// The results of a search: topic cards, more as the teacher scrolls (or presses 'Meer opgaven laden'), and
// 'Geen opgaven gevonden.' when there are none or the search failed.
import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SearchResultsScreenQuery } from '../../__generated__/SearchResultsScreenQuery.graphql';
import type { SearchResults_stream$key } from '../../__generated__/SearchResults_stream.graphql';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql';
import { RESULTS_PAGE_SIZE as PAGE_SIZE } from '../../../shared/search/address.ts';
import { TopicCard } from './TopicCard.tsx';

export const NO_RESULTS = 'Geen opgaven gevonden.';

export const searchResultsScreenQuery = graphql`
  query SearchResultsScreenQuery($streamId: String!, $filter: TopicFilter, $sort: String, $first: Int) @preloadable {
    stream(urlId: $streamId) {
      ...SearchResults_stream @arguments(filter: $filter, sort: $sort, first: $first)
    }
  }
`;

export function SearchResults({ queryRef }: { queryRef: PreloadedQuery<SearchResultsScreenQuery> }) {
  const data = usePreloadedQuery<SearchResultsScreenQuery>(searchResultsScreenQuery, queryRef);
  return data.stream ? <ResultList stream={data.stream} /> : <p className="empty">{NO_RESULTS}</p>;
}

function ResultList({ stream }: { stream: SearchResults_stream$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SearchResultsPaginationQuery, SearchResults_stream$key>(
    graphql`
      fragment SearchResults_stream on Stream
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(filter: { type: "TopicFilter" }, sort: { type: "String" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        searchTopics(filter: $filter, sort: $sort, first: $first, after: $after) @connection(key: "SearchResults_searchTopics", filters: ["filter", "sort"]) {
          edges {
            node {
              id
              ...TopicCard_topic
            }
          }
        }
      }
    `,
    stream,
  );
  const edges = data.searchTopics?.edges ?? [];
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isLoadingNext) loadNext(PAGE_SIZE);
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  if (!edges.length) return <p className="empty">{NO_RESULTS}</p>;
  return (
    <>
      <div className="topic-cards">
        {edges.map((edge) => (
          <TopicCard key={edge.node.id} topic={edge.node} />
        ))}
      </div>
      {hasNext && (
        <div ref={sentinel} className="load-more">
          <button type="button" className="btn btn-secondary" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
            {isLoadingNext ? 'Meer opgaven laden…' : 'Meer opgaven laden'}
          </button>
        </div>
      )}
    </>
  );
}
