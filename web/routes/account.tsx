// Routes of the account screens: sign-in, password reset, single sign-on return and profile (chunk ./account.screens.tsx).
import type { RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import loginScreenQuery from '../__generated__/LoginScreenQuery$parameters';
import type { LoginScreenQuery } from '../__generated__/LoginScreenQuery.graphql';
import profileScreenQuery from '../__generated__/ProfileScreenQuery$parameters';
import type { ProfileScreenQuery } from '../__generated__/ProfileScreenQuery.graphql';
import { screen } from './lazy.ts';

const screens = () => import('./account.screens.tsx');

export const accountRoutes: RouteObject[] = [
  {
    path: '/login',
    loader: () => loadQuery<LoginScreenQuery>(environment, loginScreenQuery, {}, { fetchPolicy: 'network-only' }),
    lazy: screen(screens, 'LoginRoute'),
  },
  { path: '/forgot-password', lazy: screen(screens, 'ForgotPasswordScreen') },
  // The same address as FORGOT_PASSWORD_SENT in the screen, written out so the route table does not pull the screen in.
  { path: '/forgot-password/verstuurd', lazy: screen(screens, 'ForgotPasswordSentScreen') },
  { path: '/reset-password', lazy: screen(screens, 'ResetPasswordScreen') },
  { path: '/sso', lazy: screen(screens, 'SsoReturnScreen') },
  {
    path: '/profile',
    loader: () => loadQuery<ProfileScreenQuery>(environment, profileScreenQuery, {}, { fetchPolicy: 'network-only' }),
    lazy: screen(screens, 'ProfileRoute'),
  },
];
