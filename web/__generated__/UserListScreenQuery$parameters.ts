/**
 * @generated SignedSource<<c096e3b0220cc9fdcf6e0f8db6bc2e4e>>
 * @relayHash 2210f5b043737cfc355d65d39516c31d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64c6faa5fe2fd787e1e7808fb900af4134730561d1b7a164f74f13e8cb137888

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserListScreenQuery } from './UserListScreenQuery.graphql';

const node: PreloadableConcreteRequest<UserListScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "64c6faa5fe2fd787e1e7808fb900af4134730561d1b7a164f74f13e8cb137888",
    "metadata": {},
    "name": "UserListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
