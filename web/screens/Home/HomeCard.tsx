// A large link card on a home screen; a disabled card says why instead of linking.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function HomeCard({ to, title, children, disabledReason }: { to: string; title: string; children: ReactNode; disabledReason?: string | null }) {
  if (disabledReason) {
    return (
      <li className="home-card home-card-disabled" aria-disabled="true">
        <span className="home-card-title">{title}</span>
        <span className="home-card-text">{children}</span>
        <span className="home-card-reason">{disabledReason}</span>
      </li>
    );
  }
  return (
    <li className="home-card">
      <Link to={to} className="home-card-link">
        <span className="home-card-title">{title}</span>
        <span className="home-card-text">{children}</span>
      </Link>
    </li>
  );
}
