/**
 * @generated SignedSource<<d8d8cc4fee2f857f9ff1a00f2fca92c8>>
 * @relayHash f5b382627500542e3fb3656ca2527f50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e665d3d5363f3c8f08af849f395f62eed5b0d6f65074604da8b493a6738cb4ca

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminLicenseScreenQuery } from './AdminLicenseScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminLicenseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e665d3d5363f3c8f08af849f395f62eed5b0d6f65074604da8b493a6738cb4ca",
    "metadata": {},
    "name": "AdminLicenseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
