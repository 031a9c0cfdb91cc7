// /vakken: every stream per level, each linking to its exam list (docent, author and admin).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { StreamsScreenQuery } from '../../__generated__/StreamsScreenQuery.graphql';
import { StreamList } from './StreamList.tsx';

export const streamsScreenQuery = graphql`
  query StreamsScreenQuery @preloadable {
    streams {
      ...StreamList_streams
    }
  }
`;

export function StreamsScreen({ queryRef }: { queryRef: PreloadedQuery<StreamsScreenQuery> }) {
  const data = usePreloadedQuery<StreamsScreenQuery>(streamsScreenQuery, queryRef);
  return (
    <>
      <h1>Alle vakken</h1>
      <p className="lead">Examenopgaven van de centrale examens voor vmbo, havo en vwo, per vak en niveau.</p>
      <StreamList streams={data.streams} linkToExams />
    </>
  );
}
