// 'Gebruikers' (/admin/users, admins only; document 3 §2, §9; issue 47): the users by e-mail, 25 at a time with 'Meer
// laden', each with their role and last sign-in in Dutch. The search box filters the list (e-mail, first and last
// name) when it is sent; while typing, at most 10 matches appear below it as links (the user dropdown, document 3 §9).
// A deactivated user carries a 'gedeactiveerd' tag, and the 'Status' filter shows all, only active or only deactivated
// users (?status=actief|gedeactiveerd).
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { fetchQuery, graphql, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { UserListScreenQuery } from '../../../__generated__/UserListScreenQuery.graphql';
import type { UserListScreenPaginationQuery } from '../../../__generated__/UserListScreenPaginationQuery.graphql';
import type { UserListScreen_users$key } from '../../../__generated__/UserListScreen_users.graphql';
import type { UserListScreenQuickQuery, UserListScreenQuickQuery$data } from '../../../__generated__/UserListScreenQuickQuery.graphql';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { roleLabel, statusFromParam, STATUS_OPTIONS, USERS_TEXT as T, userPath, type UserStatus } from './usersText.ts';
import './users.css';

export const USER_PAGE = 25;

export const userListScreenQuery = graphql`
  query UserListScreenQuery($search: String, $status: AdminUserStatus) @preloadable {
    ...UserListScreen_users @arguments(search: $search, status: $status)
  }
`;

const usersFragment = graphql`
  fragment UserListScreen_users on Query
  @refetchable(queryName: "UserListScreenPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" }, search: { type: "String" }, status: { type: "AdminUserStatus" }) {
    adminUsers(first: $first, after: $after, search: $search, status: $status) @connection(key: "UserListScreen_adminUsers", filters: ["search", "status"]) {
      totalCount
      edges {
        node {
          id
          email
          fullName
          role
          lastLoginAt
          deactivatedAt
        }
      }
    }
  }
`;

const quickQuery = graphql`
  query UserListScreenQuickQuery($search: String!) {
    adminUserSearch(search: $search) {
      id
      email
      fullName
    }
  }
`;

type Quick = UserListScreenQuickQuery$data['adminUserSearch'];

/** The dropdown's matches for what is typed, fetched a moment after the typing stops; null while there is nothing to show. */
function useQuickMatches(text: string): Quick | null {
  const environment = useRelayEnvironment();
  const [matches, setMatches] = useState<{ text: string; users: Quick } | null>(null);
  useEffect(() => {
    if (!text.trim()) return;
    const timer = setTimeout(() => {
      fetchQuery<UserListScreenQuickQuery>(environment, quickQuery, { search: text })
        .toPromise()
        .then((data) => setMatches({ text, users: data?.adminUserSearch ?? [] }))
        .catch(() => setMatches(null));
    }, 250);
    return () => clearTimeout(timer);
  }, [environment, text]);
  return text.trim() && matches?.text === text ? matches.users : null;
}

export function UserListScreen({ queryRef }: { queryRef: PreloadedQuery<UserListScreenQuery> }) {
  const query = usePreloadedQuery<UserListScreenQuery>(userListScreenQuery, queryRef);
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<UserListScreenPaginationQuery, UserListScreen_users$key>(usersFragment, query);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('zoek') ?? '');
  const [status, setStatus] = useState<UserStatus>(statusFromParam(params.get('status')));
  const [typing, setTyping] = useState(false);
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const quick = useQuickMatches(typing ? text : '');
  const list = data.adminUsers;

  /** Shows the list for the sent search and the chosen status, and keeps both in the address. */
  const show = (search: string, next: UserStatus) => {
    const param = STATUS_OPTIONS.find((o) => o.value === next)!.param;
    setParams({ ...(search ? { zoek: search } : {}), ...(param ? { status: param } : {}) }, { replace: true });
    startTransition(() => {
      refetch({ search: search || null, status: next === 'all' ? null : next, first: USER_PAGE }, { fetchPolicy: 'network-only' });
    });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setTyping(false);
    show(text.trim(), status);
  };

  return (
    <section className="users-list">
      <div className="admin-heading">
        <h1 ref={heading} tabIndex={-1}>
          {T.title}
        </h1>
        <Link className="btn btn-primary" to="/admin/users/create">
          {T.create}
        </Link>
      </div>
      <form className="users-search" role="search" onSubmit={search}>
        <TextField
          label={T.search}
          type="search"
          value={text}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setTyping(true);
          }}
        />
        <SelectField
          label={T.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(e) => {
            const next = e.target.value as UserStatus;
            setStatus(next);
            setTyping(false);
            show((params.get('zoek') ?? '').trim(), next);
          }}
        />
        <Button type="submit" variant="secondary" loading={pending}>
          {T.searchButton}
        </Button>
      </form>
      <div aria-live="polite">
        {quick && (
          <ul className="users-quick" aria-label={T.quickMatches}>
            {quick.length === 0 && (
              <li>
                <span>{T.noQuickMatches}</span>
              </li>
            )}
            {quick.map((u) => (
              <li key={u.id}>
                <Link to={userPath(u.email)}>
                  {u.fullName ? `${u.fullName} — ` : ''}
                  {u.email}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {list && (
        <>
          <p className="audit-count">{T.count(list.totalCount)}</p>
          {list.edges.length === 0 ? (
            <p className="empty">{T.none}</p>
          ) : (
            <div className="table-scroll">
              <table className="admin-table users-table">
                <thead>
                  <tr>
                    <th scope="col">{T.email}</th>
                    <th scope="col">{T.name}</th>
                    <th scope="col">{T.role}</th>
                    <th scope="col">{T.lastLogin}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.edges.map(({ node: u }) => (
                    <tr key={u.id}>
                      <td data-label={T.email}>
                        <Link to={userPath(u.email)}>{u.email}</Link>
                        {u.deactivatedAt && (
                          <>
                            {' '}
                            <span className="tag-deactivated">{T.deactivatedTag}</span>
                          </>
                        )}
                      </td>
                      <td data-label={T.name}>{u.fullName}</td>
                      <td data-label={T.role}>{roleLabel(u.role)}</td>
                      <td data-label={T.lastLogin}>{u.lastLoginAt ? `${formatDate(u.lastLoginAt)}, ${formatTime(u.lastLoginAt)}` : T.never}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={USER_PAGE} label={T.loadMore} failed={T.loadFailed} afterLast={heading} />
        </>
      )}
    </section>
  );
}
