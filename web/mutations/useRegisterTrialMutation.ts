// registerTrial: a teacher's request for a trial licence (document 2 §2.12, §5); the activation link goes by e-mail.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { RegisterTrialInput, useRegisterTrialMutation as RegisterTrialMutation, useRegisterTrialMutation$data } from '../__generated__/useRegisterTrialMutation.graphql';

export type RegisterTrialResult = useRegisterTrialMutation$data['registerTrial'];

const mutation = graphql`
  mutation useRegisterTrialMutation($input: RegisterTrialInput!) {
    registerTrial(input: $input) {
      __typename
      ... on RegisterTrialSuccess {
        email
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

export function useRegisterTrialMutation() {
  const [run, inFlight] = usePromiseMutation<RegisterTrialMutation>(mutation);
  const register = useCallback(async (input: RegisterTrialInput) => (await run({ input })).registerTrial, [run]);
  return [register, inFlight] as const;
}
