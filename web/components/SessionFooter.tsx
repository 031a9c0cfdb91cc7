// The footer (document 1 §2.1): on every page except those under /student; signed-in users see the session countdown.
import { LiveSessionCountdown } from './SessionCountdown.tsx';

export function SessionFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-row">
        <span>© Vraagwerk — examentraining voor vmbo, havo en vwo</span>
        <LiveSessionCountdown />
      </div>
    </footer>
  );
}

/** Pages under /student (a shared collection, opened by students without signing in) have no footer. */
export const showsFooter = (pathname: string) => !pathname.startsWith('/student');
