// The keyword page's route component (/admin/courses/{course}/tags; issue 46): a chunk of its own, loaded with its
// query by the route in web/routes/admin.tsx, inside the back-office's shell.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { TagsScreenQuery } from '../../__generated__/TagsScreenQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Suspended } from '../../routes/Suspended.tsx';
import { TagsScreen } from './TagsScreen.tsx';

/** Document 3 §8: 'Kon trefwoorden niet laden.' when the list does not load. */
const LOAD_FAILED = 'Kon trefwoorden niet laden.';

export function AdminTagsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<TagsScreenQuery>;
  return (
    <FailureBoundary toast={LOAD_FAILED} fallback={<p className="empty">{LOAD_FAILED}</p>}>
      <Suspended>
        <TagsScreen queryRef={queryRef} />
      </Suspended>
    </FailureBoundary>
  );
}
