// /sso: where the server's single sign-on callback lands. Without an error the user is signed in and goes home (the
// server sends a sign-in with a `next` path straight there); ?fout=licentie means the partner knows no valid licence
// (document 1 §8), other codes get a plain Dutch message. A retry keeps `next`.
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Modal } from '../../components/ui/Modal.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { localPath } from './authText.ts';

const SSO_LOGIN = '/api/sso/login';
const SSO_LOGOUT = '/api/sso/logout';

const MESSAGES: Record<string, string> = {
  geweigerd: 'Je hebt bij de uitgever geen toestemming gegeven om in te loggen bij Vraagwerk.',
  verlopen: 'Het inloggen duurde te lang en is afgebroken. Probeer het opnieuw.',
  account: 'Je account bij de uitgever kon niet aan Vraagwerk worden gekoppeld.',
  rol: 'Dit account heeft geen geldige toegangsrechten.',
  gedeactiveerd: 'Dit account is gedeactiveerd. Neem contact op met je school of met Vraagwerk.',
};
const FALLBACK = 'Inloggen via de uitgever is niet gelukt. Probeer het opnieuw, of log in met je e-mailadres en wachtwoord.';

export function SsoReturnScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('fout');
  const next = localPath(params.get('next'));
  if (error === null) return <Navigate to={next} replace />;
  const retry = next === '/' ? SSO_LOGIN : `${SSO_LOGIN}?next=${encodeURIComponent(next)}`;

  if (error === 'licentie') {
    return (
      <div className="auth-page">
        <section className="card auth-card" aria-labelledby="sso-title">
          <h1 id="sso-title">Inloggen via de uitgever</h1>
          <p>Je bent niet ingelogd: de uitgever kent geen geldige licentie voor je account.</p>
          <div className="auth-actions">
            <a className="btn btn-primary" href={SSO_LOGOUT}>
              Uitloggen bij de uitgever
            </a>
            <Link to="/login">Inloggen met e-mailadres</Link>
          </div>
        </section>
        <Modal
          open
          title="Probleem"
          onClose={() => navigate('/login', { replace: true })}
          actions={
            <a className="btn btn-primary" href={SSO_LOGOUT}>
              Uitloggen bij de uitgever
            </a>
          }
        >
          <p>Geen geldige licentie(s) gevonden</p>
        </Modal>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="sso-title">
        <h1 id="sso-title">Inloggen via de uitgever</h1>
        <Alert kind="error" title="Inloggen is niet gelukt">
          <p>{MESSAGES[error] ?? FALLBACK}</p>
        </Alert>
        <div className="auth-actions">
          <a className="btn btn-primary" href={retry}>
            Opnieuw proberen
          </a>
          <Link to="/login">Inloggen met e-mailadres</Link>
        </div>
      </section>
    </div>
  );
}
