/**
 * @generated SignedSource<<34d8e693be4691d5ae855e9b83917393>>
 * @relayHash 7c559fae3ff40d727eb1c0139df775c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddf41a8d539f60b9697b7b7326b436f04b31910a1426afd18d6e5695cb7a29ef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HistoryScreenQuery } from './HistoryScreenQuery.graphql';

const node: PreloadableConcreteRequest<HistoryScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ddf41a8d539f60b9697b7b7326b436f04b31910a1426afd18d6e5695cb7a29ef",
    "metadata": {},
    "name": "HistoryScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
