/**
 * @generated SignedSource<<01f4517c30b689678f4fc275ebd285c9>>
 * @relayHash 7638e19e87f664c6bc0a9a267b4fb64b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 601249c6aaeb5630d12fb72b2b962da851b76078f060449db76dac3792195f21

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HistoryScreenQuery } from './HistoryScreenQuery.graphql';

const node: PreloadableConcreteRequest<HistoryScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "601249c6aaeb5630d12fb72b2b962da851b76078f060449db76dac3792195f21",
    "metadata": {},
    "name": "HistoryScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
