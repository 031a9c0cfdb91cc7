// startActivationPayment: the checkout of a student licence — the open payment's, or a new payment's after one that was
// cancelled, expired or failed (document 2 §4.4 'payment needed').
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation.ts';
import type { useStartActivationPaymentMutation as StartActivationPaymentMutation, useStartActivationPaymentMutation$data } from '../__generated__/useStartActivationPaymentMutation.graphql';

export type StartActivationPaymentResult = useStartActivationPaymentMutation$data['startActivationPayment'];

const mutation = graphql`
  mutation useStartActivationPaymentMutation($code: String!) {
    startActivationPayment(code: $code) {
      __typename
      ... on StartActivationPaymentSuccess {
        checkoutUrl
      }
      ... on ActivationError {
        activation {
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStartActivationPaymentMutation() {
  const [run, inFlight] = usePromiseMutation<StartActivationPaymentMutation>(mutation);
  const start = useCallback(async (code: string) => (await run({ code })).startActivationPayment, [run]);
  return [start, inFlight] as const;
}
