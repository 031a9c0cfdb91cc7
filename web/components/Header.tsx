// The header (document 1 §2.1): logo to /, stream picker, 'Bekijk alle vakken' for those who may open /vakken (docent,
// author, admin: never a student), the user menu or 'Inloggen', and the menu bar. It stays at the top while scrolling
// and casts a shadow once the page moved under it.
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Header_viewer$key } from '../__generated__/Header_viewer.graphql';
import { MainMenu } from './MainMenu.tsx';
import { StreamPicker } from './StreamPicker.tsx';
import { UserMenu } from './UserMenu.tsx';

export const HEADER_TEXT = {
  logo: 'Vraagwerk, naar de homepage',
  allStreams: 'Bekijk alle vakken',
  signIn: 'Inloggen',
};

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={HEADER_TEXT.logo}>
      <img src="/favicon.svg" alt="" width="28" height="28" />
      <span>Vraagwerk</span>
    </Link>
  );
}

export function Header({ viewer }: { viewer: Header_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment Header_viewer on Viewer {
        areas
        user {
          id
        }
        ...StreamPicker_viewer
        ...UserMenu_viewer
        ...MainMenu_viewer
      }
    `,
    viewer,
  );
  const scrolled = useScrolled();
  const [toggleSlot, setToggleSlot] = useState<HTMLDivElement | null>(null);
  const allStreams = data.areas.includes('exams');
  return (
    <header className={`site-header${scrolled ? ' site-header-scrolled' : ''}`}>
      <div className="container header-row">
        <Logo />
        <div className="header-streams">
          <StreamPicker viewer={data} />
          {allStreams && (
            <Link to="/vakken" className="header-link">
              {HEADER_TEXT.allStreams}
            </Link>
          )}
        </div>
        <div className="header-account">
          <div ref={setToggleSlot} className="menu-toggle-slot" />
          {data.user ? (
            <UserMenu viewer={data} />
          ) : (
            <Link to="/login" className="btn btn-primary">
              {HEADER_TEXT.signIn}
            </Link>
          )}
        </div>
      </div>
      <MainMenu viewer={data} toggleSlot={toggleSlot} />
    </header>
  );
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}
