/**
 * @generated SignedSource<<e16b928e05c84f73fc1f5f0da08b0759>>
 * @relayHash 51ed59aba0eb782b8ea26aeb6472a393
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ad61deb501002291870e49ba3e96c3021c6f52ec6811e76bfe092afeb73a554

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DomainsScreenTypesQuery } from './DomainsScreenTypesQuery.graphql';

const node: PreloadableConcreteRequest<DomainsScreenTypesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9ad61deb501002291870e49ba3e96c3021c6f52ec6811e76bfe092afeb73a554",
    "metadata": {},
    "name": "DomainsScreenTypesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
