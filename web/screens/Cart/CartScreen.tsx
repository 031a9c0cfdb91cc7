// The cart (/cart, document 1 §2.6): the four-step wizard that turns the current selection into a set. (Being built.)
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CartScreenQuery } from '../../__generated__/CartScreenQuery.graphql';

export const cartScreenQuery = graphql`
  query CartScreenQuery {
    viewer {
      currentStream {
        id
        name
      }
      ...SharePanel_viewer
    }
    cart {
      topics {
        id
      }
    }
  }
`;

export function CartScreen({ queryRef }: { queryRef: PreloadedQuery<CartScreenQuery> }) {
  const data = usePreloadedQuery<CartScreenQuery>(cartScreenQuery, queryRef);
  return (
    <div className="cart-page">
      <h1>Huidige selectie</h1>
      {!data.cart?.topics.length && <p className="empty">Nog geen opgaven geselecteerd</p>}
    </div>
  );
}
