/**
 * @generated SignedSource<<d11c0907f0ff7ed5ae2f7907bf8f2f2d>>
 * @relayHash 95aee8cf03cd428bf1f33ac69b2e1414
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0afffaaecb91d9361ac00fa41fb74fd6cabec219782791760d3425542617b14

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PracticeTopicScreenQuery } from './PracticeTopicScreenQuery.graphql';

const node: PreloadableConcreteRequest<PracticeTopicScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e0afffaaecb91d9361ac00fa41fb74fd6cabec219782791760d3425542617b14",
    "metadata": {},
    "name": "PracticeTopicScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
