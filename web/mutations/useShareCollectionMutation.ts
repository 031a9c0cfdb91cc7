// shareCollection: places a set in the web environment of the teacher's students (all, or one group). The payload
// refreshes the set's list of shares wherever it shows (the cart's confirmation, the reuse list).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useShareCollectionMutation as ShareCollectionMutation } from '../__generated__/useShareCollectionMutation.graphql';

const mutation = graphql`
  mutation useShareCollectionMutation($id: ID!, $groupId: ID) {
    shareCollection(id: $id, groupId: $groupId) {
      __typename
      ... on ShareCollectionSuccess {
        shared
        collection {
          id
          ...SharePanel_collection
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

/** Returns [share, inFlight]; share resolves with the typed result and rejects only when the request failed. */
export function useShareCollectionMutation() {
  const [run, inFlight] = usePromiseMutation<ShareCollectionMutation>(mutation);
  const share = useCallback(async (id: string, groupId: string | null) => (await run({ id, groupId })).shareCollection, [run]);
  return [share, inFlight] as const;
}
