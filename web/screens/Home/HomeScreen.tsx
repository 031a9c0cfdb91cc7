import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StreamsScreenQuery } from '../../__generated__/StreamsScreenQuery.graphql';
import { streamsScreenQuery } from '../Streams/StreamsScreen.tsx';
import { StreamList } from '../Streams/StreamList.tsx';

export function HomeScreen({ queryRef }: { queryRef: PreloadedQuery<StreamsScreenQuery> }) {
  const data = usePreloadedQuery<StreamsScreenQuery>(streamsScreenQuery, queryRef);
  return (
    <>
      <section className="hero">
        <h1>Oefenen met echte examenvragen</h1>
        <p className="lead">
          Docenten zoeken opgaven uit de centrale examens, stellen een selectie samen en delen die met hun leerlingen als webpagina, PDF
          of Word-document. Leerlingen oefenen, vragen tips op en kijken hun eigen werk stap voor stap na.
        </p>
        <p>
          <Link to="/vakken">Bekijk alle vakken</Link>
        </p>
      </section>
      <StreamList streams={data.streams} />
    </>
  );
}
