// resetSetDevices: frees the fair-use places of a set's anonymous devices (its owner or an admin). The payload
// refreshes the set's device count wherever it shows.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useResetSetDevicesMutation as ResetSetDevicesMutation } from '../__generated__/useResetSetDevicesMutation.graphql';

const mutation = graphql`
  mutation useResetSetDevicesMutation($id: ID!) {
    resetSetDevices(id: $id) {
      __typename
      ... on ResetSetDevicesSuccess {
        message
        collection {
          id
          ...SetDevices_collection
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Returns [reset, inFlight]; reset resolves with the typed result and rejects only when the request failed. */
export function useResetSetDevicesMutation() {
  const [run, inFlight] = usePromiseMutation<ResetSetDevicesMutation>(mutation);
  const reset = useCallback(async (id: string) => (await run({ id })).resetSetDevices, [run]);
  return [reset, inFlight] as const;
}
