// requestPasswordReset: answers the same whether or not the address is known.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation, useRequestPasswordResetMutation$data } from '../__generated__/useRequestPasswordResetMutation.graphql';

export type RequestPasswordResetResult = useRequestPasswordResetMutation$data['requestPasswordReset'];

const mutation = graphql`
  mutation useRequestPasswordResetMutation($email: String!) {
    requestPasswordReset(email: $email) {
      __typename
      ... on RequestPasswordResetSuccess {
        ok
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
  const [run, inFlight] = usePromiseMutation<RequestPasswordResetMutation>(mutation);
  const request = useCallback(async (email: string) => (await run({ email })).requestPasswordReset, [run]);
  return [request, inFlight] as const;
}
