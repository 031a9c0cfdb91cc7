/**
 * @generated SignedSource<<0a5c33119d5fa5d565c4be010db1f993>>
 * @relayHash 9cb6e7cb3b315f472b967c62332e6397
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74debe66e2e07cbc94c86908fb73e90b8b02291fa0c5576e046ab31a776226ce

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserListScreenQuery } from './UserListScreenQuery.graphql';

const node: PreloadableConcreteRequest<UserListScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "74debe66e2e07cbc94c86908fb73e90b8b02291fa0c5576e046ab31a776226ce",
    "metadata": {},
    "name": "UserListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
