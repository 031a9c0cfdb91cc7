// /login: e-mail and password with 'Onthoud mij', sign-in through the publisher's single sign-on, 'Wachtwoord vergeten?'.
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { LoginScreenQuery } from '../../__generated__/LoginScreenQuery.graphql';
import type { LoginForm_viewer$key } from '../../__generated__/LoginForm_viewer.graphql';
import { useSignInMutation } from '../../mutations/useSignInMutation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox, focusFirstInvalid, TextField } from '../../components/ui/Field.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { useAfterSignIn } from './useViewerChange.ts';
import { dutch, dutchFieldErrors, emailProblem, localPath, TEXT, failureText } from './authText.ts';

export const loginScreenQuery = graphql`
  query LoginScreenQuery @preloadable {
    viewer {
      user {
        id
      }
      ...LoginForm_viewer
    }
  }
`;

export function LoginScreen({ queryRef }: { queryRef: PreloadedQuery<LoginScreenQuery> }) {
  const data = usePreloadedQuery<LoginScreenQuery>(loginScreenQuery, queryRef);
  const [params] = useSearchParams();
  // Someone who is signed in already has nothing to do here. Only as the page opens: a sign-in on this page changes
  // the viewer too, and then the form itself goes on to `next`.
  const [signedInAlready] = useState(() => !!data.viewer.user);
  if (signedInAlready) return <Navigate to="/" replace />;
  return <LoginForm viewer={data.viewer} next={localPath(params.get('next'))} />;
}

type Errors = { email?: string[]; password?: string[]; form?: string };

export function LoginForm({ viewer, next }: { viewer: LoginForm_viewer$key; next: string }) {
  const { ssoAvailable } = useFragment(
    graphql`
      fragment LoginForm_viewer on Viewer {
        ssoAvailable
      }
    `,
    viewer,
  );
  const [signIn, inFlight] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [leaving, setLeaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const afterSignIn = useAfterSignIn();

  function fail(next: Errors) {
    setErrors(next);
    focusFirstInvalid(form.current);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Errors = {};
    const emailError = emailProblem(email);
    if (emailError) local.email = [emailError];
    if (!password) local.password = [TEXT.required];
    if (local.email || local.password) return fail(local);
    setErrors({});
    try {
      const result = await signIn({ email: email.trim(), password, remember });
      switch (result.__typename) {
        case 'SignInSuccess':
          setLeaving(true);
          await afterSignIn(next);
          return;
        case 'InvalidCredentialsError':
        case 'NotAuthorizedError':
        case 'ThrottledError':
          return fail({ email: [dutch(result.message)] });
        case 'ValidationError': {
          const fields = dutchFieldErrors(result.fieldErrors);
          return fail({ email: fields.email, password: fields.password, form: fields.email || fields.password ? undefined : dutch(result.message) });
        }
        default:
          return fail({ form: dutch('message' in result ? result.message : null) });
      }
    } catch (failure) {
      setLeaving(false);
      fail({ form: failureText(failure) });
    }
  }

  const ssoHref = next === '/' ? '/api/sso/login' : `/api/sso/login?next=${encodeURIComponent(next)}`;
  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Inloggen</h1>
        <form ref={form} noValidate onSubmit={submit} aria-describedby={errors.form ? 'login-form-error' : undefined}>
          <TextField label="E-mailadres" type="email" name="email" autoComplete="username" inputMode="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} errors={errors.email} />
          <TextField label="Wachtwoord" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} errors={errors.password} />
          <Checkbox label="Onthoud mij" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {errors.form && (
            <div id="login-form-error">
              <Alert kind="error">{errors.form}</Alert>
            </div>
          )}
          <div className="auth-actions">
            <Button type="submit" loading={inFlight || leaving}>
              Inloggen
            </Button>
            <Link to="/forgot-password">Wachtwoord vergeten?</Link>
          </div>
        </form>
        {ssoAvailable && (
          <div className="auth-sso">
            <p className="auth-divider">
              <span>of</span>
            </p>
            <a className="btn btn-secondary auth-sso-button" href={ssoHref}>
              Inloggen via de uitgever
            </a>
            <p className="field-hint">Voor scholen met een licentie via de uitgever: log in met het account van de uitgever.</p>
          </div>
        )}
        <p className="auth-signup">
          Nog geen account? <Link to="/registreer">Vraag een proeflicentie aan</Link> (docent) of <Link to="/registreer/leerling">een leerlinglicentie</Link>.
        </p>
      </section>
    </div>
  );
}
