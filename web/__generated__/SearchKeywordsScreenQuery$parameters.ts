/**
 * @generated SignedSource<<de8de4f292a1bd703727c00396dbbede>>
 * @relayHash 3995f2fca17e6df3b77de80a0246427a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b45abbb04901ba06e9541f66021042a4b4268fc183458796b0d39181fd33100

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SearchKeywordsScreenQuery } from './SearchKeywordsScreenQuery.graphql';

const node: PreloadableConcreteRequest<SearchKeywordsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0b45abbb04901ba06e9541f66021042a4b4268fc183458796b0d39181fd33100",
    "metadata": {},
    "name": "SearchKeywordsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
