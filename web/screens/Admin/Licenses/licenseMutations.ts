// The licence screens' mutations (issue 47), each a promise of its typed result (usePromiseMutation): the answers
// carry the licence's screen fragment, so the screen shows what the server saved without a reload.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../mutations/usePromiseMutation.ts';
import type { licenseMutationsUpdateMutation } from '../../../__generated__/licenseMutationsUpdateMutation.graphql';
import type { licenseMutationsCreateMutation } from '../../../__generated__/licenseMutationsCreateMutation.graphql';
import type { licenseMutationsDeleteSeatMutation } from '../../../__generated__/licenseMutationsDeleteSeatMutation.graphql';
import type { licenseMutationsAddStudentsMutation } from '../../../__generated__/licenseMutationsAddStudentsMutation.graphql';
import type { licenseMutationsVisibilityMutation } from '../../../__generated__/licenseMutationsVisibilityMutation.graphql';
import type { licenseMutationsRenameGroupMutation } from '../../../__generated__/licenseMutationsRenameGroupMutation.graphql';

const update = graphql`
  mutation licenseMutationsUpdateMutation($id: ID!, $type: String!, $begin: Date!, $end: Date!, $isActive: Boolean, $description: String) {
    updateLicense(id: $id, type: $type, begin: $begin, end: $end, isActive: $isActive, description: $description) {
      __typename
      ... on UpdateLicenseSuccess {
        license {
          ...AdminLicenseScreen_license
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

const create = graphql`
  mutation licenseMutationsCreateMutation($type: String!, $begin: Date, $end: Date, $description: String) {
    createLicense(type: $type, begin: $begin, end: $end, description: $description) {
      __typename
      ... on CreateLicenseSuccess {
        license {
          urlId
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

const deleteSeat = graphql`
  mutation licenseMutationsDeleteSeatMutation($id: ID!) {
    deleteLicenseSeat(id: $id) {
      __typename
      ... on DeleteLicenseSeatSuccess {
        license {
          ...AdminLicenseScreen_license
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const addStudents = graphql`
  mutation licenseMutationsAddStudentsMutation($licenseId: ID!, $group: String!, $streamIds: [ID!]!, $count: Int!) {
    addStudents(licenseId: $licenseId, group: $group, streamIds: $streamIds, count: $count) {
      __typename
      ... on AddStudentsSuccess {
        added
        license {
          ...AdminLicenseScreen_license
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

const visibility = graphql`
  mutation licenseMutationsVisibilityMutation($seatIds: [ID!]!, $visible: Boolean!) {
    setSeatsVisible(seatIds: $seatIds, visible: $visible) {
      __typename
      ... on SetSeatsVisibleSuccess {
        seats {
          id
          isVisible
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const renameGroup = graphql`
  mutation licenseMutationsRenameGroupMutation($id: ID!, $name: String!) {
    renameLicenseGroup(id: $id, name: $name) {
      __typename
      ... on RenameLicenseGroupSuccess {
        group {
          id
          name
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

export const useUpdateLicenseMutation = () => usePromiseMutation<licenseMutationsUpdateMutation>(update);
export const useCreateLicenseMutation = () => usePromiseMutation<licenseMutationsCreateMutation>(create);
export const useDeleteSeatMutation = () => usePromiseMutation<licenseMutationsDeleteSeatMutation>(deleteSeat);
export const useAddStudentsMutation = () => usePromiseMutation<licenseMutationsAddStudentsMutation>(addStudents);
export const useSeatsVisibleMutation = () => usePromiseMutation<licenseMutationsVisibilityMutation>(visibility);
export const useRenameGroupMutation = () => usePromiseMutation<licenseMutationsRenameGroupMutation>(renameGroup);
