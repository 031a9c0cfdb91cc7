// chooseStream: the stream picker remembers the chosen stream for the user. The payload carries only the new current
// stream: the shell's whole viewer inside a mutation payload is deeper than the server's query-cost limit allows, so
// the picker refetches the shell afterwards.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useChooseStreamMutation as ChooseStreamMutation, useChooseStreamMutation$data } from '../__generated__/useChooseStreamMutation.graphql';

export type ChooseStreamResult = useChooseStreamMutation$data['chooseStream'];

const mutation = graphql`
  mutation useChooseStreamMutation($streamId: ID!) {
    chooseStream(streamId: $streamId) {
      __typename
      ... on ChooseStreamSuccess {
        viewer {
          currentStream {
            id
            urlId
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Returns [choose, inFlight]; choose resolves with the typed result and rejects only on a network or server failure. */
export function useChooseStreamMutation() {
  const [run, inFlight] = usePromiseMutation<ChooseStreamMutation>(mutation);
  const choose = useCallback(async (streamId: string) => (await run({ streamId })).chooseStream, [run]);
  return [choose, inFlight] as const;
}
