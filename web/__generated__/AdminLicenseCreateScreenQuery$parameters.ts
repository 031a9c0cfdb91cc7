/**
 * @generated SignedSource<<b6c3b02fceae0da95d99661391f5d0f4>>
 * @relayHash 9a524a3199177e40c9151fe50933e2c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53c6d3c7ea21cf9a63a44ac4bd666a036ade8666f14ad391573bfd2837e36acb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminLicenseCreateScreenQuery } from './AdminLicenseCreateScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminLicenseCreateScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "53c6d3c7ea21cf9a63a44ac4bd666a036ade8666f14ad391573bfd2837e36acb",
    "metadata": {},
    "name": "AdminLicenseCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
