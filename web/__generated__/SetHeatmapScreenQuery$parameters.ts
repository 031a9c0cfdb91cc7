/**
 * @generated SignedSource<<6b118a484d9cc17b2f90cfb952c1403c>>
 * @relayHash 6cb293a2f992a8328146f7daf87aad5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12cd2c5f4bce65b25e319b9166d3e1246cbf959bbe36b1cfb39f924edd20f2d6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SetHeatmapScreenQuery } from './SetHeatmapScreenQuery.graphql';

const node: PreloadableConcreteRequest<SetHeatmapScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "12cd2c5f4bce65b25e319b9166d3e1246cbf959bbe36b1cfb39f924edd20f2d6",
    "metadata": {},
    "name": "SetHeatmapScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
