// reuseCollection: 'Bewerk een kopie' on the reuse list. The set's topics become the viewer's current selection of its
// stream, which becomes the current stream: the payload refreshes the menu's badge, and the caller then has the
// store forget the previous stream's screens (useCurrentStreamChanged) before it opens /cart.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useReuseCollectionMutation as ReuseCollectionMutation, useReuseCollectionMutation$data } from '../__generated__/useReuseCollectionMutation.graphql';

export type ReuseCollectionResult = useReuseCollectionMutation$data['reuseCollection'];

const mutation = graphql`
  mutation useReuseCollectionMutation($id: ID!) {
    reuseCollection(id: $id) {
      __typename
      ... on ReuseCollectionSuccess {
        topicCount
        questionCount
        leftOut
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

/** Returns [reuse, inFlight]; reuse resolves with the typed result and rejects only on a network or server failure. */
export function useReuseCollectionMutation() {
  const [run, inFlight] = usePromiseMutation<ReuseCollectionMutation>(mutation);
  const reuse = useCallback(async (id: string) => (await run({ id })).reuseCollection, [run]);
  return [reuse, inFlight] as const;
}
