/**
 * @generated SignedSource<<98a039cc2663daf240d9c53194654358>>
 * @relayHash 987cb306e46afd607d0f97e3f7ced7c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e62071be0d58043e48b600ab0702ad453edfc632962840bfb8b035bd70c66591

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CartScreenQuery } from './CartScreenQuery.graphql';

const node: PreloadableConcreteRequest<CartScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e62071be0d58043e48b600ab0702ad453edfc632962840bfb8b035bd70c66591",
    "metadata": {},
    "name": "CartScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
