// Routes of the account screens: home variants, sign-in, password reset, single sign-on return, profile, all streams.
import type { RouteObject } from 'react-router-dom';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { Suspense, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { environment } from '../relay/environment.ts';
import { StreamsScreen, streamsScreenQuery } from '../screens/Streams/StreamsScreen.tsx';
import type { StreamsScreenQuery } from '../__generated__/StreamsScreenQuery.graphql';
import { HomeScreen, homeScreenQuery } from '../screens/Home/HomeScreen.tsx';
import type { HomeScreenQuery } from '../__generated__/HomeScreenQuery.graphql';
import { LoginScreen, loginScreenQuery } from '../screens/Auth/LoginScreen.tsx';
import type { LoginScreenQuery } from '../__generated__/LoginScreenQuery.graphql';
import { ForgotPasswordScreen, FORGOT_PASSWORD_SENT } from '../screens/Auth/ForgotPasswordScreen.tsx';
import { ForgotPasswordSentScreen } from '../screens/Auth/ForgotPasswordSentScreen.tsx';
import { ResetPasswordScreen } from '../screens/Auth/ResetPasswordScreen.tsx';
import { SsoReturnScreen } from '../screens/Auth/SsoReturnScreen.tsx';
import { ProfileScreen, profileScreenQuery } from '../screens/Profile/ProfileScreen.tsx';
import type { ProfileScreenQuery } from '../__generated__/ProfileScreenQuery.graphql';
import { Loading } from '../components/Loading.tsx';
import { Protected } from '../components/Protected.tsx';

function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

function StreamsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<StreamsScreenQuery>;
  return (
    <Suspended>
      <StreamsScreen queryRef={queryRef} />
    </Suspended>
  );
}

function HomeRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<HomeScreenQuery>;
  return (
    <Suspended>
      <HomeScreen queryRef={queryRef} />
    </Suspended>
  );
}

function LoginRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<LoginScreenQuery>;
  return (
    <Suspended>
      <LoginScreen queryRef={queryRef} />
    </Suspended>
  );
}

function ProfileRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileScreenQuery>;
  return (
    <Protected area="profile">
      <Suspended>
        <ProfileScreen queryRef={queryRef} />
      </Suspended>
    </Protected>
  );
}

export const accountRoutes: RouteObject[] = [
  // The home variant follows the viewer: show what the store has at once and refresh it from the server.
  { path: '/', loader: () => loadQuery<HomeScreenQuery>(environment, homeScreenQuery, {}, { fetchPolicy: 'store-and-network' }), element: <HomeRoute /> },
  { path: '/login', loader: () => loadQuery<LoginScreenQuery>(environment, loginScreenQuery, {}, { fetchPolicy: 'network-only' }), element: <LoginRoute /> },
  { path: '/forgot-password', element: <ForgotPasswordScreen /> },
  { path: FORGOT_PASSWORD_SENT, element: <ForgotPasswordSentScreen /> },
  { path: '/reset-password', element: <ResetPasswordScreen /> },
  { path: '/sso', element: <SsoReturnScreen /> },
  { path: '/profile', loader: () => loadQuery<ProfileScreenQuery>(environment, profileScreenQuery, {}, { fetchPolicy: 'network-only' }), element: <ProfileRoute /> },
  { path: '/vakken', loader: () => loadQuery<StreamsScreenQuery>(environment, streamsScreenQuery, {}, { fetchPolicy: 'store-or-network' }), element: <StreamsRoute /> },
];
