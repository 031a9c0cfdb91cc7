/**
 * @generated SignedSource<<5a094201c46386f5130faae514873eb8>>
 * @relayHash b0dbd026d0fdde2326645f9ec2ff9aec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5542b4eac1128b71c48ad823e3cc9e0587cf7be79432fcc93d85df933e19a10f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HistoryScreenQuery } from './HistoryScreenQuery.graphql';

const node: PreloadableConcreteRequest<HistoryScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5542b4eac1128b71c48ad823e3cc9e0587cf7be79432fcc93d85df933e19a10f",
    "metadata": {},
    "name": "HistoryScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
