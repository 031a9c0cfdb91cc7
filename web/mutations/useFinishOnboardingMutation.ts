// finishOnboarding: step 2 is skipped or finished with 'Ga naar de homepage'; the home variant comes back with it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useFinishOnboardingMutation as FinishOnboardingMutation,
  useFinishOnboardingMutation$data,
} from '../__generated__/useFinishOnboardingMutation.graphql';

export type FinishOnboardingResult = useFinishOnboardingMutation$data['finishOnboarding'];

const mutation = graphql`
  mutation useFinishOnboardingMutation($step: Int!) {
    finishOnboarding(step: $step) {
      __typename
      ... on MutationFinishOnboardingSuccess {
        data {
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
  const [commit, inFlight] = useMutation<FinishOnboardingMutation>(mutation);
  const finish = useCallback(
    (step: 1 | 2) =>
      new Promise<FinishOnboardingResult>((resolve, reject) => {
        commit({
          variables: { step },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.finishOnboarding)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [finish, inFlight] as const;
}
