// /forgot-password/verstuurd: the confirmation after a reset request. It never says whether the address is known.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';

export function ForgotPasswordSentScreen() {
  const { state } = useLocation() as { state: { email?: string } | null };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const email = state?.email;
  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="sent-title">
        <h1 id="sent-title" ref={heading} tabIndex={-1}>
          Controleer je e-mail
        </h1>
        <p role="status">
          Als er een account bestaat met {email ? <strong>{email}</strong> : 'dit e-mailadres'}, is er een e-mail met een link onderweg. Met die link stel je een nieuw wachtwoord in; hij werkt één
          keer en is 60 minuten geldig.
        </p>
        <p className="muted">
          Geen e-mail ontvangen? Kijk ook bij je ongewenste e-mail, of <Link to="/forgot-password">vraag een nieuwe link aan</Link>.
        </p>
        <p>
          <Link to="/login" className="btn btn-primary">
            Terug naar inloggen
          </Link>
        </p>
      </section>
    </div>
  );
}
