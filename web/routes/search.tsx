// Routes of teacher search (chunk ./search.screens.tsx): the keyword overview, results per domain, per chapter, per
// keyword and of free text. Loaders start the queries together with the chunk's download. The facets of a stream load once
// (store first); the results load for each search in the address, and starting a new search disposes the running
// one, which aborts its request (web/relay/environment.ts).
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import searchFacetsQuery from '../__generated__/SearchScreenFacetsQuery$parameters';
import type { SearchScreenFacetsQuery } from '../__generated__/SearchScreenFacetsQuery.graphql';
import searchResultsScreenQuery from '../__generated__/SearchResultsScreenQuery$parameters';
import type { SearchResultsScreenQuery } from '../__generated__/SearchResultsScreenQuery.graphql';
import searchKeywordsScreenQuery from '../__generated__/KeywordsScreenQuery$parameters';
import type { KeywordsScreenQuery } from '../__generated__/KeywordsScreenQuery.graphql';
import { searchPageVariables } from '../../shared/search/address.ts';
import { screen } from './lazy.ts';

const screens = () => import('./search.screens.tsx');

export interface SearchLoaderData {
  facetsRef: PreloadedQuery<SearchScreenFacetsQuery>;
  resultsRef: PreloadedQuery<SearchResultsScreenQuery>;
}

let running: PreloadedQuery<SearchResultsScreenQuery> | null = null;

function loadSearch({ params, request }: LoaderFunctionArgs): SearchLoaderData {
  const streamId = params.streamId ?? '';
  const tagId = params.tagId ?? null;
  // The same variables as the first answers the server sends with the page (server/http/preload.ts).
  const variables = searchPageVariables(streamId, tagId, new URL(request.url).searchParams);
  const facetsRef = loadQuery<SearchScreenFacetsQuery>(environment, searchFacetsQuery, variables.facets, { fetchPolicy: 'store-or-network' });
  const resultsRef = loadQuery<SearchResultsScreenQuery>(environment, searchResultsScreenQuery, variables.results, { fetchPolicy: 'store-or-network' });
  // A new search replaces the running one: its answer is no longer wanted.
  const previous = running;
  running = resultsRef;
  if (previous && previous !== resultsRef) queueMicrotask(() => previous.dispose());
  return { facetsRef, resultsRef };
}

export const searchRoutes: RouteObject[] = [
  { path: '/courses/:streamId/search', element: <Navigate to="tags" replace /> },
  {
    path: '/courses/:streamId/search/tags',
    loader: ({ params }) => loadQuery<KeywordsScreenQuery>(environment, searchKeywordsScreenQuery, { streamId: params.streamId ?? '' }, { fetchPolicy: 'store-and-network' }),
    lazy: screen(screens, 'KeywordsRoute'),
  },
  { path: '/courses/:streamId/search/tags/:tagId', loader: loadSearch, lazy: screen(screens, 'TagResultsRoute') },
  { path: '/courses/:streamId/search/domains', loader: loadSearch, lazy: screen(screens, 'DomainSearchRoute') },
  { path: '/courses/:streamId/search/methodology', loader: loadSearch, lazy: screen(screens, 'ChapterSearchRoute') },
  // Free text typed on the keyword overview: a search of its own, not one by domain or chapter.
  { path: '/courses/:streamId/search/text', loader: loadSearch, lazy: screen(screens, 'TextSearchRoute') },
];
