// 'Licenties' (/admin/licenses, admins only; document 3 §2 'Licence screens', issue 47): every licence, the newest
// first, 25 at a time ('Meer laden'), searchable on the school or description, the type and a licence user's e-mail
// address. The search lives in the address (?zoek=), so a reload or a shared link shows the same list. A licence whose
// end is before today (in the Netherlands) carries a red 'VERLOPEN'; a type the product does not know reads
// 'onbekend type'.
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminLicensesScreenQuery } from '../../../__generated__/AdminLicensesScreenQuery.graphql';
import type { AdminLicensesScreenPaginationQuery } from '../../../__generated__/AdminLicensesScreenPaginationQuery.graphql';
import type { AdminLicensesScreen_list$key } from '../../../__generated__/AdminLicensesScreen_list.graphql';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { ADMIN_LICENSES_TEXT as T } from './adminLicensesText.ts';
import { SEARCH_PARAM } from './licensesAddress.ts';
import './adminLicenses.css';

/** The list's page, as the server's default (LICENSE_PAGE). */
export const LICENSES_PAGE = 25;

export const adminLicensesScreenQuery = graphql`
  query AdminLicensesScreenQuery($search: String) @preloadable {
    ...AdminLicensesScreen_list @arguments(search: $search)
  }
`;

const listFragment = graphql`
  fragment AdminLicensesScreen_list on Query
  @refetchable(queryName: "AdminLicensesScreenPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" }, search: { type: "String" }) {
    adminLicenses(first: $first, after: $after, search: $search) @connection(key: "AdminLicensesScreen_adminLicenses", filters: ["search"]) {
      edges {
        node {
          id
          urlId
          type
          knownType
          description
          begin
          end
          expired
          isActive
          seatCount
        }
      }
    }
  }
`;

export function AdminLicensesScreen({ queryRef }: { queryRef: PreloadedQuery<AdminLicensesScreenQuery> }) {
  const query = usePreloadedQuery<AdminLicensesScreenQuery>(adminLicensesScreenQuery, queryRef);
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AdminLicensesScreenPaginationQuery, AdminLicensesScreen_list$key>(listFragment, query);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get(SEARCH_PARAM) ?? '');
  const [searching, startSearch] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const captionId = useId();
  const licenses = data.adminLicenses?.edges.map((e) => e.node) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    const next = new URLSearchParams(params);
    if (search) next.set(SEARCH_PARAM, search);
    else next.delete(SEARCH_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
    startSearch(() => {
      refetch({ search: search || null, first: LICENSES_PAGE, after: null }, { fetchPolicy: 'network-only' });
    });
  };

  return (
    <section className="admin-licenses" aria-busy={searching || undefined}>
      <div className="admin-licenses-head">
        <h1 ref={heading} tabIndex={-1}>
          {T.title}
        </h1>
        <Link className="btn btn-primary" to="/admin/licenses/create">
          {T.create}
        </Link>
      </div>
      <form role="search" className="admin-licenses-search" onSubmit={submit}>
        <TextField label={T.searchLabel} hint={T.searchHint} type="search" name="zoek" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" loading={searching}>
          {T.search}
        </Button>
      </form>
      {licenses.length === 0 ? (
        <p className="empty" role="status">
          {T.none}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table admin-table-stack" aria-describedby={captionId}>
            <caption id={captionId} className="visually-hidden">
              {T.caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{T.columns.description}</th>
                <th scope="col">{T.columns.type}</th>
                <th scope="col">{T.columns.begin}</th>
                <th scope="col">{T.columns.end}</th>
                <th scope="col">{T.columns.active}</th>
                <th scope="col">{T.columns.seats}</th>
              </tr>
            </thead>
            <tbody>
              {licenses.map((license) => (
                <tr key={license.id}>
                  <td data-label={T.columns.description}>
                    <Link to={`/admin/licenses/${license.urlId}`}>{license.description || T.noDescription}</Link>
                  </td>
                  <td data-label={T.columns.type}>{license.knownType ? license.type : <span title={license.type}>{T.unknownType}</span>}</td>
                  <td data-label={T.columns.begin}>{T.day(license.begin)}</td>
                  <td data-label={T.columns.end}>
                    {T.day(license.end)} {license.expired && <span className="tag-expired">{T.expired}</span>}
                  </td>
                  <td data-label={T.columns.active}>{license.isActive ? T.yes : T.no}</td>
                  <td data-label={T.columns.seats}>{license.seatCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={LICENSES_PAGE} label={T.more} loadingLabel={T.loadingMore} failed={T.moreFailed} afterLast={heading} />
    </section>
  );
}
