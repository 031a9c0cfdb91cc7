// saveProfile ('Profielgegevens', onboarding step 1, the student's grade screen). The payload refreshes the user and
// the home variant, so the home screen moves on to the next step by itself.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ProfileInput, useSaveProfileMutation as SaveProfileMutation, useSaveProfileMutation$data } from '../__generated__/useSaveProfileMutation.graphql';

export type SaveProfileResult = useSaveProfileMutation$data['saveProfile'];
export type { ProfileInput };

const mutation = graphql`
  mutation useSaveProfileMutation($input: ProfileInput!) {
    saveProfile(input: $input) {
      __typename
      ... on MutationSaveProfileSuccess {
        data {
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
  const [commit, inFlight] = useMutation<SaveProfileMutation>(mutation);
  const save = useCallback(
    (input: ProfileInput) =>
      new Promise<SaveProfileResult>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.saveProfile)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [save, inFlight] as const;
}
