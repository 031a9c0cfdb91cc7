/**
 * @generated SignedSource<<b2b1fd77ac261eafaf093becf9c913cc>>
 * @relayHash d8eca9a0d43a0c9680462cc116384f92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f17b62f983946a855c9b44aa42ce5a1e52f7b072d1810fd29847a4e21defa2c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminSeatScreenQuery } from './AdminSeatScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminSeatScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3f17b62f983946a855c9b44aa42ce5a1e52f7b072d1810fd29847a4e21defa2c",
    "metadata": {},
    "name": "AdminSeatScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
