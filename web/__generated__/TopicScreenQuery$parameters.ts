/**
 * @generated SignedSource<<d04c58ea5b7edfb135f05b39dfa57165>>
 * @relayHash d82e1bdcfcfa3c69c0d11f5ba1195212
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cdb8f6698f2b55d4279a2108cd4c54d99734d9e7c64ebc900d53d633d049e63

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopicScreenQuery } from './TopicScreenQuery.graphql';

const node: PreloadableConcreteRequest<TopicScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4cdb8f6698f2b55d4279a2108cd4c54d99734d9e7c64ebc900d53d633d049e63",
    "metadata": {},
    "name": "TopicScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
