/**
 * @generated SignedSource<<408ca61482e315eb213281103d785c52>>
 * @relayHash dd5cffdc126b89f576686db3b4f0e513
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70a4adfa8c5fe03332f5332e0bdca429de112b84a122aedbbde470c69f654a93

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PracticeTopicScreenQuery } from './PracticeTopicScreenQuery.graphql';

const node: PreloadableConcreteRequest<PracticeTopicScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "70a4adfa8c5fe03332f5332e0bdca429de112b84a122aedbbde470c69f654a93",
    "metadata": {},
    "name": "PracticeTopicScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
