// registerStudent: a student's request for a student licence (document 2 §2.12, §5): the payment is made ready and
// the activation link, where the student pays, goes by e-mail. The answer says what the licence holds and costs, as the
// server chose it (from three subjects on, the whole level).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { RegisterStudentInput, useRegisterStudentMutation as RegisterStudentMutation, useRegisterStudentMutation$data } from '../__generated__/useRegisterStudentMutation.graphql';

export type RegisterStudentResult = useRegisterStudentMutation$data['registerStudent'];

const mutation = graphql`
  mutation useRegisterStudentMutation($input: RegisterStudentInput!) {
    registerStudent(input: $input) {
      __typename
      ... on RegisterStudentSuccess {
        email
        streamNames
        amountCents
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

export function useRegisterStudentMutation() {
  const [run, inFlight] = usePromiseMutation<RegisterStudentMutation>(mutation);
  const register = useCallback(async (input: RegisterStudentInput) => (await run({ input })).registerStudent, [run]);
  return [register, inFlight] as const;
}
