// hideCollection: hides a set's questions from the self-practice of the teacher's students (all, or one group) until a
// day. The payload refreshes the set's list of hides wherever it shows.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useHideCollectionMutation as HideCollectionMutation } from '../__generated__/useHideCollectionMutation.graphql';

const mutation = graphql`
  mutation useHideCollectionMutation($id: ID!, $groupId: ID, $until: Date) {
    hideCollection(id: $id, groupId: $groupId, until: $until) {
      __typename
      ... on HideCollectionSuccess {
        hidden
        until
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

/** Returns [hide, inFlight]; hide resolves with the typed result and rejects only when the request failed. */
export function useHideCollectionMutation() {
  const [run, inFlight] = usePromiseMutation<HideCollectionMutation>(mutation);
  const hide = useCallback(async (id: string, groupId: string | null, until: string) => (await run({ id, groupId, until })).hideCollection, [run]);
  return [hide, inFlight] as const;
}
