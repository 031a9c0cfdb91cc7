/**
 * @generated SignedSource<<87001c9c620b0d1d6602afd57f9cc0fd>>
 * @relayHash f311a62df4163e4aaf4a7003adf43c1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78c5d5f08a4c402dc4aa3e36576212a3b0e6008f69d985f58d2929465dac1b84

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ActivationScreenQuery } from './ActivationScreenQuery.graphql';

const node: PreloadableConcreteRequest<ActivationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "78c5d5f08a4c402dc4aa3e36576212a3b0e6008f69d985f58d2929465dac1b84",
    "metadata": {},
    "name": "ActivationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
