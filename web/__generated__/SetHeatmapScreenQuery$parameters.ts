/**
 * @generated SignedSource<<e1f9fdce186cf5b71038274bee261071>>
 * @relayHash 17a091c32d0f8de3fe17a2e450df3601
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a516084804428c1eb61a9dac3605c6f771ff7fdfc8c27fc6ac138c9b0db35c1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SetHeatmapScreenQuery } from './SetHeatmapScreenQuery.graphql';

const node: PreloadableConcreteRequest<SetHeatmapScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2a516084804428c1eb61a9dac3605c6f771ff7fdfc8c27fc6ac138c9b0db35c1",
    "metadata": {},
    "name": "SetHeatmapScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
