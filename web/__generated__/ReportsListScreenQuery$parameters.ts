/**
 * @generated SignedSource<<6e9cf2ca4f01dbc9525c53778bee9129>>
 * @relayHash e029601b7c529a0ac9f9d6371e8d8f95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37c43bec680def18c2f1e0374db0ae665922400fe8f2c425e131f52b69b0fc7d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReportsListScreenQuery } from './ReportsListScreenQuery.graphql';

const node: PreloadableConcreteRequest<ReportsListScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "37c43bec680def18c2f1e0374db0ae665922400fe8f2c425e131f52b69b0fc7d",
    "metadata": {},
    "name": "ReportsListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
