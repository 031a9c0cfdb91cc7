// signOut: ends the session. The shell then forgets the cached data and refetches its viewer.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useSignOutMutation as SignOutMutation, useSignOutMutation$data } from '../__generated__/useSignOutMutation.graphql';

export type SignOutResult = useSignOutMutation$data['signOut'];

const mutation = graphql`
  mutation useSignOutMutation {
    signOut {
      __typename
      ... on SignOutSuccess {
        viewer {
          user {
            id
          }
        }
      }
    }
  }
`;

/** Returns [signOut, inFlight]; signOut rejects on a network or server failure. */
export function useSignOutMutation() {
  const [run, inFlight] = usePromiseMutation<SignOutMutation>(mutation);
  const signOut = useCallback(async () => (await run({})).signOut, [run]);
  return [signOut, inFlight] as const;
}
