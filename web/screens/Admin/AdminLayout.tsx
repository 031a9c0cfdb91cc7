// The back-office's frame (document 3 §2): the top menu of the viewer's role (an admin's seven entries, an author's
// three), the side menu of courses and exams (collapsed behind its own button on a phone) and the page.
import { Suspense, useState } from 'react';
import { useFragment } from 'react-relay';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import protectedViewer, { type Protected_viewer$key } from '../../__generated__/Protected_viewer.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { useShell } from '../../components/ShellContext.tsx';
import { AdminSideMenu } from './AdminSideMenu.tsx';
import { ADMIN_MENU, ADMIN_TEXT as T } from './adminText.ts';
import './admin.css';

export function AdminLayout() {
  // The areas the shell's viewer opens, as <Protected> reads them (the shell's query spreads only its fragment): the
  // same answer that let this page open decides which menu entries it shows.
  const viewer = useFragment<Protected_viewer$key>(protectedViewer, useShell().viewer);
  const isAdmin = viewer.areas.includes('adminOnly');
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A phone's menu closes when an entry leads to another page.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }
  return (
    <div className="admin">
      <nav className="admin-top" aria-label={T.topMenu}>
        <ul>
          {ADMIN_MENU.filter((item) => isAdmin || !item.adminOnly).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-body">
        <div className={`admin-side${menuOpen ? ' admin-side-open' : ''}`}>
          <button type="button" className="btn btn-secondary admin-side-toggle" aria-expanded={menuOpen} aria-controls="admin-side-menu" onClick={() => setMenuOpen((o) => !o)}>
            {T.sideMenuToggle}
          </button>
          <nav id="admin-side-menu" className="admin-side-menu" aria-label={T.sideMenu}>
            <FailureBoundary fallback={<p className="admin-tree-note">{T.loadFailed}</p>}>
              <Suspense fallback={<p className="admin-tree-note">{T.loading}</p>}>
                <AdminSideMenu />
              </Suspense>
            </FailureBoundary>
          </nav>
        </div>
        <div className="admin-page">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function AdminLanding() {
  return (
    <>
      <h1>{T.title}</h1>
      <p className="lead">{T.landingLead}</p>
    </>
  );
}

/** A page of the back-office that is not built yet: inside the shell, with its menus. */
export function AdminNotYet() {
  return (
    <>
      <h1>{T.notYetTitle}</h1>
      <p className="lead">{T.notYet}</p>
    </>
  );
}
