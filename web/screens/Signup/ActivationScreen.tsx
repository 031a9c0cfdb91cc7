// /activate/{code} and /activeer/{code} (document 2 §4.4): what the page does follows the code's state, asked of the
// server. payment needed → a pay button to the payment provider's checkout; registration exists → choose a password
// (the account is made); user exists → the licence is activated at once ('Licentie wordt geactiveerd...'); then
// 'Compleet! Log in en ga direct aan de slag!' with the ways on (sign in, the homepage) — no timer moves anyone on: the
// page stays until they go (WCAG 2.2.1). A failed activation can be tried again. An unknown code says 'Onbekende
// registratiecode', a used one 'Ongeldige registratiecode'; any other state is shown as it is. The licence is named as
// the server names it.
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { ActivationScreenQuery } from '../../__generated__/ActivationScreenQuery.graphql';
import type { ActivationView_activation$data, ActivationView_activation$key } from '../../__generated__/ActivationView_activation.graphql';
import { useSetActivationPasswordMutation } from '../../mutations/useSetActivationPasswordMutation.ts';
import { useActivateLicenseMutation } from '../../mutations/useActivateLicenseMutation.ts';
import { useStartActivationPaymentMutation } from '../../mutations/useStartActivationPaymentMutation.ts';
import { useShell } from '../../components/ShellContext.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields.tsx';
import { useFocusOnMount } from '../Home/useFocusOnMount.ts';
import { FrameAwareLink } from './SignupParts.tsx';
import { fieldErrorMap, focusFirstInvalid } from '../../components/ui/Field.tsx';
import { formatEuro, SIGNUP_TEXT as T } from './signupText.ts';
import './signup.css';

export const activationScreenQuery = graphql`
  query ActivationScreenQuery($code: String!) @preloadable {
    activation(code: $code) {
      ...ActivationView_activation
    }
  }
`;

export function ActivationScreen({ queryRef, code }: { queryRef: PreloadedQuery<ActivationScreenQuery>; code: string }) {
  const { activation } = usePreloadedQuery<ActivationScreenQuery>(activationScreenQuery, queryRef);
  const [complete, setComplete] = useState<{ licenseName: string; signedIn: boolean } | null>(null);
  return (
    <div className="auth-page">
      <section className="card auth-card signup-card" aria-labelledby="activation-title">
        {complete !== null ? (
          <Complete licenseName={complete.licenseName} signedIn={complete.signedIn} />
        ) : (
          <ActivationView activation={activation} code={code} onComplete={(licenseName, signedIn) => setComplete({ licenseName, signedIn })} />
        )}
      </section>
    </div>
  );
}

type Activation = ActivationView_activation$data;

export function ActivationView({ activation, code, onComplete }: { activation: ActivationView_activation$key; code: string; onComplete(licenseName: string, signedIn: boolean): void }) {
  const data = useFragment(
    graphql`
      fragment ActivationView_activation on Activation {
        status
        message
        payment {
          status
        }
        registration {
          email
          licenseName
          amountCents
        }
      }
    `,
    activation,
  );
  switch (data.status) {
    case 'paymentNeeded':
      return <PaymentStep activation={data} code={code} />;
    case 'registrationExists':
      return <PasswordStep activation={data} code={code} />;
    case 'userExists':
      return <ActivatingStep code={code} onComplete={onComplete} />;
    case 'notFound':
      return <Ended kind="warning" title={T.unknownCode} text={T.unknownHelp} />;
    case 'activatedAlready':
      return <Ended kind="warning" title={T.usedCode} text={T.usedHelp} />;
    case 'paymentUnavailable':
      return <Ended kind="error" text={data.message ?? T.noOnlinePayment} />;
    default:
      // A state this page does not know: shown as it is.
      return <Ended kind="error" text={String(data.status)} />;
  }
}

/** Reads the code's state again (the route's loader asks the server anew). */
function useReload() {
  const { revalidate } = useRevalidator();
  return revalidate;
}

function PaymentStep({ activation, code }: { activation: Activation; code: string }) {
  const [start, inFlight] = useStartActivationPaymentMutation();
  const reload = useReload();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const amount = activation.registration?.amountCents ? formatEuro(activation.registration.amountCents) : '';
  const paymentStatus = activation.payment?.status ?? null;
  const pending = paymentStatus === 'pending' || paymentStatus === 'authorized';
  const didNotGoThrough = paymentStatus ? T.paymentDidNotGoThrough[paymentStatus] : undefined;

  async function pay() {
    setFailure(null);
    try {
      const result = await start(code);
      if (result.__typename === 'StartActivationPaymentSuccess' && result.checkoutUrl) {
        setLeaving(true);
        window.location.assign(result.checkoutUrl);
        return;
      }
      if (result.__typename === 'ActivationError') return reload();
      setFailure('message' in result && result.message ? result.message : T.unexpected);
    } catch {
      setFailure(T.unexpected);
    }
  }

  return (
    <>
      <h1 id="activation-title" tabIndex={-1} ref={heading}>
        {T.payTitle}
      </h1>
      {activation.registration && <Requested name={activation.registration.licenseName} />}
      <p>{T.payLead(amount)}</p>
      {didNotGoThrough && (
        <Alert kind="warning">
          <p>
            {didNotGoThrough} {T.paymentAgain}
          </p>
        </Alert>
      )}
      {failure && <Alert kind="error">{failure}</Alert>}
      {pending ? (
        <>
          <Alert kind="info">
            <p>{T.paymentPending}</p>
          </Alert>
          <div className="activation-actions">
            <Button variant="secondary" onClick={() => reload()}>
              {T.refresh}
            </Button>
          </div>
        </>
      ) : (
        <div className="activation-actions">
          <Button onClick={() => void pay()} loading={inFlight || leaving}>
            {didNotGoThrough ? T.payAgain : T.pay(amount)}
          </Button>
        </div>
      )}
    </>
  );
}

