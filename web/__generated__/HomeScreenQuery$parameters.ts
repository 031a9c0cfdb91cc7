/**
 * @generated SignedSource<<50dcc3093dbfe3bcaa6d8d4686ac3693>>
 * @relayHash cd08e1eaffced979c7042d9c053af6b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0056fee03fcbf409393544ed196a6eefe1f697c5c9c382d595261fb54586228c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0056fee03fcbf409393544ed196a6eefe1f697c5c9c382d595261fb54586228c",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
