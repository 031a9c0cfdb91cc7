// The search chunk: everything the routes in ./search.tsx render (teacher side: admin, author, docent, participant).
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { KeywordsScreenQuery } from '../__generated__/KeywordsScreenQuery.graphql';
import { Protected } from '../components/Protected.tsx';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { KeywordsFailed, KeywordsScreen } from '../screens/Search/KeywordsScreen.tsx';
import { SearchScreen, type SearchKind } from '../screens/Search/SearchScreen.tsx';
import type { SearchLoaderData } from './search.tsx';
import { Suspended } from './Suspended.tsx';

export function KeywordsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<KeywordsScreenQuery>;
  return (
    <Protected area="teacher">
      <FailureBoundary fallback={<KeywordsFailed />}>
        <Suspended>
          <KeywordsScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}

function SearchRoute({ kind }: { kind: SearchKind }) {
  const { facetsRef, resultsRef } = useLoaderData() as SearchLoaderData;
  return (
    <Protected area="teacher">
      <Suspended>
        <SearchScreen kind={kind} facetsRef={facetsRef} resultsRef={resultsRef} />
      </Suspended>
    </Protected>
  );
}

export const TagResultsRoute = () => <SearchRoute kind="tag" />;
export const DomainSearchRoute = () => <SearchRoute kind="domains" />;
export const ChapterSearchRoute = () => <SearchRoute kind="methodology" />;
export const TextSearchRoute = () => <SearchRoute kind="text" />;