function PasswordStep({ activation, code }: { activation: Activation; code: string }) {
  const [setPassword, inFlight] = useSetActivationPasswordMutation();
  const reload = useReload();
  const shell = useShell();
  const fields = useNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!fields.check()) return focusFirstInvalid(form.current);
    try {
      const result = await setPassword(code, fields.password);
      switch (result.__typename) {
        case 'SetActivationPasswordSuccess':
          // The new teacher is signed in now (the password was just chosen): the shell loads them as the viewer (the
          // answer names no viewer: a user record with only an id would reach the shell's menu before its fields).
          await shell.resetForNewViewer().catch(() => {});
          return reload();
        case 'ActivationError':
          // The account exists now (or the code moved on meanwhile): the page follows the code's state.
          return reload();
        case 'ValidationError': {
          fields.setErrors({ password: fieldErrorMap(result.fieldErrors).password });
          return focusFirstInvalid(form.current);
        }
        default:
          setFailure('message' in result && result.message ? result.message : T.unexpected);
      }
    } catch {
      setFailure(T.unexpected);
    }
  }

  return (
    <>
      <h1 id="activation-title" tabIndex={-1} ref={heading}>
        {T.accountTitle}
      </h1>
      {activation.registration && <p>{T.accountLead(activation.registration.email)}</p>}
      {failure && <Alert kind="error">{failure}</Alert>}
      <form ref={form} noValidate onSubmit={(e) => void submit(e)}>
        <NewPasswordFields state={fields} username={activation.registration?.email ?? ''} />
        <div className="auth-actions">
          <Button type="submit" loading={inFlight}>
            {T.save}
          </Button>
        </div>
      </form>
    </>
  );
}

/** 'user exists': the page posts the activation itself and says so while it runs; a failure can be tried again. */
function ActivatingStep({ code, onComplete }: { code: string; onComplete(licenseName: string, signedIn: boolean): void }) {
  const [activate, activating] = useActivateLicenseMutation();
  const reload = useReload();
  const shell = useShell();
  // A refusal of the server (e.g. a trial for a student's account) is final; a request that failed can be tried again.
  const [failure, setFailure] = useState<{ message: string; retry: boolean } | null>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    setFailure(null);
    try {
      const result = await activate(code);
      if (result.__typename === 'ActivateLicenseSuccess') {
        // The viewer may have changed (signed out when someone else was signed in here, or a new licence).
        await shell.refreshViewer().catch(() => {});
        onComplete(result.licenseName ?? '', !!result.viewer?.user);
        return;
      }
      if (result.__typename === 'ActivationError' && result.activation?.status !== 'userExists') return reload();
      setFailure({ message: 'message' in result && result.message ? result.message : T.unexpected, retry: false });
    } catch {
      setFailure({ message: T.unexpected, retry: true });
    }
  }, [activate, code, onComplete, reload, shell]);

  useEffect(() => {
    // Once per page, also when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <>
      <h1 id="activation-title">{T.activationTitle}</h1>
      {failure ? (
        <>
          <Alert kind="error" title={T.activationFailed}>
            <p>{failure.message}</p>
          </Alert>
          <div className="activation-actions">
            {failure.retry ? (
              <Button loading={activating} onClick={() => void run()}>
                {T.retry}
              </Button>
            ) : (
              <FrameAwareLink to="/">{T.toHome}</FrameAwareLink>
            )}
          </div>
        </>
      ) : (
        <p className="activation-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          {T.activating}
        </p>
      )}
    </>
  );
}

function Complete({ licenseName, signedIn }: { licenseName: string; signedIn: boolean }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h1 id="activation-title" tabIndex={-1} ref={heading}>
        {T.activationTitle}
      </h1>
      <Alert kind="success" title={signedIn ? T.completeSignedIn : T.complete}>
        {licenseName && (
          <dl className="activation-license">
            <dt>{T.activated}</dt>
            <dd>{licenseName}</dd>
          </dl>
        )}
      </Alert>
      <div className="activation-actions">
        {signedIn ? (
          <FrameAwareLink to="/" className="btn btn-primary">
            {T.startNow}
          </FrameAwareLink>
        ) : (
          <>
            <FrameAwareLink to="/login" className="btn btn-primary">
              {T.toLogin}
            </FrameAwareLink>
            <FrameAwareLink to="/">{T.toHome}</FrameAwareLink>
          </>
        )}
      </div>
    </>
  );
}

/** The licence asked for, by the name the server gives it. */
function Requested({ name }: { name: string }) {
  return (
    <dl className="activation-license">
      <dt>{T.requested}</dt>
      <dd>{name}</dd>
    </dl>
  );
}

function Ended({ kind, title, text }: { kind: 'warning' | 'error'; title?: string; text: ReactNode }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h1 id="activation-title" tabIndex={-1} ref={heading}>
        {T.activationTitle}
      </h1>
      <Alert kind={kind} title={title}>
        <p>{text}</p>
      </Alert>
      <div className="activation-actions">
        <FrameAwareLink to="/login">{T.toLogin}</FrameAwareLink>
        <FrameAwareLink to="/">{T.toHome}</FrameAwareLink>
      </div>
    </>
  );
}
