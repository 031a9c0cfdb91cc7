// 'Contactverzoeken' (/admin/registraties/contactverzoeken, admins only; issue 47): the teachers' requests for
// information about extending their licence, newest first, with the teacher, school, message, date and status; an admin
// marks one handled or open again (audited on the server). The button holds while the change is saved.
import { useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ContactRequestsScreenQuery } from '../../../__generated__/ContactRequestsScreenQuery.graphql';
import type { ContactRequestsScreenSetMutation } from '../../../__generated__/ContactRequestsScreenSetMutation.graphql';
import { Button } from '../../../components/ui/Button.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { userPath } from '../Users/usersText.ts';
import { REGISTRATIONS_TEXT as T } from './registrationsText.ts';
import './registrations.css';

export const contactRequestsScreenQuery = graphql`
  query ContactRequestsScreenQuery @preloadable {
    adminContactRequests {
      urlId
      teacherName
      teacherEmail
      school
      message
      createdAt
      status
      handled
    }
  }
`;

const setMutation = graphql`
  mutation ContactRequestsScreenSetMutation($urlId: String!, $handled: Boolean!) {
    adminSetContactRequestHandled(urlId: $urlId, handled: $handled) {
      __typename
      ... on AdminSetContactRequestHandledSuccess {
        request {
          urlId
          status
          handled
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const statusLabel = (status: string, handled: boolean) => (handled ? T.handled : status === 'in_progress' ? T.inProgress : T.open);

export function ContactRequestsScreen({ queryRef }: { queryRef: PreloadedQuery<ContactRequestsScreenQuery> }) {
  const { adminContactRequests } = usePreloadedQuery<ContactRequestsScreenQuery>(contactRequestsScreenQuery, queryRef);
  const [commit] = useMutation<ContactRequestsScreenSetMutation>(setMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [changed, setChanged] = useState<Record<string, { status: string; handled: boolean }>>({});
  const toast = useToast();
  const requests = (adminContactRequests ?? []).map((r) => ({ ...r, ...changed[r.urlId] }));

  const mark = (urlId: string, handled: boolean) => {
    setBusy(urlId);
    commit({
      variables: { urlId, handled },
      onCompleted: (data) => {
        setBusy(null);
        const answer = data.adminSetContactRequestHandled;
        const request = answer.__typename === 'AdminSetContactRequestHandledSuccess' ? answer.request : undefined;
        if (request) {
          setChanged((c) => ({ ...c, [urlId]: { status: request.status, handled: request.handled } }));
          toast(handled ? T.markedHandled : T.markedOpen, 'success');
        } else toast(answer.message ?? T.failed, 'error');
      },
      onError: () => {
        setBusy(null);
        toast(T.failed, 'error');
      },
    });
  };

  return (
    <section className="registrations">
      <p>
        <Link to="/admin/registraties">{T.back}</Link>
      </p>
      <h1>{T.contactRequests}</h1>
      <p>{T.contactIntro}</p>
      {requests.length === 0 ? (
        <p className="empty">{T.contactNone}</p>
      ) : (
        <table className="admin-table contact-table">
          <caption className="visually-hidden">{T.contactRequests}</caption>
          <thead>
            <tr>
              <th scope="col">{T.date}</th>
              <th scope="col">{T.teacher}</th>
              <th scope="col">{T.school}</th>
              <th scope="col">{T.message}</th>
              <th scope="col">{T.status}</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.urlId}>
                <td data-label={T.date}>{`${formatDate(r.createdAt)}, ${formatTime(r.createdAt)}`}</td>
                <td data-label={T.teacher}>
                  {r.teacherName && <span className="contact-name">{r.teacherName}</span>}
                  <Link to={userPath(r.teacherEmail)}>{r.teacherEmail}</Link>
                </td>
                <td data-label={T.school}>{r.school ?? T.noSchool}</td>
                <td data-label={T.message} className="contact-message">
                  {r.message ?? T.noMessage}
                </td>
                <td data-label={T.status}>
                  <span className={r.handled ? 'contact-status handled' : 'contact-status'}>{statusLabel(r.status, r.handled)}</span>
                  <Button variant="secondary" loading={busy === r.urlId} disabled={busy !== null && busy !== r.urlId} onClick={() => mark(r.urlId, !r.handled)}>
                    {r.handled ? T.markOpen : T.markHandled}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
