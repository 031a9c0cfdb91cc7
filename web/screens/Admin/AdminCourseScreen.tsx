// /admin/courses/{course} (document 3 §2): the stream's landing with the cards Examens, Trefwoorden, Domeinen and
// Vraagtypen, and the formula sheet editor.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AdminCourseScreenQuery } from '../../__generated__/AdminCourseScreenQuery.graphql';
import { FormulaSheetForm } from './FormulaSheetForm.tsx';
import { DomainTagsCard } from './DomainTagsCard.tsx';
import { ADMIN_TEXT as T } from './adminText.ts';

export const adminCourseScreenQuery = graphql`
  query AdminCourseScreenQuery($urlId: String!) @preloadable {
    adminStream(urlId: $urlId) {
      urlId
      name
      ...FormulaSheetForm_stream
      ...DomainTagsCard_stream
    }
  }
`;

export function AdminCourseScreen({ queryRef }: { queryRef: PreloadedQuery<AdminCourseScreenQuery> }) {
  const { adminStream: stream } = usePreloadedQuery<AdminCourseScreenQuery>(adminCourseScreenQuery, queryRef);
  if (!stream) return <p className="empty">{T.loadFailed}</p>;
  const base = `/admin/courses/${stream.urlId}`;
  const cards = [
    { title: T.exams, to: `${base}/exams` },
    { title: T.tags, to: `${base}/tags` },
    { title: T.domains, to: `${base}/domains` },
    { title: T.questionTypes, to: `${base}/vraagtypen` },
    { title: T.practiceSets, to: `${base}/metadata` },
  ];
  return (
    <>
      <h1>{stream.name}</h1>
      <ul className="admin-cards">
        {cards.map((card) => (
          <li key={card.title} className="card">
            <Link to={card.to}>{card.title}</Link>
          </li>
        ))}
      </ul>
      <DomainTagsCard stream={stream} />
      <FormulaSheetForm stream={stream} />
    </>
  );
}
