// 'Registraties' (/admin/registraties, admins only; document 3 §2; issue 47): the registrations 25 at a time with
// 'Meer laden', searched by name and e-mail, sorted by date, name or activated (a click on a column's header; aria-sort
// says which), each with its date in Dutch and 'Geactiveerd' / 'Niet geactiveerd'. The search and sort live in the
// address (?zoek=, ?sorteer=, ?richting=), so a reload or a link keeps them.
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { RegistrationListScreenQuery } from '../../../__generated__/RegistrationListScreenQuery.graphql';
import type { RegistrationListScreenPaginationQuery } from '../../../__generated__/RegistrationListScreenPaginationQuery.graphql';
import type { RegistrationListScreen_registrations$key } from '../../../__generated__/RegistrationListScreen_registrations.graphql';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { CONTACT_PATH, firstDirection, listParams, listVariables, REGISTRATIONS_TEXT as T, registrationPath, type RegistrationSort } from './registrationsText.ts';
import './registrations.css';

export const REGISTRATION_PAGE = 25;

export const registrationListScreenQuery = graphql`
  query RegistrationListScreenQuery($search: String, $sort: AdminRegistrationSort, $direction: SortDirection) @preloadable {
    ...RegistrationListScreen_registrations @arguments(search: $search, sort: $sort, direction: $direction)
  }
`;

const registrationsFragment = graphql`
  fragment RegistrationListScreen_registrations on Query
  @refetchable(queryName: "RegistrationListScreenPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" }, search: { type: "String" }, sort: { type: "AdminRegistrationSort" }, direction: { type: "SortDirection" }) {
    adminRegistrations(first: $first, after: $after, search: $search, sort: $sort, direction: $direction)
      @connection(key: "RegistrationListScreen_adminRegistrations", filters: ["search", "sort", "direction"]) {
      totalCount
      edges {
        node {
          urlId
          firstName
          lastName
          email
          createdAt
          activatedAt
        }
      }
    }
  }
`;

const COLUMNS: { sort: RegistrationSort | null; label: string }[] = [
  { sort: 'date', label: T.date },
  { sort: 'name', label: T.name },
  { sort: null, label: T.email },
  { sort: 'activated', label: T.activated },
];

export function RegistrationListScreen({ queryRef }: { queryRef: PreloadedQuery<RegistrationListScreenQuery> }) {
  const query = usePreloadedQuery<RegistrationListScreenQuery>(registrationListScreenQuery, queryRef);
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<RegistrationListScreenPaginationQuery, RegistrationListScreen_registrations$key>(registrationsFragment, query);
  const [params, setParams] = useSearchParams();
  const current = listVariables(params);
  const [text, setText] = useState(current.search ?? '');
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = data.adminRegistrations;

  const show = (next: typeof current) => {
    setParams(listParams(next), { replace: true });
    startTransition(() => {
      refetch({ ...next, first: REGISTRATION_PAGE }, { fetchPolicy: 'network-only' });
    });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ ...current, search: text.trim() || null });
  };
  const sortBy = (sort: RegistrationSort) => show({ ...current, sort, direction: current.sort === sort ? (current.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort) });

  return (
    <section className="registrations">
      <div className="admin-heading">
        <h1 ref={heading} tabIndex={-1}>
          {T.title}
        </h1>
        <Link className="btn btn-secondary" to={CONTACT_PATH}>
          {T.contactRequests}
        </Link>
      </div>
      <form className="registrations-search" role="search" onSubmit={search}>
        <TextField label={T.search} type="search" value={text} autoComplete="off" onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="secondary" loading={pending}>
          {T.searchButton}
        </Button>
      </form>
      {list && (
        <>
          <p className="audit-count" aria-live="polite">
            {T.count(list.totalCount)}
          </p>
          {list.edges.length === 0 ? (
            <p className="empty">{T.none}</p>
          ) : (
            <table className="admin-table registrations-table">
              <caption className="visually-hidden">{T.title}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column.label} scope="col" aria-sort={column.sort && current.sort === column.sort ? (current.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                      {column.sort ? (
                        <button type="button" className="registrations-sort" onClick={() => sortBy(column.sort!)} title={T.sortBy(column.label)}>
                          {column.label}
                          <span aria-hidden="true">{current.sort === column.sort ? (current.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.edges.map(({ node: r }) => (
                  <tr key={r.urlId}>
                    <td data-label={T.date}>{formatDate(r.createdAt)}</td>
                    <td data-label={T.name}>
                      <Link to={registrationPath(r.urlId)}>{`${r.firstName} ${r.lastName}`.trim()}</Link>
                    </td>
                    <td data-label={T.email}>{r.email}</td>
                    <td data-label={T.activated}>{r.activatedAt ? T.yes : T.no}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={REGISTRATION_PAGE} label={T.loadMore} failed={T.loadFailed} afterLast={heading} />
        </>
      )}
    </section>
  );
}
