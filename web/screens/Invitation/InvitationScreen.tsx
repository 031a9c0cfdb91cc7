// /uitnodiging-accepteren/{token} (document 2 §4.5): what the invitation link can do. A new address chooses a password
// (password and verification) and gets an account; for an address with an account the page says which licence invites
// it and links the seat only when the invitee presses 'Uitnodiging accepteren' — opening the link (or a mail scanner
// opening it) changes nothing. After either, whoever was signed in on this browser is signed out and the invitee goes
// home with 'Welkom! Log in en ga direct aan de slag!'. An unknown link says 'Onbekende link', a used one 'Link al
// geactiveerd', an expired one says so, anything else its own message.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { InvitationScreenQuery } from '../../__generated__/InvitationScreenQuery.graphql';
import type { InvitationScreen_viewer$key } from '../../__generated__/InvitationScreen_viewer.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { fieldErrorMap, focusFirstInvalid } from '../../components/ui/Field.tsx';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields.tsx';
import { useShell } from '../../components/ShellContext.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useAcceptInvitationMutation } from '../../mutations/useAcceptInvitationMutation.ts';
import { useCreateInvitedAccountMutation } from '../../mutations/useCreateInvitedAccountMutation.ts';
import { INVITATION_TEXT as T } from './invitationText.ts';

export const invitationScreenQuery = graphql`
  query InvitationScreenQuery($token: String!) @preloadable {
    invitation(token: $token) {
      __typename
      ... on Invitation {
        status
        email
        firstName
        licenseDescription
      }
      ... on Error {
        message
      }
    }
    viewer {
      ...InvitationScreen_viewer
    }
  }
`;

type Outcome = { status: string; message: string } | null;

export function InvitationScreen({ token, queryRef }: { token: string; queryRef: PreloadedQuery<InvitationScreenQuery> }) {
  const { invitation, viewer } = usePreloadedQuery<InvitationScreenQuery>(invitationScreenQuery, queryRef);
  const signedIn = useFragment<InvitationScreen_viewer$key>(
    graphql`
      fragment InvitationScreen_viewer on Viewer {
        user {
          email
        }
      }
    `,
    viewer,
  ).user;
  // A step that found the link in another state than the page loaded with shows that state instead.
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { resetForNewViewer } = useShell();
  const navigate = useNavigate();
  const toast = useToast();

  const done = async () => {
    // The server signed out whoever was signed in here: the shell forgets them, and the invitee signs in next. The
    // seat is linked whatever happens now: a failed refetch only leaves the shell to notice the change by itself.
    await resetForNewViewer().catch(() => {});
    navigate('/', { replace: true });
    toast(T.welcome, 'success');
  };

  if (invitation.__typename !== 'Invitation') {
    return (
      <Page title={T.title}>
        <Alert kind="error">{('message' in invitation && invitation.message) || T.unexpected}</Alert>
      </Page>
    );
  }
  const status: string = outcome?.status ?? invitation.status ?? '';
  const stateMessage = (fallback: string) => (outcome?.message && outcome.status === status ? outcome.message : fallback);
  switch (status) {
    case 'unknownEmail':
      return (
        <Page title={T.welcomeName(invitation.firstName)}>
          <NewAccount token={token} email={invitation.email ?? ''} license={invitation.licenseDescription} signedInAs={signedIn?.email ?? null} onDone={done} onState={setOutcome} />
        </Page>
      );
    case 'validEmail':
      return (
        <Page title={T.welcomeName(invitation.firstName)}>
          <ExistingAccount token={token} email={invitation.email ?? ''} license={invitation.licenseDescription} signedInAs={signedIn?.email ?? null} onDone={done} onState={setOutcome} />
        </Page>
      );
    case 'unknownSeat':
      return (
        <Page title={T.title}>
          <Alert kind="error" title={T.unknown}>
            <p>{T.unknownHint}</p>
          </Alert>
          <HomeLink />
        </Page>
      );
    case 'invalidSeat':
      return (
        <Page title={T.title}>
          <Alert kind="warning" title={T.used}>
            <p>{T.usedHint}</p>
          </Alert>
          <p>
            <Link to="/login" className="btn btn-primary">
              {T.signIn}
            </Link>
          </p>
        </Page>
      );
    case 'expired':
      return (
        <Page title={T.title}>
          <Alert kind="warning" title={T.expired}>
            <p>{stateMessage(T.expiredHint)}</p>
          </Alert>
          <HomeLink />
        </Page>
      );
    default:
      return (
        <Page title={T.title}>
          <Alert kind="error">{stateMessage(status)}</Alert>
        </Page>
      );
  }
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
    </div>
  );
}

