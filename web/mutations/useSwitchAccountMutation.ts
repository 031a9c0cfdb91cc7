// switchAccount: signs in as a linked account (a teacher and their demo student) in a new session.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useSwitchAccountMutation as SwitchAccountMutation, useSwitchAccountMutation$data } from '../__generated__/useSwitchAccountMutation.graphql';

export type SwitchAccountResult = useSwitchAccountMutation$data['switchAccount'];

const mutation = graphql`
  mutation useSwitchAccountMutation($userId: ID!) {
    switchAccount(userId: $userId) {
      __typename
      ... on SwitchAccountSuccess {
        # The whole shell's viewer: the new user replaces the old one in the store, and the shell must find every
        # field it reads (see useSignInMutation.ts).
        viewer {
          user {
            id
            fullName
          }
          ...Shell_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Returns [switchAccount, inFlight]; switchAccount resolves with the typed result and rejects only on a network or server failure. */
export function useSwitchAccountMutation() {
  const [run, inFlight] = usePromiseMutation<SwitchAccountMutation>(mutation);
  const switchAccount = useCallback(async (userId: string) => (await run({ userId })).switchAccount, [run]);
  return [switchAccount, inFlight] as const;
}
