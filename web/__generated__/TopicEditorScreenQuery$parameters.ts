/**
 * @generated SignedSource<<8b03202acd62f274dded909026fd6327>>
 * @relayHash 8a00577a7331bea3274b75d3ff3dc897
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c71ea30b982c0b7f426e3d5e116604d85bbb8248c2bb7a2b4d6421cb1326e1a0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopicEditorScreenQuery } from './TopicEditorScreenQuery.graphql';

const node: PreloadableConcreteRequest<TopicEditorScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c71ea30b982c0b7f426e3d5e116604d85bbb8248c2bb7a2b4d6421cb1326e1a0",
    "metadata": {},
    "name": "TopicEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
