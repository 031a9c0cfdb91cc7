// signIn: e-mail and password ('Onthoud mij' on by default); the result is the typed union of document 1 §5.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { SignInInput, useSignInMutation as SignInMutation, useSignInMutation$data } from '../__generated__/useSignInMutation.graphql';

export type SignInResult = useSignInMutation$data['signIn'];

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInSuccess {
        # The whole shell's viewer, not a part of it: the answer replaces the signed-out viewer in the store, and a
        # user with only some of the fields the shell reads (an id without a first name or e-mail) made the user menu
        # throw and the page show 'Er ging iets mis' for a moment after every sign-in (issue 41).
        viewer {
          home
          user {
            id
            fullName
            role
          }
          ...Shell_viewer
        }
      }
      ... on ThrottledError {
        retryAfterSeconds
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

/** Returns [signIn, inFlight]; signIn resolves with the typed result and rejects only on a network or server failure. */
export function useSignInMutation() {
  const [run, inFlight] = usePromiseMutation<SignInMutation>(mutation);
  const signIn = useCallback(async (input: SignInInput) => (await run({ input })).signIn, [run]);
  return [signIn, inFlight] as const;
}
