// /coming-soon (document 2 §2.1): a placeholder for pages that are not there yet. The title comes from ?title (default
// 'Coming soon!'); a route that stands in for a coming page passes its own.
import { Link, useSearchParams } from 'react-router-dom';

export const COMING_SOON_TEXT = {
  title: 'Coming soon!',
  text: 'Aan deze pagina wordt nog gewerkt. De inhoud volgt later.',
  home: 'Naar de homepage',
};

export function ComingSoonScreen({ title }: { title?: string }) {
  const [params] = useSearchParams();
  const heading = title ?? (params.get('title')?.trim() || COMING_SOON_TEXT.title);
  return (
    <section className="card coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{heading}</h1>
      <p className="lead">{COMING_SOON_TEXT.text}</p>
      <p>
        <Link to="/">{COMING_SOON_TEXT.home}</Link>
      </p>
    </section>
  );
}
