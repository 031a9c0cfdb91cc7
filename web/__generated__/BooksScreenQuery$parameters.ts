/**
 * @generated SignedSource<<ffaff534189a68381dd16207344b648e>>
 * @relayHash 4af18f361c0f29aa34090ea77b93c297
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0aaa08e58211f6d73458c6a3fa1d7a7eda54312089b29d0446e2c9aa0e6dff01

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BooksScreenQuery } from './BooksScreenQuery.graphql';

const node: PreloadableConcreteRequest<BooksScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0aaa08e58211f6d73458c6a3fa1d7a7eda54312089b29d0446e2c9aa0e6dff01",
    "metadata": {},
    "name": "BooksScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
