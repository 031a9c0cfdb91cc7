/**
 * @generated SignedSource<<66f48e0f777872b8f252dc340e251b7e>>
 * @relayHash a177dc5413d385eddac0ca6c59784169
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7987a64b5656c59b61ca0e56ca23ae58df2e3d09c7d4e94791b74601a6015123

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopicScreenQuery } from './TopicScreenQuery.graphql';

const node: PreloadableConcreteRequest<TopicScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7987a64b5656c59b61ca0e56ca23ae58df2e3d09c7d4e94791b74601a6015123",
    "metadata": {},
    "name": "TopicScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