function HomeLink() {
  return (
    <p>
      <Link to="/">{T.home}</Link>
    </p>
  );
}

interface StepProps {
  token: string;
  email: string;
  license: string | null | undefined;
  signedInAs: string | null;
  onDone(): Promise<void>;
  onState(outcome: Outcome): void;
}

/** The sentence under the title: who is invited, for which licence. */
function Intro({ email, license }: { email: string; license: string | null | undefined }) {
  return <p>{T.intro(email, license ?? null)}</p>;
}

function SignedInNote({ signedInAs }: { signedInAs: string | null }) {
  return signedInAs ? (
    <Alert kind="info">
      <p>{T.signedInNote(signedInAs)}</p>
    </Alert>
  ) : null;
}

function NewAccount({ token, email, license, signedInAs, onDone, onState }: StepProps) {
  const [create, creating] = useCreateInvitedAccountMutation();
  const fields = useNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = () => focusFirstInvalid(form.current);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!fields.check()) return focusInvalid();
    try {
      const result = await create(token, fields.password);
      switch (result.__typename) {
        case 'CreateInvitedAccountSuccess':
          await onDone();
          return;
        case 'ValidationError':
          fields.setErrors({ password: fieldErrorMap(result.fieldErrors).password });
          focusInvalid();
          return;
        case 'InvitationStateError':
          onState({ status: result.status ?? '', message: result.message ?? '' });
          return;
        default:
          setFailure(('message' in result && result.message) || T.unexpected);
      }
    } catch {
      setFailure(T.unexpected);
    }
  };

  return (
    <>
      <Intro email={email} license={license} />
      <p>{T.choosePassword}</p>
      <SignedInNote signedInAs={signedInAs} />
      {failure && <Alert kind="error">{failure}</Alert>}
      <form ref={form} noValidate onSubmit={onSubmit}>
        <NewPasswordFields state={fields} username={email} autoFocus />
        <div className="auth-actions">
          <Button type="submit" loading={creating}>
            {T.create}
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * 'valid-email' (document 2 §4.5): an account with the invited address exists. The page says who is invited for which
 * licence, and the seat is linked to that account only when the invitee accepts — a link opened by someone else, or
 * by a mail scanner, changes nothing. Whoever is signed in here is signed out as it is accepted.
 */
function ExistingAccount({ token, email, license, signedInAs, onDone, onState }: StepProps) {
  const [accept, accepting] = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const onAccept = async () => {
    setFailure(null);
    try {
      const result = await accept(token);
      if (result.__typename === 'AcceptInvitationSuccess') return await onDone();
      if (result.__typename === 'InvitationStateError') return onState({ status: result.status ?? '', message: result.message ?? '' });
      setFailure(('message' in result && result.message) || T.unexpected);
    } catch {
      setFailure(T.unexpected);
    }
  };
  return (
    <>
      <Intro email={email} license={license} />
      <p>{T.existingAccount(email)}</p>
      <SignedInNote signedInAs={signedInAs} />
      {failure && <Alert kind="error">{failure}</Alert>}
      <div className="auth-actions">
        {/* Pressed twice, it still accepts once: the button holds while the request runs. */}
        <Button loading={accepting} onClick={() => void onAccept()}>
          {failure ? T.retry : T.accept}
        </Button>
      </div>
      <p className="muted">{T.notForYou}</p>
    </>
  );
}
