// /admin/overzichten (document 3 §2): the list of reports, each a link to its own page below it.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ReportsListScreenQuery } from '../../../__generated__/ReportsListScreenQuery.graphql';
import { REPORT_TEXT as T } from './reportText.ts';
import './reports.css';

export const reportsListScreenQuery = graphql`
  query ReportsListScreenQuery @preloadable {
    adminReports {
      key
      title
    }
  }
`;

export function ReportsListScreen({ queryRef }: { queryRef: PreloadedQuery<ReportsListScreenQuery> }) {
  const { adminReports } = usePreloadedQuery<ReportsListScreenQuery>(reportsListScreenQuery, queryRef);
  return (
    <>
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <ul className="report-list">
        {adminReports.map((report) => (
          <li key={report.key}>
            <Link to={`/admin/overzichten/${report.key}`}>{report.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
