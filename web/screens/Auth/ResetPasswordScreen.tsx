// /reset-password#<token>: a new password with the token from the e-mailed link (document 1 §2.2, §5).
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useResetPasswordMutation } from '../../mutations/useResetPasswordMutation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { dutch, dutchFieldErrors, failureText } from './authText.ts';
import { focusFirstInvalid } from '../../components/ui/Field.tsx';

type Outcome = { kind: 'invalid-token'; message: string } | { kind: 'failed'; message: string } | null;

export function ResetPasswordScreen() {
  const { hash, state } = useLocation() as { hash: string; state: { reset?: 'done' } | null };
  if (!hash && state?.reset === 'done') return <ResetDone />;
  // A new link (another token) starts over with an empty form.
  return <ResetPasswordForm key={hash} token={decodeURIComponent(hash.replace(/^#/, ''))} />;
}

function ResetDone() {
  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">Nieuw wachtwoord ingesteld</h1>
        <Alert kind="success">Je wachtwoord is opgeslagen. Je kunt nu inloggen met je nieuwe wachtwoord.</Alert>
        <p>
          <Link to="/login" className="btn btn-primary">
            Inloggen
          </Link>
        </p>
      </section>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [reset, inFlight] = useResetPasswordMutation();
  const fields = useNewPassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!fields.check()) return focusFirstInvalid(form.current);
    try {
      const result = await reset(token, fields.password);
      switch (result.__typename) {
        case 'ResetPasswordSuccess':
          // The token is used up: keep it out of the address bar and the history.
          navigate('/reset-password', { replace: true, state: { reset: 'done' } });
          return;
        case 'InvalidTokenError':
          setOutcome({ kind: 'invalid-token', message: dutch(result.message) });
          return;
        case 'ValidationError': {
          const errors = dutchFieldErrors(result.fieldErrors);
          if (errors.token) setOutcome({ kind: 'invalid-token', message: 'Deze link om je wachtwoord opnieuw in te stellen is onvolledig.' });
          fields.setErrors({ password: errors.password });
          focusFirstInvalid(form.current);
          return;
        }
        default:
          setOutcome({ kind: 'failed', message: dutch('message' in result ? result.message : null) });
      }
    } catch (failure) {
      setOutcome({ kind: 'failed', message: failureText(failure) });
    }
  }

  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">Nieuw wachtwoord instellen</h1>
        {!token ? (
          <Alert kind="error" title="Deze link is onvolledig">
            <p>
              Open de link uit de e-mail opnieuw, of <Link to="/forgot-password">vraag een nieuwe link aan</Link>.
            </p>
          </Alert>
        ) : (
          <>
            <p>Kies een nieuw wachtwoord voor je account.</p>
            {outcome?.kind === 'invalid-token' && (
              <Alert kind="error">
                <p>
                  {outcome.message} <Link to="/forgot-password">Nieuwe link aanvragen</Link>
                </p>
              </Alert>
            )}
            {outcome?.kind === 'failed' && <Alert kind="error">{outcome.message}</Alert>}
            <form ref={form} noValidate onSubmit={submit}>
              <NewPasswordFields state={fields} autoFocus />
              <div className="auth-actions">
                <Button type="submit" loading={inFlight}>
                  Opslaan
                </Button>
                <Link to="/login">Naar inloggen</Link>
              </div>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
