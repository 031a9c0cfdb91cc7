/**
 * @generated SignedSource<<a1580c9077252fa76bfdd9daba24bc0b>>
 * @relayHash f37c4f88e8aad0cc260ba1773699ff43
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3528eaba04adcc788e4e0d928909d10577a90dc0d5661072988283b6715b1747

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReportScreenQuery } from './ReportScreenQuery.graphql';

const node: PreloadableConcreteRequest<ReportScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3528eaba04adcc788e4e0d928909d10577a90dc0d5661072988283b6715b1747",
    "metadata": {},
    "name": "ReportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
