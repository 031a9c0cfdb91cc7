/**
 * @generated SignedSource<<b74582407c09f907c2c516637bf592f6>>
 * @relayHash cc084523101fcc0aa70dce3bc0b97b4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 873fbde87330c9d3c4b99ef7ce08b3fc320c2bb78648e93b36226392a15c06ad

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopicEditorScreenQuery } from './TopicEditorScreenQuery.graphql';

const node: PreloadableConcreteRequest<TopicEditorScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "873fbde87330c9d3c4b99ef7ce08b3fc320c2bb78648e93b36226392a15c06ad",
    "metadata": {},
    "name": "TopicEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
