// 'Opgaven opnieuw gebruiken' (/collections/history, document 1 §2.7): the teacher's sets, newest first, ten at a
// time (more as the teacher scrolls, or with 'Meer sets laden'), each with its topics, link and QR code for the
// projector, sharing and hiding, and 'Bewerk een kopie' (back into the current selection).
import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HistoryScreenQuery } from '../../__generated__/HistoryScreenQuery.graphql';
import type { HistoryScreen_viewer$key } from '../../__generated__/HistoryScreen_viewer.graphql';
import type { HistoryPaginationQuery } from '../../__generated__/HistoryPaginationQuery.graphql';
import type { SharePanel_viewer$key } from '../../__generated__/SharePanel_viewer.graphql';
import { CollectionCard } from './CollectionCard.tsx';
import './collections.css';

/** Document 1 §9: the reuse list pages by 10. */
export const HISTORY_PAGE = 10;

export const HISTORY_TEXT = {
  title: 'Opgaven opnieuw gebruiken',
  lead: 'Je eerdere sets, de nieuwste eerst. Deel een set opnieuw met je leerlingen, laat hem zien op het bord, verberg de vragen voor zelf oefenen of bewerk een kopie.',
  empty: 'Je hebt nog geen opgaven gebruikt',
  search: 'Zoek opgaven',
  more: 'Meer sets laden',
  loading: 'Meer sets laden…',
};

export const historyScreenQuery = graphql`
  query HistoryScreenQuery @preloadable {
    viewer {
      ...HistoryScreen_viewer
      ...SharePanel_viewer
      currentStream {
        urlId
      }
    }
  }
`;

export function HistoryScreen({ queryRef }: { queryRef: PreloadedQuery<HistoryScreenQuery> }) {
  const { viewer } = usePreloadedQuery<HistoryScreenQuery>(historyScreenQuery, queryRef);
  return (
    <div className="history-page">
      <h1>{HISTORY_TEXT.title}</h1>
      <p className="lead">{HISTORY_TEXT.lead}</p>
      <History viewer={viewer} shareViewer={viewer} searchPath={viewer.currentStream ? `/courses/${viewer.currentStream.urlId}/search/tags` : null} />
    </div>
  );
}

function History({ viewer, shareViewer, searchPath }: { viewer: HistoryScreen_viewer$key; shareViewer: SharePanel_viewer$key; searchPath: string | null }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<HistoryPaginationQuery, HistoryScreen_viewer$key>(
    graphql`
      fragment HistoryScreen_viewer on Viewer @refetchable(queryName: "HistoryPaginationQuery") @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        collections(first: $first, after: $after) @connection(key: "HistoryScreen_collections") {
          edges {
            node {
              id
              ...CollectionCard_collection
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.collections.edges;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isLoadingNext) loadNext(HISTORY_PAGE);
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  if (!edges.length) {
    return (
      <div className="card">
        <p className="empty">{HISTORY_TEXT.empty}</p>
        {searchPath && (
          <p>
            <Link to={searchPath}>{HISTORY_TEXT.search}</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      <div className="collection-cards">
        {edges.map((edge) => (
          <CollectionCard key={edge.node.id} collection={edge.node} viewer={shareViewer} manage editCopy />
        ))}
      </div>
      {hasNext && (
        <div ref={sentinel} className="load-more">
          <button type="button" className="btn btn-secondary" onClick={() => loadNext(HISTORY_PAGE)} disabled={isLoadingNext}>
            {isLoadingNext ? HISTORY_TEXT.loading : HISTORY_TEXT.more}
          </button>
        </div>
      )}
    </>
  );
}
