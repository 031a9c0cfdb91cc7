// /forgot-password: asks for a reset link. Whatever the server answers, the flow moves on to the confirmation page
// (document 1 §8): a failure is shown in a browser alert first.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '../../mutations/useRequestPasswordResetMutation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { focusFirstInvalid, TextField } from '../../components/ui/Field.tsx';
import { dutch, dutchFieldErrors, emailProblem, failureText } from './authText.ts';

export const FORGOT_PASSWORD_SENT = '/forgot-password/verstuurd';

export function ForgotPasswordScreen() {
  const [request, inFlight] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return focusFirstInvalid(form.current);
    try {
      const result = await request(email.trim());
      if (result.__typename === 'ValidationError') {
        const fields = dutchFieldErrors(result.fieldErrors);
        window.alert(fields.email?.join(' ') ?? dutch(result.message));
      } else if (result.__typename !== 'RequestPasswordResetSuccess') {
        window.alert(dutch('message' in result ? result.message : null));
      }
    } catch (failure) {
      window.alert(failureText(failure));
    }
    navigate(FORGOT_PASSWORD_SENT, { state: { email: email.trim() } });
  }

  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">Wachtwoord vergeten?</h1>
        <p>Vul het e-mailadres van je account in. Je krijgt dan een e-mail met een link waarmee je een nieuw wachtwoord instelt.</p>
        <form ref={form} noValidate onSubmit={submit}>
          <TextField
            label="E-mailadres"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            errors={error ? [error] : null}
          />
          <div className="auth-actions">
            <Button type="submit" loading={inFlight}>
              Nieuw wachtwoord opvragen
            </Button>
            <Link to="/login">Terug naar inloggen</Link>
          </div>
        </form>
      </section>
    </div>
  );
}
