/**
 * @generated SignedSource<<d7d5484bf4417f8420bc84cb4cf84d3b>>
 * @relayHash 09979b989f94190fc76394692a26396c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 948a12f3602e2cc15b8fc2ab6709fad14eb56039b28a3280b971cd22dedfa578

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "948a12f3602e2cc15b8fc2ab6709fad14eb56039b28a3280b971cd22dedfa578",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
