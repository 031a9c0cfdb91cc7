// The account area's chunk: everything the routes in ./account.tsx render.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { LoginScreenQuery } from '../__generated__/LoginScreenQuery.graphql';
import type { ProfileScreenQuery } from '../__generated__/ProfileScreenQuery.graphql';
import { LoginScreen } from '../screens/Auth/LoginScreen.tsx';
import { ProfileScreen } from '../screens/Profile/ProfileScreen.tsx';
import { Protected } from '../components/Protected.tsx';
import { Suspended } from './Suspended.tsx';

export { ForgotPasswordScreen } from '../screens/Auth/ForgotPasswordScreen.tsx';
export { ForgotPasswordSentScreen } from '../screens/Auth/ForgotPasswordSentScreen.tsx';
export { ResetPasswordScreen } from '../screens/Auth/ResetPasswordScreen.tsx';
export { SsoReturnScreen } from '../screens/Auth/SsoReturnScreen.tsx';

export function LoginRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<LoginScreenQuery>;
  return (
    <Suspended>
      <LoginScreen queryRef={queryRef} />
    </Suspended>
  );
}

export function ProfileRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileScreenQuery>;
  return (
    <Protected area="profile">
      <Suspended>
        <ProfileScreen queryRef={queryRef} />
      </Suspended>
    </Protected>
  );
}
