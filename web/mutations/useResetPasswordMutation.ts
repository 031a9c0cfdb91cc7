// resetPassword: a new password with the single-use token from the e-mailed link.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation, useResetPasswordMutation$data } from '../__generated__/useResetPasswordMutation.graphql';

export type ResetPasswordResult = useResetPasswordMutation$data['resetPassword'];

const mutation = graphql`
  mutation useResetPasswordMutation($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      __typename
      ... on MutationResetPasswordSuccess {
        data {
          ok
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

export function useResetPasswordMutation() {
  const [commit, inFlight] = useMutation<ResetPasswordMutation>(mutation);
  const reset = useCallback(
    (token: string, password: string) =>
      new Promise<ResetPasswordResult>((resolve, reject) => {
        commit({
          variables: { token, password },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.resetPassword)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [reset, inFlight] as const;
}
