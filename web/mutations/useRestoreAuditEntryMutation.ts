// restoreAuditEntry: puts back the old values of an update from the Logboek (/admin/audit); the screen refetches the
// log afterwards, so the restore's own entry heads the list.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useRestoreAuditEntryMutation as RestoreAuditEntryMutation } from '../__generated__/useRestoreAuditEntryMutation.graphql';

const mutation = graphql`
  mutation useRestoreAuditEntryMutation($id: ID!) {
    restoreAuditEntry(id: $id) {
      __typename
      ... on RestoreAuditEntrySuccess {
        entry {
          id
        }
      }
      ... on AuditEntryChangedSinceError {
        changedFields
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

/** Returns [restore, inFlight]; restore resolves with the typed result and rejects only when the request failed. */
export function useRestoreAuditEntryMutation() {
  const [run, inFlight] = usePromiseMutation<RestoreAuditEntryMutation>(mutation);
  const restore = useCallback(async (id: string) => (await run({ id })).restoreAuditEntry, [run]);
  return [restore, inFlight] as const;
}
