// Routes of registration and activation (document 2 §2.1, §2.12, §4.4; chunk ./signup.screens.tsx): the teacher's
// trial form /registreer, the same form in a frame /registreer+iframe, the student form /registreer/leerling, and the
// activation page /activate/{code} = /activeer/{code}. All public. The activation's state is asked anew on every visit
// (the payer comes back from the payment provider to this page), and again when the page moves the code on.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import { environment } from '../relay/environment.ts';
import trialSignupScreenQuery from '../__generated__/TrialSignupScreenQuery$parameters';
import type { TrialSignupScreenQuery } from '../__generated__/TrialSignupScreenQuery.graphql';
import studentSignupScreenQuery from '../__generated__/StudentSignupScreenQuery$parameters';
import type { StudentSignupScreenQuery } from '../__generated__/StudentSignupScreenQuery.graphql';
import activationScreenQuery from '../__generated__/ActivationScreenQuery$parameters';
import type { ActivationScreenQuery } from '../__generated__/ActivationScreenQuery.graphql';
import { screen } from './lazy.ts';

const screens = () => import('./signup.screens.tsx');

function loadActivation({ params }: LoaderFunctionArgs) {
  return loadQuery<ActivationScreenQuery>(environment, activationScreenQuery, { code: params.code ?? '' }, { fetchPolicy: 'network-only' });
}

export const signupRoutes: RouteObject[] = [
  {
    path: '/registreer',
    loader: () => loadQuery<TrialSignupScreenQuery>(environment, trialSignupScreenQuery, {}, { fetchPolicy: 'store-or-network' }),
    lazy: screen(screens, 'TrialSignupRoute'),
  },
  { path: '/registreer+iframe', lazy: screen(screens, 'SignupFrameScreen') },
  {
    path: '/registreer/leerling',
    loader: () => loadQuery<StudentSignupScreenQuery>(environment, studentSignupScreenQuery, {}, { fetchPolicy: 'store-or-network' }),
    lazy: screen(screens, 'StudentSignupRoute'),
  },
  { path: '/activate/:code', loader: loadActivation, lazy: screen(screens, 'ActivationRoute') },
  { path: '/activeer/:code', loader: loadActivation, lazy: screen(screens, 'ActivationRoute') },
];
