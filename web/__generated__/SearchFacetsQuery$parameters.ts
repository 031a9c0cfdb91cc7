/**
 * @generated SignedSource<<0436345078f923a405a2433e4f9a040a>>
 * @relayHash 06632588515cdf099a3d6f88fb7a27c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1eb460a7972a1efb98d06e7660b2974eb8dbb4a8bebd9664ad3e9a308796751e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SearchFacetsQuery } from './SearchFacetsQuery.graphql';

const node: PreloadableConcreteRequest<SearchFacetsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1eb460a7972a1efb98d06e7660b2974eb8dbb4a8bebd9664ad3e9a308796751e",
    "metadata": {},
    "name": "SearchFacetsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
