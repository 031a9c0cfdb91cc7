// The licence overview chunk: /licenties for docent and admin (the 'licenses' area).
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { LicensesScreenQuery } from '../__generated__/LicensesScreenQuery.graphql';
import { Protected } from '../components/Protected.tsx';
import { FailureBoundary } from '../components/FailureBoundary.tsx';
import { LicensesScreen } from '../screens/Licenses/LicensesScreen.tsx';
import { LICENSES_TEXT } from '../screens/Licenses/licensesText.ts';
import { Suspended } from './Suspended.tsx';

const FAILED = LICENSES_TEXT.loadFailed;

export function LicensesRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<LicensesScreenQuery>;
  return (
    <Protected area="licenses">
      <FailureBoundary toast={FAILED} fallback={<p className="empty">{FAILED}</p>}>
        <Suspended>
          <LicensesScreen queryRef={queryRef} />
        </Suspended>
      </FailureBoundary>
    </Protected>
  );
}
