/**
 * @generated SignedSource<<74b36d6fdb3f4683ab4a6459fcf4fd65>>
 * @relayHash 076b524fe68674be4c6466d347a525d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b77d5c2f0364577268cfea7bd74ac6dfded0c65712a959b949164a53780e22e9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SearchResultsScreenQuery } from './SearchResultsScreenQuery.graphql';

const node: PreloadableConcreteRequest<SearchResultsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b77d5c2f0364577268cfea7bd74ac6dfded0c65712a959b949164a53780e22e9",
    "metadata": {},
    "name": "SearchResultsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
