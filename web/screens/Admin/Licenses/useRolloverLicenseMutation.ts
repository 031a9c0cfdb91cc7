// 'Overzetten' in the rollover dialog (issue 47, beyond the spec 2): rolls the licence over as its preview showed. The
// answer carries the licence screen's fragment, so the dates, the groups' new names and the hidden seats show at once.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../mutations/usePromiseMutation.ts';
import type { useRolloverLicenseMutation as Mutation } from '../../../__generated__/useRolloverLicenseMutation.graphql';

const rollover = graphql`
  mutation useRolloverLicenseMutation($id: ID!, $fingerprint: String!) {
    rolloverLicense(id: $id, fingerprint: $fingerprint) {
      __typename
      ... on RolloverLicenseSuccess {
        repeated
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

export const useRolloverLicenseMutation = () => usePromiseMutation<Mutation>(rollover);
