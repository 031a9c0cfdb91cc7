// The route components of the books page (/admin/courses/{course}/boeken), the domains page (…/domains) and the
// question types page (…/vraagtypen), issue 46: one chunk of their own, each loaded with its query by the routes in
// web/routes/admin.tsx, inside the back-office's shell.
import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { BooksScreenQuery } from '../../__generated__/BooksScreenQuery.graphql';
import type { DomainsScreenQuery } from '../../__generated__/DomainsScreenQuery.graphql';
import type { DomainsScreenTypesQuery } from '../../__generated__/DomainsScreenTypesQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Suspended } from '../../routes/Suspended.tsx';
import { BooksScreen } from './BooksScreen.tsx';
import { DomainsScreen, QuestionTypesScreen } from './DomainsScreen.tsx';
import { ADMIN_TEXT } from './adminText.ts';

function Page({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary toast={ADMIN_TEXT.loadFailed} fallback={<p className="empty">{ADMIN_TEXT.loadFailed}</p>}>
      <Suspended>{children}</Suspended>
    </FailureBoundary>
  );
}

export function AdminBooksRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<BooksScreenQuery>;
  return (
    <Page>
      <BooksScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminDomainsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<DomainsScreenQuery>;
  return (
    <Page>
      <DomainsScreen queryRef={queryRef} />
    </Page>
  );
}

export function AdminQuestionTypesRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<DomainsScreenTypesQuery>;
  return (
    <Page>
      <QuestionTypesScreen queryRef={queryRef} />
    </Page>
  );
}
