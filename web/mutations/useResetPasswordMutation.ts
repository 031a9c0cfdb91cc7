// resetPassword: a new password with the single-use token from the e-mailed link.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useResetPasswordMutation as ResetPasswordMutation, useResetPasswordMutation$data } from '../__generated__/useResetPasswordMutation.graphql';

export type ResetPasswordResult = useResetPasswordMutation$data['resetPassword'];

const mutation = graphql`
  mutation useResetPasswordMutation($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      __typename
      ... on ResetPasswordSuccess {
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

export function useResetPasswordMutation() {
  const [run, inFlight] = usePromiseMutation<ResetPasswordMutation>(mutation);
  const reset = useCallback(async (token: string, password: string) => (await run({ token, password })).resetPassword, [run]);
  return [reset, inFlight] as const;
}
