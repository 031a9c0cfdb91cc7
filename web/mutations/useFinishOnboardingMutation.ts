// finishOnboarding: step 2 is skipped or finished with 'Ga naar de homepage'; the home variant comes back with it.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useFinishOnboardingMutation as FinishOnboardingMutation, useFinishOnboardingMutation$data } from '../__generated__/useFinishOnboardingMutation.graphql';

export type FinishOnboardingResult = useFinishOnboardingMutation$data['finishOnboarding'];

const mutation = graphql`
  mutation useFinishOnboardingMutation($step: Int!) {
    finishOnboarding(step: $step) {
      __typename
      ... on FinishOnboardingSuccess {
        user {
          id
          onboarding {
            step1
            step2
          }
        }
        viewer {
          ...HomeVariant_viewer
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

export function useFinishOnboardingMutation() {
  const [run, inFlight] = usePromiseMutation<FinishOnboardingMutation>(mutation);
  const finish = useCallback(async (step: 1 | 2) => (await run({ step })).finishOnboarding, [run]);
  return [finish, inFlight] as const;
}
