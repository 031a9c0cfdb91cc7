// A topic card in search results (document 1 §2.4): name, course and level, exam year and term, question count,
// points, minutes, complexity and highlights; and when the teacher already shared it this school year.
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TopicCard_topic$key } from '../../__generated__/TopicCard_topic.graphql';
import { Markup } from '../../components/Markup.tsx';
import { TopicFacts } from '../../components/TopicFacts.tsx';
import { AlreadyUsed } from '../../components/AlreadyUsed.tsx';
import { examLabel } from '../../../shared/exams/examName.ts';

export function TopicCard({ topic }: { topic: TopicCard_topic$key }) {
  const t = useFragment(
    graphql`
      fragment TopicCard_topic on Topic {
        urlId
        name
        courseName
        levelName
        year
        term
        questionCount
        totalPoints
        totalMinutes
        complexity
        highlights {
          text
        }
        viewerLastUse {
          sharedAt
          groupName
        }
      }
    `,
    topic,
  );
  return (
    <article className="topic-card">
      <h3 className="topic-card-title">
        <Link to={`/topics/${t.urlId}`}>{t.name}</Link>
      </h3>
      <p className="topic-card-meta">
        {t.courseName} {t.levelName}
        {t.year && t.term ? ` · ${examLabel(t.year, t.term)}` : ''}
      </p>
      <AlreadyUsed use={t.viewerLastUse} />
      <TopicFacts className="topic-card-facts" questionCount={t.questionCount} totalPoints={t.totalPoints} totalMinutes={t.totalMinutes} complexity={t.complexity} />
      {t.highlights.length > 0 && (
        <ul className="topic-card-highlights" aria-label="Kernpunten">
          {t.highlights.slice(0, 4).map((h, i) => (
            <li key={i}>
              <Markup text={h.text} inline />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Five grey cards while results load (document 1 §2.4). */
export function TopicCardSkeletons() {
  return (
    <div role="status" aria-label="Opgaven laden…" className="topic-cards">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="topic-card topic-card-skeleton" aria-hidden="true">
          <span className="skeleton-line skeleton-title" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-short" />
        </div>
      ))}
    </div>
  );
}
