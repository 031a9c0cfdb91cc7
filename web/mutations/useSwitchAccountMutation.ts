// switchAccount: signs in as a linked account (a teacher and their demo student) in a new session.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSwitchAccountMutation as SwitchAccountMutation, useSwitchAccountMutation$data } from '../__generated__/useSwitchAccountMutation.graphql';

export type SwitchAccountResult = useSwitchAccountMutation$data['switchAccount'];

const mutation = graphql`
  mutation useSwitchAccountMutation($userId: ID!) {
    switchAccount(userId: $userId) {
      __typename
      ... on MutationSwitchAccountSuccess {
        data {
          viewer {
            user {
              id
              fullName
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

/** Returns [switchAccount, inFlight]; switchAccount resolves with the typed result and rejects only on a network or server failure. */
export function useSwitchAccountMutation() {
  const [commit, inFlight] = useMutation<SwitchAccountMutation>(mutation);
  const switchAccount = useCallback(
    (userId: string) =>
      new Promise<SwitchAccountResult>((resolve, reject) => {
        commit({
          variables: { userId },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.switchAccount)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [switchAccount, inFlight] as const;
}
