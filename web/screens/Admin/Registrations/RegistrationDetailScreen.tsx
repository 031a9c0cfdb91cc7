// One registration (/admin/registraties/{id}, admins only; document 3 §2 'Registration detail', §4, §9; issue 47): its
// data, its user's last 5 activities, and the activation link only for a trial licence of the known set not activated
// yet; otherwise the server's 'Deze licentie kan niet geactiveerd worden.'.
import { useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RegistrationDetailScreenQuery } from '../../../__generated__/RegistrationDetailScreenQuery.graphql';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { userPath } from '../Users/usersText.ts';
import { REGISTRATIONS_TEXT as T } from './registrationsText.ts';
import './registrations.css';

export const registrationDetailScreenQuery = graphql`
  query RegistrationDetailScreenQuery($urlId: String!) @preloadable {
    adminRegistration(urlId: $urlId) {
      urlId
      firstName
      lastName
      email
      licenseSlug
      licenseName
      newsletter
      createdAt
      activatedAt
      userEmail
      licenseUrlId
      activities {
        activity
        ts
      }
      activationUrl
      activationRefusal
    }
  }
`;

const moment = (value: string) => `${formatDate(value)}, ${formatTime(value)}`;

export function RegistrationDetailScreen({ queryRef }: { queryRef: PreloadedQuery<RegistrationDetailScreenQuery> }) {
  const { adminRegistration: r } = usePreloadedQuery<RegistrationDetailScreenQuery>(registrationDetailScreenQuery, queryRef);
  const heading = useRef<HTMLHeadingElement>(null);
  if (!r) {
    return (
      <section className="registrations">
        <h1>{T.title}</h1>
        <p className="empty">{T.notFound}</p>
        <Link to="/admin/registraties">{T.back}</Link>
      </section>
    );
  }
  return (
    <section className="registrations">
      <p>
        <Link to="/admin/registraties">{T.back}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {`${r.firstName} ${r.lastName}`.trim()}
      </h1>
      <h2>{T.details}</h2>
      <dl className="registrations-facts">
        <dt>{T.email}</dt>
        <dd>{r.email}</dd>
        <dt>{T.licenseName}</dt>
        <dd>
          {r.licenseName} <span className="registrations-slug">({r.licenseSlug})</span>
        </dd>
        <dt>{T.registered}</dt>
        <dd>{moment(r.createdAt)}</dd>
        <dt>{T.status}</dt>
        <dd>{r.activatedAt ? T.activatedOn(moment(r.activatedAt)) : T.no}</dd>
        <dt>{T.newsletter}</dt>
        <dd>{r.newsletter ? T.newsletterYes : T.newsletterNo}</dd>
        <dt>{T.account}</dt>
        <dd>{r.userEmail ? <Link to={userPath(r.userEmail)}>{r.userEmail}</Link> : T.noAccount}</dd>
        {r.licenseUrlId && (
          <>
            <dt>{T.madeLicense}</dt>
            <dd>
              <Link to={`/admin/licenses/${r.licenseUrlId}`}>{T.openLicense}</Link>
            </dd>
          </>
        )}
      </dl>
      <h2>{T.activation}</h2>
      {r.activationUrl ? (
        <div className="registrations-activation">
          <p>{T.activationNote}</p>
          <p>
            <a href={r.activationUrl} target="_blank" rel="noreferrer">
              {T.activationLink}
            </a>
            : <code>{r.activationUrl}</code>
          </p>
        </div>
      ) : (
        <p className="registrations-refusal">{r.activationRefusal}</p>
      )}
      <h2>{T.activities}</h2>
      {r.activities.length === 0 ? (
        <p className="empty">{T.noActivities}</p>
      ) : (
        <table className="admin-table admin-table-stack">
          <caption className="visually-hidden">{T.activities}</caption>
          <thead>
            <tr>
              <th scope="col">{T.moment}</th>
              <th scope="col">{T.activity}</th>
            </tr>
          </thead>
          <tbody>
            {r.activities.map((a, i) => (
              <tr key={i}>
                <td data-label={T.moment}>{moment(a.ts)}</td>
                <td data-label={T.activity}>{a.activity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
