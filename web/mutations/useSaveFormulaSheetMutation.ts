// saveFormulaSheet: saves a stream's formula sheet from /admin/courses/{course}; the payload refreshes the stream.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useSaveFormulaSheetMutation as SaveFormulaSheetMutation } from '../__generated__/useSaveFormulaSheetMutation.graphql';

const mutation = graphql`
  mutation useSaveFormulaSheetMutation($streamId: ID!, $formulaSheet: String) {
    saveFormulaSheet(streamId: $streamId, formulaSheet: $formulaSheet) {
      __typename
      ... on SaveFormulaSheetSuccess {
        stream {
          id
          formulaSheet
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

/** Returns [save, inFlight]; save resolves with the typed result and rejects only when the request failed. */
export function useSaveFormulaSheetMutation() {
  const [run, inFlight] = usePromiseMutation<SaveFormulaSheetMutation>(mutation);
  const save = useCallback(async (streamId: string, formulaSheet: string) => (await run({ streamId, formulaSheet })).saveFormulaSheet, [run]);
  return [save, inFlight] as const;
}
