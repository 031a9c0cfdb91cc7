// reorderCart: puts the topics of the current selection in a new order (the cart's step 'Opgaven', by the buttons
// 'Omhoog'/'Omlaag' or by dragging). The answer's order replaces the cart's list in the store, so every screen that
// reads the cart shows it; the cart screen shows the new order itself while the request runs.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useReorderCartMutation as ReorderCartMutation, useReorderCartMutation$data } from '../__generated__/useReorderCartMutation.graphql';

export type ReorderCartResult = useReorderCartMutation$data['reorderCart'];

const mutation = graphql`
  mutation useReorderCartMutation($streamId: ID!, $topicIds: [ID!]!) {
    reorderCart(streamId: $streamId, topicIds: $topicIds) {
      __typename
      ... on ReorderCartSuccess {
        cart {
          topics {
            id
            position
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The cart of the current stream (the root field `cart` without arguments) takes the order of the answer — only when
 * the answer holds the same cart topics: a topic the store has not loaded (added in another tab) would show half.
 */
const updater: SelectorStoreUpdater<ReorderCartMutation['response']> = (store) => {
  const topics = store
    .getRootField('reorderCart')
    ?.getLinkedRecord('cart')
    ?.getLinkedRecords('topics')
    ?.filter((t) => t !== null);
  const cart = store.getRoot().getLinkedRecord('cart');
  const known = cart?.getLinkedRecords('topics')?.map((t) => t?.getDataID());
  if (!topics || !cart || !known) return;
  const same = topics.length === known.length && topics.every((t) => known.includes(t.getDataID()));
  if (same) cart.setLinkedRecords(topics, 'topics');
};

/** Returns [reorder, inFlight]; reorder resolves with the typed result and rejects only when the request failed. */
export function useReorderCartMutation() {
  const [run, inFlight] = usePromiseMutation<ReorderCartMutation>(mutation, { updater });
  const reorder = useCallback(async (streamId: string, topicIds: readonly string[]) => (await run({ streamId, topicIds: [...topicIds] })).reorderCart, [run]);
  return [reorder, inFlight] as const;
}
