// removeTopicFromCart: takes a topic out of the current selection (the cart's step 'Opgaven'). The topic leaves the
// cart's list in the store at once; the payload refreshes the topic's own selection (the topic page) and the menu
// badge ('Huidige selectie').
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useRemoveTopicFromCartMutation as RemoveTopicMutation, useRemoveTopicFromCartMutation$data } from '../__generated__/useRemoveTopicFromCartMutation.graphql';

export type RemoveTopicFromCartResult = useRemoveTopicFromCartMutation$data['removeTopicFromCart'];

const mutation = graphql`
  mutation useRemoveTopicFromCartMutation($topicId: ID!) {
    removeTopicFromCart(topicId: $topicId) {
      __typename
      ... on RemoveTopicFromCartSuccess {
        removedCartTopicId
        topic {
          id
          inCart
          selectedQuestionIds
        }
        viewer {
          cartTopicCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The removed cart topic leaves the list of the current stream's cart (the root field `cart` without arguments). */
const updater: SelectorStoreUpdater<RemoveTopicMutation['response']> = (store) => {
  const removed = store.getRootField('removeTopicFromCart')?.getValue('removedCartTopicId');
  const cart = store.getRoot().getLinkedRecord('cart');
  const topics = cart?.getLinkedRecords('topics');
  if (typeof removed !== 'string' || !cart || !topics) return;
  cart.setLinkedRecords(
    topics.filter((t) => t !== null && t.getDataID() !== removed),
    'topics',
  );
};

/** Returns [remove, inFlight]; remove resolves with the typed result and rejects only when the request failed. */
export function useRemoveTopicFromCartMutation() {
  const [run, inFlight] = usePromiseMutation<RemoveTopicMutation>(mutation, { updater });
  const remove = useCallback(async (topicId: string) => (await run({ topicId })).removeTopicFromCart, [run]);
  return [remove, inFlight] as const;
}
