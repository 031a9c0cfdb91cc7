// saveScore: a signed-in student's marking of a question, saved for their teacher (document 2 §4.1). The server
// computes the points itself; a repeated save with the same updatedAt changes nothing.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useSaveScoreMutation as SaveScoreMutation } from '../__generated__/useSaveScoreMutation.graphql';
import type { LocalScore } from '../screens/Student/studentStorage.ts';

const mutation = graphql`
  mutation useSaveScoreMutation($streamId: ID!, $questionId: ID!, $updatedAt: String!, $hasCompletedScoreFlow: Boolean!, $sections: [SectionMarkInput!]!) {
    saveScore(streamId: $streamId, questionId: $questionId, updatedAt: $updatedAt, hasCompletedScoreFlow: $hasCompletedScoreFlow, sections: $sections) {
      __typename
      ... on SaveScoreSuccess {
        score {
          scoredPoints
          totalPoints
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Returns [save, inFlight]; save(streamId, questionId, score) sends a score as the device keeps it (global ids) and
 * resolves with the typed result; it rejects only when the request failed.
 */
export function useSaveScoreMutation() {
  const [run, inFlight] = usePromiseMutation<SaveScoreMutation>(mutation);
  const save = useCallback(
    async (streamId: string, questionId: string, score: LocalScore) =>
      (
        await run({
          streamId,
          questionId,
          updatedAt: score.updatedAt,
          hasCompletedScoreFlow: score.hasCompletedScoreFlow,
          sections: score.sections.map((s) => ({ sectionId: s.id, isCorrect: s.isCorrect, shownElaboration: s.shownElaboration })),
        })
      ).saveScore,
    [run],
  );
  return [save, inFlight] as const;
}
