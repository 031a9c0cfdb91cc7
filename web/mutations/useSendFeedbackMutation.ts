// sendFeedback: the feedback tab's message to the editors, with the optional stream, exam, question and part.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { FeedbackInput, useSendFeedbackMutation as SendFeedbackMutation, useSendFeedbackMutation$data } from '../__generated__/useSendFeedbackMutation.graphql';

export type SendFeedbackResult = useSendFeedbackMutation$data['sendFeedback'];
export type { FeedbackInput };

const mutation = graphql`
  mutation useSendFeedbackMutation($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      __typename
      ... on SendFeedbackSuccess {
        ok
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

/** Returns [send, inFlight]; send resolves with the typed result and rejects only on a network or server failure. */
export function useSendFeedbackMutation() {
  const [run, inFlight] = usePromiseMutation<SendFeedbackMutation>(mutation);
  const send = useCallback(async (input: FeedbackInput) => (await run({ input })).sendFeedback, [run]);
  return [send, inFlight] as const;
}
