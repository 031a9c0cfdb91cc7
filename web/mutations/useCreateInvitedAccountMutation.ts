// createInvitedAccount: makes the account of the invited address with a password ('unknown-email').
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useCreateInvitedAccountMutation as CreateInvitedAccountMutation } from '../__generated__/useCreateInvitedAccountMutation.graphql';

const mutation = graphql`
  mutation useCreateInvitedAccountMutation($token: String!, $password: String!) {
    createInvitedAccount(token: $token, password: $password) {
      __typename
      ... on InvitationStateError {
        status
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

/** Returns [create, inFlight]; create resolves with the typed result and rejects only when the request failed. */
export function useCreateInvitedAccountMutation() {
  const [run, inFlight] = usePromiseMutation<CreateInvitedAccountMutation>(mutation);
  const create = useCallback(async (token: string, password: string) => (await run({ token, password })).createInvitedAccount, [run]);
  return [create, inFlight] as const;
}
