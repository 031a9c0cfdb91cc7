// The seat screen's mutations (issue 47), each a promise of its typed result (usePromiseMutation): the answers carry
// the screen's fragment, so the screen shows what the server saved without a reload. Saving the seat itself is the
// licence overview's updateSeat (server/domain/licensing/seats.ts: the invitation goes out as it does there).
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../mutations/usePromiseMutation.ts';
import type { seatMutationsUpdateMutation } from '../../../__generated__/seatMutationsUpdateMutation.graphql';
import type { seatMutationsAddMutation } from '../../../__generated__/seatMutationsAddMutation.graphql';
import type { seatMutationsRemoveMutation } from '../../../__generated__/seatMutationsRemoveMutation.graphql';

const update = graphql`
  mutation seatMutationsUpdateMutation($input: UpdateSeatInput!) {
    updateSeat(input: $input) {
      __typename
      ... on UpdateSeatSuccess {
        invitationSent
        seat {
          ...AdminSeatScreen_seat
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

const add = graphql`
  mutation seatMutationsAddMutation($seatId: ID!, $action: String!, $objectId: String!) {
    addSeatPrivilege(seatId: $seatId, action: $action, objectId: $objectId) {
      __typename
      ... on AddSeatPrivilegeSuccess {
        seat {
          ...AdminSeatScreen_seat
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

const remove = graphql`
  mutation seatMutationsRemoveMutation($id: ID!) {
    removeSeatPrivilege(id: $id) {
      __typename
      ... on RemoveSeatPrivilegeSuccess {
        seat {
          ...AdminSeatScreen_seat
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

export const useUpdateSeatMutation = () => usePromiseMutation<seatMutationsUpdateMutation>(update);
export const useAddSeatPrivilegeMutation = () => usePromiseMutation<seatMutationsAddMutation>(add);
export const useRemoveSeatPrivilegeMutation = () => usePromiseMutation<seatMutationsRemoveMutation>(remove);
