import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';

/** The page frame: header with logo, main content (max 1240 px wide), footer. */
export function Shell() {
  const { pathname, search, hash } = useLocation();
  // A trailing slash redirects to the same path without it.
  if (pathname.length > 1 && pathname.endsWith('/')) return <Navigate to={`${pathname.replace(/\/+$/, '')}${search}${hash}`} replace />;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <header className="site-header">
        <div className="container header-row">
          <Link to="/" className="logo" aria-label="Vraagwerk, naar de homepage">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>Vraagwerk</span>
          </Link>
          <nav aria-label="Hoofdmenu">
            <Link to="/vakken">Bekijk alle vakken</Link>
          </nav>
        </div>
      </header>
      <main id="main" className="container">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container">© Vraagwerk — examentraining voor vmbo, havo en vwo</div>
      </footer>
    </div>
  );
}
