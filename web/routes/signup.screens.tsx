// The registration and activation chunk: everything the routes in ./signup.tsx render. The pages are public; a failed
// load says so in place.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { TrialSignupScreenQuery } from '../__generated__/TrialSignupScreenQuery.graphql';
import type { StudentSignupScreenQuery } from '../__generated__/StudentSignupScreenQuery.graphql';
import type { ActivationScreenQuery } from '../__generated__/ActivationScreenQuery.graphql';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { TrialSignupScreen } from '../screens/Signup/TrialSignupScreen.tsx';
import { StudentSignupScreen } from '../screens/Signup/StudentSignupScreen.tsx';
import { ActivationScreen } from '../screens/Signup/ActivationScreen.tsx';
import { SIGNUP_TEXT } from '../screens/Signup/signupText.ts';
import { Suspended } from './Suspended.tsx';

export { SignupFrameScreen } from '../screens/Signup/SignupFrameScreen.tsx';

const failed = <p className="empty">{SIGNUP_TEXT.unexpected}</p>;

export function TrialSignupRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<TrialSignupScreenQuery>;
  return (
    <FailureBoundary fallback={failed}>
      <Suspended>
        <TrialSignupScreen queryRef={queryRef} />
      </Suspended>
    </FailureBoundary>
  );
}

export function StudentSignupRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<StudentSignupScreenQuery>;
  return (
    <FailureBoundary fallback={failed}>
      <Suspended>
        <StudentSignupScreen queryRef={queryRef} />
      </Suspended>
    </FailureBoundary>
  );
}

export function ActivationRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ActivationScreenQuery>;
  const { code = '' } = useParams();
  return (
    <FailureBoundary fallback={failed}>
      <Suspended>
        {/* A new code (another link) starts the page over. */}
        <ActivationScreen key={code} queryRef={queryRef} code={code} />
      </Suspended>
    </FailureBoundary>
  );
}
