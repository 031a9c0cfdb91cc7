// createDemoStudent: the manager's demo student in a licence; the payload shows it on the licence's card.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useCreateDemoStudentMutation as CreateDemoStudentMutation } from '../__generated__/useCreateDemoStudentMutation.graphql';

const mutation = graphql`
  mutation useCreateDemoStudentMutation($licenseId: ID!) {
    createDemoStudent(licenseId: $licenseId) {
      __typename
      ... on CreateDemoStudentSuccess {
        seat {
          id
          email
        }
        license {
          id
          myDemoStudent {
            id
            email
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Returns [create, inFlight]; create resolves with the typed result and rejects only when the request failed. */
export function useCreateDemoStudentMutation() {
  const [run, inFlight] = usePromiseMutation<CreateDemoStudentMutation>(mutation);
  const create = useCallback(async (licenseId: string) => (await run({ licenseId })).createDemoStudent, [run]);
  return [create, inFlight] as const;
}
