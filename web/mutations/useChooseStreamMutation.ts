// chooseStream: the stream picker remembers the chosen stream for the user. The payload carries only the new current
// stream: the shell's whole viewer inside a mutation payload is deeper than the server's query-cost limit allows, so
// the picker refetches the shell afterwards.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChooseStreamMutation as ChooseStreamMutation, useChooseStreamMutation$data } from '../__generated__/useChooseStreamMutation.graphql';

export type ChooseStreamResult = useChooseStreamMutation$data['chooseStream'];

const mutation = graphql`
  mutation useChooseStreamMutation($streamId: ID!) {
    chooseStream(streamId: $streamId) {
      __typename
      ... on MutationChooseStreamSuccess {
        data {
          viewer {
            currentStream {
              id
              urlId
            }
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
  const [commit, inFlight] = useMutation<ChooseStreamMutation>(mutation);
  const choose = useCallback(
    (streamId: string) =>
      new Promise<ChooseStreamResult>((resolve, reject) => {
        commit({
          variables: { streamId },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.chooseStream)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [choose, inFlight] as const;
}
