// renameCart: keeps the name of the set to be with the teacher's cart ('Naam van de set' on the cart's step
// 'Opgaven'), so it is there again when they come back, on any device. The kept name goes into the store's cart of
// the current stream (the root field `cart` without arguments).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useRenameCartMutation as RenameCartMutation, useRenameCartMutation$data } from '../__generated__/useRenameCartMutation.graphql';

export type RenameCartResult = useRenameCartMutation$data['renameCart'];

const mutation = graphql`
  mutation useRenameCartMutation($streamId: ID!, $name: String!) {
    renameCart(streamId: $streamId, name: $name) {
      __typename
      ... on RenameCartSuccess {
        name
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

const updater: SelectorStoreUpdater<RenameCartMutation['response']> = (store) => {
  const answer = store.getRootField('renameCart');
  const cart = store.getRoot().getLinkedRecord('cart');
  if (!answer || !cart || answer.getValue('__typename') !== 'RenameCartSuccess') return;
  cart.setValue(answer.getValue('name') ?? null, 'name');
};

/** Returns [rename, inFlight]; rename resolves with the typed result and rejects only when the request failed. */
export function useRenameCartMutation() {
  const [run, inFlight] = usePromiseMutation<RenameCartMutation>(mutation, { updater });
  const rename = useCallback(async (streamId: string, name: string) => (await run({ streamId, name })).renameCart, [run]);
  return [rename, inFlight] as const;
}
