/**
 * @generated SignedSource<<542e34a30719a2f15714b6924dde40de>>
 * @relayHash e029601b7c529a0ac9f9d6371e8d8f95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37c43bec680def18c2f1e0374db0ae665922400fe8f2c425e131f52b69b0fc7d

import { ConcreteRequest } from 'relay-runtime';
export type ReportsListScreenQuery$variables = Record<PropertyKey, never>;
export type ReportsListScreenQuery$data = {
  readonly adminReports: ReadonlyArray<{
    readonly key: string;
    readonly title: string;
  }>;
};
export type ReportsListScreenQuery = {
  response: ReportsListScreenQuery$data;
  variables: ReportsListScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminReport",
    "kind": "LinkedField",
    "name": "adminReports",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportsListScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReportsListScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "37c43bec680def18c2f1e0374db0ae665922400fe8f2c425e131f52b69b0fc7d",
    "metadata": {},
    "name": "ReportsListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "19087e6e69ceefba484408ef6185dd3f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
