// updateSeat: saves a seat from the licence overview (names, e-mail, 'Actief'); the payload refreshes its row.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { UpdateSeatInput, useUpdateSeatMutation as UpdateSeatMutation } from '../__generated__/useUpdateSeatMutation.graphql';

const mutation = graphql`
  mutation useUpdateSeatMutation($input: UpdateSeatInput!) {
    updateSeat(input: $input) {
      __typename
      ... on UpdateSeatSuccess {
        invitationSent
        seat {
          id
          email
          ...SeatRow_seat
          ...SeatDialog_seat
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

export type { UpdateSeatInput };

/** Returns [save, inFlight]; save resolves with the typed result and rejects only when the request failed. */
export function useUpdateSeatMutation() {
  const [run, inFlight] = usePromiseMutation<UpdateSeatMutation>(mutation);
  const save = useCallback(async (input: UpdateSeatInput) => (await run({ input })).updateSeat, [run]);
  return [save, inFlight] as const;
}
