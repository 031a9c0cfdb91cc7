// The practice sets' route component (/admin/courses/{course}/metadata; issue 46): a chunk of its own, loaded with its
// query by the route in web/routes/admin.tsx, inside the back-office's shell.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { AnnotationsScreenQuery } from '../../__generated__/AnnotationsScreenQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Suspended } from '../../routes/Suspended.tsx';
import { AnnotationsScreen } from './AnnotationsScreen.tsx';
import { ADMIN_TEXT } from './adminText.ts';

export function AdminAnnotationsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AnnotationsScreenQuery>;
  return (
    <FailureBoundary toast={ADMIN_TEXT.loadFailed} fallback={<p className="empty">{ADMIN_TEXT.loadFailed}</p>}>
      <Suspended>
        <AnnotationsScreen queryRef={queryRef} />
      </Suspended>
    </FailureBoundary>
  );
}
