/**
 * @generated SignedSource<<0d61aa6bfea5ad099838d2aa86ee55b0>>
 * @relayHash 0d149025d47d061cf6677dd8e368e3ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76719d73320844ca892915533d02326b7f8914a8c102d7dbb223f89d984bddef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReportScreenFiltersQuery } from './ReportScreenFiltersQuery.graphql';

const node: PreloadableConcreteRequest<ReportScreenFiltersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "76719d73320844ca892915533d02326b7f8914a8c102d7dbb223f89d984bddef",
    "metadata": {},
    "name": "ReportScreenFiltersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
