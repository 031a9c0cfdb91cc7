// sendFeedback: the feedback tab's message to the editors, with the optional stream, exam, question and part.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { FeedbackInput, useSendFeedbackMutation as SendFeedbackMutation, useSendFeedbackMutation$data } from '../__generated__/useSendFeedbackMutation.graphql';

export type SendFeedbackResult = useSendFeedbackMutation$data['sendFeedback'];
export type { FeedbackInput };

const mutation = graphql`
  mutation useSendFeedbackMutation($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      __typename
      ... on MutationSendFeedbackSuccess {
        data {
          ok
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

/** Returns [send, inFlight]; send resolves with the typed result and rejects only on a network or server failure. */
export function useSendFeedbackMutation() {
  const [commit, inFlight] = useMutation<SendFeedbackMutation>(mutation);
  const send = useCallback(
    (input: FeedbackInput) =>
      new Promise<SendFeedbackResult>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response.sendFeedback)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [send, inFlight] as const;
}
