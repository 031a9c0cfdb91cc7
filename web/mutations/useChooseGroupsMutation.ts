// chooseGroups: a student picks the groups (classes) of their partner-licence seat; the home variant comes back with it.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useChooseGroupsMutation as ChooseGroupsMutation, useChooseGroupsMutation$data } from '../__generated__/useChooseGroupsMutation.graphql';

export type ChooseGroupsResult = useChooseGroupsMutation$data['chooseGroups'];

const mutation = graphql`
  mutation useChooseGroupsMutation($groupIds: [ID!]!) {
    chooseGroups(groupIds: $groupIds) {
      __typename
      ... on ChooseGroupsSuccess {
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
  const [run, inFlight] = usePromiseMutation<ChooseGroupsMutation>(mutation);
  const choose = useCallback(async (groupIds: readonly string[]) => (await run({ groupIds: [...groupIds] })).chooseGroups, [run]);
  return [choose, inFlight] as const;
}
