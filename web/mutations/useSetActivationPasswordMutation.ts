// setActivationPassword: 'registration exists' → the account is made with this password → 'user exists' (document 2
// §4.4). The activation page then reads the code's state again.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useSetActivationPasswordMutation as SetActivationPasswordMutation, useSetActivationPasswordMutation$data } from '../__generated__/useSetActivationPasswordMutation.graphql';

export type SetActivationPasswordResult = useSetActivationPasswordMutation$data['setActivationPassword'];

const mutation = graphql`
  mutation useSetActivationPasswordMutation($code: String!, $password: String!) {
    setActivationPassword(code: $code, password: $password) {
      __typename
      ... on SetActivationPasswordSuccess {
        activation {
          status
        }
      }
      ... on ActivationError {
        activation {
          status
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

export function useSetActivationPasswordMutation() {
  const [run, inFlight] = usePromiseMutation<SetActivationPasswordMutation>(mutation);
  const setPassword = useCallback(async (code: string, password: string) => (await run({ code, password })).setActivationPassword, [run]);
  return [setPassword, inFlight] as const;
}
