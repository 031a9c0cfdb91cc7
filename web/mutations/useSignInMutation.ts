// signIn: e-mail and password ('Onthoud mij' on by default); the result is the typed union of document 1 §5.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SignInInput, useSignInMutation as SignInMutation, useSignInMutation$data } from '../__generated__/useSignInMutation.graphql';

export type SignInResult = useSignInMutation$data['signIn'];

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on MutationSignInSuccess {
        data {
          viewer {
            home
            user {
              id
              fullName
              role
            }
          }
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
  const [commit, inFlight] = useMutation<SignInMutation>(mutation);
  const signIn = useCallback(
    (input: SignInInput) =>
      new Promise<SignInResult>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.signIn)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [signIn, inFlight] as const;
}
