/**
 * @generated SignedSource<<0cefdd124bd15880cb703c835e536241>>
 * @relayHash bb66b946581d2648bc29352786a810f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 558dcd0f3fddf08adae47df8876fa88c78b8dc983b4fb4f130d12be681811a09

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SearchFacetsQuery } from './SearchFacetsQuery.graphql';

const node: PreloadableConcreteRequest<SearchFacetsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "558dcd0f3fddf08adae47df8876fa88c78b8dc983b4fb4f130d12be681811a09",
    "metadata": {},
    "name": "SearchFacetsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
