/**
 * @generated SignedSource<<ba7e78cf366a6f406bd0aee953a093e4>>
 * @relayHash 6abf1c7b2a0bc00485fe54646f33eb30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd47097d1f469409cdabfe4dbe55efa0a82ec88d4575297c50c7522683fdb1fe

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminLicenseCreateScreenQuery } from './AdminLicenseCreateScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminLicenseCreateScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fd47097d1f469409cdabfe4dbe55efa0a82ec88d4575297c50c7522683fdb1fe",
    "metadata": {},
    "name": "AdminLicenseCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
