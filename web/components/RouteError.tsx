import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load: a clear Dutch message and a way on, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="card" role="alert">
      <h1>Er ging iets mis</h1>
      <p>Deze pagina kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.</p>
      {detail && <p className="muted">{detail}</p>}
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Opnieuw proberen
        </button>{' '}
        <Link to="/">Naar de homepage</Link>
      </p>
    </div>
  );
}
