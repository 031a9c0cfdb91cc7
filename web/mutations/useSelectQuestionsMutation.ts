// selectQuestions: 'Voeg toe' / 'Werk bij' on the topic page. The payload refreshes the topic's selection and the
// viewer's cart badge ('Huidige selectie'), so the menu shows the new count without a reload.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useSelectQuestionsMutation as SelectQuestionsMutation, useSelectQuestionsMutation$data } from '../__generated__/useSelectQuestionsMutation.graphql';

export type SelectQuestionsResult = useSelectQuestionsMutation$data['selectQuestions'];

const mutation = graphql`
  mutation useSelectQuestionsMutation($topicId: ID!, $questionIds: [ID!]!) {
    selectQuestions(topicId: $topicId, questionIds: $questionIds) {
      __typename
      ... on SelectQuestionsSuccess {
        topic {
          id
          inCart
          selectedQuestionIds
        }
        viewer {
          cartTopicCount
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

/** Returns [select, inFlight]; select resolves with the typed result and rejects only on a network or server failure. */
export function useSelectQuestionsMutation() {
  const [run, inFlight] = usePromiseMutation<SelectQuestionsMutation>(mutation);
  const select = useCallback(async (topicId: string, questionIds: readonly string[]) => (await run({ topicId, questionIds: [...questionIds] })).selectQuestions, [run]);
  return [select, inFlight] as const;
}
