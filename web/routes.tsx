// Routes: each loads its query before render (loadQuery in the loader, usePreloadedQuery in the screen).
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, useLoaderData } from 'react-router-dom';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { environment } from './relay/environment.ts';
import { Shell } from './components/Shell.tsx';
import { RouteError } from './components/RouteError.tsx';
import { StreamsScreen, streamsScreenQuery } from './screens/Streams/StreamsScreen.tsx';
import type { StreamsScreenQuery } from './__generated__/StreamsScreenQuery.graphql';
import { HomeScreen } from './screens/Home/HomeScreen.tsx';

function Loading() {
  return (
    <p className="loading" role="status">
      Laden…
    </p>
  );
}

function StreamsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<StreamsScreenQuery>;
  return (
    <Suspense fallback={<Loading />}>
      <StreamsScreen queryRef={queryRef} />
    </Suspense>
  );
}

function HomeRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<StreamsScreenQuery>;
  return (
    <Suspense fallback={<Loading />}>
      <HomeScreen queryRef={queryRef} />
    </Suspense>
  );
}

/** An unknown path goes home. */
function NotFound() {
  return <Navigate to="/" replace />;
}

const streamsLoader = () => loadQuery<StreamsScreenQuery>(environment, streamsScreenQuery, {}, { fetchPolicy: 'store-or-network' });

export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', loader: streamsLoader, element: <HomeRoute /> },
          { path: '/vakken', loader: streamsLoader, element: <StreamsRoute /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
