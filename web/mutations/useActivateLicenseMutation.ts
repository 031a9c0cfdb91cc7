// activateLicense: 'user exists' → the licence is made → complete (document 2 §4.4). A code activates once; when the
// code is in another state the page reads it again.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useActivateLicenseMutation as ActivateLicenseMutation, useActivateLicenseMutation$data } from '../__generated__/useActivateLicenseMutation.graphql';

export type ActivateLicenseResult = useActivateLicenseMutation$data['activateLicense'];

const mutation = graphql`
  mutation useActivateLicenseMutation($code: String!) {
    activateLicense(code: $code) {
      __typename
      ... on ActivateLicenseSuccess {
        email
        licenseName
        # The whole shell's viewer: the activation may change the holder's role and licence (and signs someone else
        # out), and a user with only an id in the store would reach the shell's menu without its fields (issue 41).
        viewer {
          user {
            id
          }
          ...Shell_viewer
        }
      }
      ... on ActivationError {
        message
        activation {
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useActivateLicenseMutation() {
  const [run, inFlight] = usePromiseMutation<ActivateLicenseMutation>(mutation);
  const activate = useCallback(async (code: string) => (await run({ code })).activateLicense, [run]);
  return [activate, inFlight] as const;
}
