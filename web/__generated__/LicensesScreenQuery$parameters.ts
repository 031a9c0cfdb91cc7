/**
 * @generated SignedSource<<6b74cf4dee19a661e1593ec970f320db>>
 * @relayHash 222f0227fa2a0f17cc5e4c38459d93cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c43d1301c18ffa2d030c3200e482469260482d481fc07d2571206b9a7f8330f5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LicensesScreenQuery } from './LicensesScreenQuery.graphql';

const node: PreloadableConcreteRequest<LicensesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c43d1301c18ffa2d030c3200e482469260482d481fc07d2571206b9a7f8330f5",
    "metadata": {},
    "name": "LicensesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
