// The streams per level with the status of their practice sets; on /vakken each stream links to its exam list.
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StreamList_streams$key } from '../../__generated__/StreamList_streams.graphql';

const statusLabel = { published: 'Gepubliceerd', concept: 'Concept', missing: 'Nog niet beschikbaar' } as const;

export function StreamList({ streams, linkToExams = false }: { streams: StreamList_streams$key; linkToExams?: boolean }) {
  const data = useFragment(
    graphql`
      fragment StreamList_streams on Stream @relay(plural: true) {
        id
        urlId
        slug
        name
        level {
          name
        }
        practiceStatus
      }
    `,
    streams,
  );
  if (data.length === 0) return <p className="empty">Er zijn nog geen vakken.</p>;
  const levels = [...new Set(data.map((s) => s.level.name))];
  return (
    <div className="stream-levels">
      {levels.map((level) => (
        <section key={level} aria-labelledby={`level-${level}`} className="card">
          <h2 id={`level-${level}`}>{level}</h2>
          <ul className="stream-list">
            {data
              .filter((s) => s.level.name === level)
              .map((s) => (
                <li key={s.id} data-testid="stream">
                  {linkToExams ? (
                    <Link to={`/vakken/${s.urlId}/examens`} className="stream-name">
                      {s.name}
                    </Link>
                  ) : (
                    <span className="stream-name">{s.name}</span>
                  )}
                  <span className={`badge badge-${s.practiceStatus}`}>Oefensets: {statusLabel[s.practiceStatus as keyof typeof statusLabel] ?? s.practiceStatus}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
