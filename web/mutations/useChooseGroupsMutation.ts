// chooseGroups: a student picks the groups (classes) of their partner-licence seat; the home variant comes back with it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChooseGroupsMutation as ChooseGroupsMutation, useChooseGroupsMutation$data } from '../__generated__/useChooseGroupsMutation.graphql';

export type ChooseGroupsResult = useChooseGroupsMutation$data['chooseGroups'];

const mutation = graphql`
  mutation useChooseGroupsMutation($groupIds: [ID!]!) {
    chooseGroups(groupIds: $groupIds) {
      __typename
      ... on MutationChooseGroupsSuccess {
        data {
          user {
            id
            seats {
              id
              groups {
                id
                name
              }
            }
          }
          viewer {
            hasGroups
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

export function useChooseGroupsMutation() {
  const [commit, inFlight] = useMutation<ChooseGroupsMutation>(mutation);
  const choose = useCallback(
    (groupIds: readonly string[]) =>
      new Promise<ChooseGroupsResult>((resolve, reject) => {
        commit({
          variables: { groupIds: [...groupIds] },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.chooseGroups)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [choose, inFlight] as const;
}
