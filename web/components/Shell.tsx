import { Link, Outlet } from 'react-router-dom';

/** The page frame: header with logo, main content (max 1240 px wide), footer. */
export function Shell() {
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
