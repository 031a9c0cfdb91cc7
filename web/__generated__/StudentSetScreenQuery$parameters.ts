/**
 * @generated SignedSource<<e5e9c13ef36999f9cacc17116ed37979>>
 * @relayHash 657d7e669f07568cd7a2454930e94255
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d4866b05a19d006c747982fb8f4a5bef94982c741fadefe6a4bf5568b9fd0a2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StudentSetScreenQuery } from './StudentSetScreenQuery.graphql';

const node: PreloadableConcreteRequest<StudentSetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2d4866b05a19d006c747982fb8f4a5bef94982c741fadefe6a4bf5568b9fd0a2",
    "metadata": {},
    "name": "StudentSetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
