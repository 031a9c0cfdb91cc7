// saveProfile ('Profielgegevens', onboarding step 1, the student's grade screen). The payload refreshes the user and
// the home variant, so the home screen moves on to the next step by itself.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { ProfileInput, useSaveProfileMutation as SaveProfileMutation, useSaveProfileMutation$data } from '../__generated__/useSaveProfileMutation.graphql';

export type SaveProfileResult = useSaveProfileMutation$data['saveProfile'];
export type { ProfileInput };

const mutation = graphql`
  mutation useSaveProfileMutation($input: ProfileInput!) {
    saveProfile(input: $input) {
      __typename
      ... on SaveProfileSuccess {
        user {
          id
          firstName
          lastName
          fullName
          hasProfile
          school
          place
          course
          grade
          newsletter
          manageGroups
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

export function useSaveProfileMutation() {
  const [run, inFlight] = usePromiseMutation<SaveProfileMutation>(mutation);
  const save = useCallback(async (input: ProfileInput) => (await run({ input })).saveProfile, [run]);
  return [save, inFlight] as const;
}
