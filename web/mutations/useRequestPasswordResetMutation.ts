// requestPasswordReset: answers the same whether or not the address is known.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useRequestPasswordResetMutation as RequestPasswordResetMutation,
  useRequestPasswordResetMutation$data,
} from '../__generated__/useRequestPasswordResetMutation.graphql';

export type RequestPasswordResetResult = useRequestPasswordResetMutation$data['requestPasswordReset'];

const mutation = graphql`
  mutation useRequestPasswordResetMutation($email: String!) {
    requestPasswordReset(email: $email) {
      __typename
      ... on MutationRequestPasswordResetSuccess {
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

export function useRequestPasswordResetMutation() {
  const [commit, inFlight] = useMutation<RequestPasswordResetMutation>(mutation);
  const request = useCallback(
    (email: string) =>
      new Promise<RequestPasswordResetResult>((resolve, reject) => {
        commit({
          variables: { email },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.requestPasswordReset)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [request, inFlight] as const;
}
