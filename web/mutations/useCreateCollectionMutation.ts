// createCollection: the cart's last step makes the set (opgavenset) from the selection. The server checks the licence
// limits, answers the same set again for the same requestKey (a double click or a retry) and, with fromCart, empties
// the selection in the same transaction; the payload's viewer brings the menu badge down to 0, and the updater
// empties the cart in the store (when the badge says it is empty) so no screen shows the old selection.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type {
  DownloadType,
  useCreateCollectionMutation as CreateCollectionMutation,
  useCreateCollectionMutation$data,
  useCreateCollectionMutation$variables,
} from '../__generated__/useCreateCollectionMutation.graphql';

export type CreateCollectionResult = useCreateCollectionMutation$data['createCollection'];
export type CreateCollectionInput = useCreateCollectionMutation$variables;
export type { DownloadType };

const mutation = graphql`
  mutation useCreateCollectionMutation(
    $streamId: ID!
    $name: String!
    $downloadType: DownloadType!
    $questionIds: [ID!]!
    $topicOrder: [ID!]
    $qr: Boolean
    $answerSpace: Boolean
    $requestKey: String
    $fromCart: Boolean
  ) {
    createCollection(
      streamId: $streamId
      name: $name
      downloadType: $downloadType
      questionIds: $questionIds
      topicOrder: $topicOrder
      qr: $qr
      answerSpace: $answerSpace
      requestKey: $requestKey
      fromCart: $fromCart
    ) {
      __typename
      ... on CreateCollectionSuccess {
        created
        collection {
          id
          answerSpace
          ...CollectionCard_collection
          ...CartConfirmation_collection
        }
        viewer {
          cartTopicCount
        }
      }
      ... on SetLimitError {
        limit
        max
        available
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
 * A set made from the cart leaves the current stream's cart empty (the payload's cartTopicCount is 0): its topics
 * leave the cart in the store and are no longer 'in the cart'.
 */
const updater: SelectorStoreUpdater<CreateCollectionMutation['response']> = (store, data) => {
  const result = data?.createCollection;
  if (result?.__typename !== 'CreateCollectionSuccess' || result.viewer?.cartTopicCount !== 0) return;
  const cart = store.getRoot().getLinkedRecord('cart');
  for (const cartTopic of cart?.getLinkedRecords('topics') ?? []) {
    const topic = cartTopic?.getLinkedRecord('topic');
    topic?.setValue(false, 'inCart');
    topic?.setValue([], 'selectedQuestionIds');
  }
  cart?.setLinkedRecords([], 'topics');
};

/** Returns [create, inFlight]; create resolves with the typed result and rejects only when the request failed. */
export function useCreateCollectionMutation() {
  const [run, inFlight] = usePromiseMutation<CreateCollectionMutation>(mutation, { updater });
  const create = useCallback(async (input: CreateCollectionInput) => (await run(input)).createCollection, [run]);
  return [create, inFlight] as const;
}
