// 'Licentieoverzicht' (/licenties, document 2 §2.10): the viewer's licences, each with its period, expiry warning,
// demo student and — for the licences they manage — its seats. The compact view (only students' seats) is kept in the
// address (?weergave=compact), so a reload or a shared link shows the same.
import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { LicensesScreenQuery } from '../../__generated__/LicensesScreenQuery.graphql';
import { Checkbox } from '../../components/ui/Field.tsx';
import { LicenseCard } from './LicenseCard.tsx';
import { LICENSES_TEXT as T } from './licensesText.ts';
import './licenses.css';

export const COMPACT_PARAM = 'weergave';
export const COMPACT_VALUE = 'compact';

export const licensesScreenQuery = graphql`
  query LicensesScreenQuery($onlyStudents: Boolean!) @preloadable {
    viewer {
      licenses {
        id
        ...LicenseCard_license @arguments(onlyStudents: $onlyStudents)
      }
    }
  }
`;

export function LicensesScreen({ queryRef }: { queryRef: PreloadedQuery<LicensesScreenQuery> }) {
  const { viewer } = usePreloadedQuery<LicensesScreenQuery>(licensesScreenQuery, queryRef);
  const [search, setSearch] = useSearchParams();
  const inAddress = search.get(COMPACT_PARAM) === COMPACT_VALUE;
  // The switch answers at once; the address follows (and a change of the address, e.g. going back, moves the switch).
  const [compact, setCompact] = useState(inAddress);
  useEffect(() => setCompact(inAddress), [inAddress]);
  const licenses = viewer.licenses;

  return (
    <div className="licenses-page">
      <h1>{T.title}</h1>
      <p className="lead">{T.lead}</p>
      {licenses.length === 0 ? (
        <div className="card">
          <p className="empty">
            <strong>{T.none}</strong>
          </p>
          <p className="muted">{T.noneHint}</p>
        </div>
      ) : (
        <>
          <Checkbox
            label={T.compact}
            checked={compact}
            onChange={(event) => {
              setCompact(event.target.checked);
              const next = new URLSearchParams(search);
              if (event.target.checked) next.set(COMPACT_PARAM, COMPACT_VALUE);
              else next.delete(COMPACT_PARAM);
              setSearch(next, { replace: true, preventScrollReset: true });
            }}
          />
          <div className="license-list">
            {licenses.map((license) => (
              <LicenseCard key={license.id} license={license} compact={compact} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
