/**
 * @generated SignedSource<<b3c377da8d0db448d65c9e3a14fc8cf8>>
 * @relayHash 46b3bd3661383ac423b8801e6240e9eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c9d96a91c62a07e40e1855ef77a1de838fcb115e5a1709103475da1429535d8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PracticeSetsScreenFiltersQuery } from './PracticeSetsScreenFiltersQuery.graphql';

const node: PreloadableConcreteRequest<PracticeSetsScreenFiltersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3c9d96a91c62a07e40e1855ef77a1de838fcb115e5a1709103475da1429535d8",
    "metadata": {},
    "name": "PracticeSetsScreenFiltersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
