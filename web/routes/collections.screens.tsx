// The collections chunk: the cart wizard and the reuse list, for teacher-like roles (admin, author, docent, participant).
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { CartScreenQuery } from '../__generated__/CartScreenQuery.graphql';
import type { HistoryScreenQuery } from '../__generated__/HistoryScreenQuery.graphql';
import { Protected } from '../components/Protected.tsx';
import { CartScreen } from '../screens/Cart/CartScreen.tsx';
import { HistoryScreen } from '../screens/Collections/HistoryScreen.tsx';
import { Suspended } from './Suspended.tsx';

export function CartRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<CartScreenQuery>;
  return (
    <Protected area="cart">
      <Suspended>
        <CartScreen queryRef={queryRef} />
      </Suspended>
    </Protected>
  );
}

export function HistoryRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<HistoryScreenQuery>;
  return (
    <Protected area="cart">
      <Suspended>
        <HistoryScreen queryRef={queryRef} />
      </Suspended>
    </Protected>
  );
}
