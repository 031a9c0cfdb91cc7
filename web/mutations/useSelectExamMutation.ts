// selectExam: 'Examen als selectie gebruiken' on the exam term page. The payload refreshes the term's count of the
// selection it would wipe and the viewer's cart badge ('Huidige selectie'); the exam's stream became the current one,
// so the page also refetches the shell (refreshViewer) for the stream picker and the menu.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useSelectExamMutation as SelectExamMutation, useSelectExamMutation$data } from '../__generated__/useSelectExamMutation.graphql';

export type SelectExamResult = useSelectExamMutation$data['selectExam'];

const mutation = graphql`
  mutation useSelectExamMutation($streamId: ID!, $year: Int!, $term: Int!) {
    selectExam(streamId: $streamId, year: $year, term: $term) {
      __typename
      ... on SelectExamSuccess {
        topicCount
        questionCount
        examTerm {
          id
          viewerSelectionCount
        }
        viewer {
          cartTopicCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Returns [select, inFlight]; select resolves with the typed result and rejects only on a network or server failure. */
export function useSelectExamMutation() {
  const [run, inFlight] = usePromiseMutation<SelectExamMutation>(mutation);
  const select = useCallback(async (streamId: string, year: number, term: number) => (await run({ streamId, year, term })).selectExam, [run]);
  return [select, inFlight] as const;
}
