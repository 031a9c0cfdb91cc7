// acceptInvitation: links the existing account with the invited address to the seat ('valid-email').
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useAcceptInvitationMutation as AcceptInvitationMutation } from '../__generated__/useAcceptInvitationMutation.graphql';

const mutation = graphql`
  mutation useAcceptInvitationMutation($token: String!) {
    acceptInvitation(token: $token) {
      __typename
      ... on InvitationStateError {
        status
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Returns [accept, inFlight]; accept resolves with the typed result and rejects only when the request failed. */
export function useAcceptInvitationMutation() {
  const [run, inFlight] = usePromiseMutation<AcceptInvitationMutation>(mutation);
  const accept = useCallback(async (token: string) => (await run({ token })).acceptInvitation, [run]);
  return [accept, inFlight] as const;
}
