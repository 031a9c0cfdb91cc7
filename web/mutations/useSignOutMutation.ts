// signOut: ends the session. The shell then forgets the cached data and refetches its viewer.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSignOutMutation as SignOutMutation, useSignOutMutation$data } from '../__generated__/useSignOutMutation.graphql';

export type SignOutResult = useSignOutMutation$data['signOut'];

const mutation = graphql`
  mutation useSignOutMutation {
    signOut {
      viewer {
        user {
          id
        }
      }
    }
  }
`;

/** Returns [signOut, inFlight]; signOut rejects on a network or server failure. */
export function useSignOutMutation() {
  const [commit, inFlight] = useMutation<SignOutMutation>(mutation);
  const signOut = useCallback(
    () =>
      new Promise<SignOutResult>((resolve, reject) => {
        commit({
          variables: {},
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.signOut)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [signOut, inFlight] as const;
}
