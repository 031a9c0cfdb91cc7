/**
 * @generated SignedSource<<2d998ef837097e5da69d9182832ebe24>>
 * @relayHash 26e8d55d465c1b7dfb302e3e9126feb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8622973aa060e8479a53b0883c78a8582bfbb9fc69a702f00708d696f3234f40

import { ConcreteRequest } from 'relay-runtime';
export type AdminSideMenuQuery$variables = Record<PropertyKey, never>;
export type AdminSideMenuQuery$data = {
  readonly adminStreams: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly urlId: string;
  }>;
};
export type AdminSideMenuQuery = {
  response: AdminSideMenuQuery$data;
  variables: AdminSideMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Stream",
    "kind": "LinkedField",
    "name": "adminStreams",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "urlId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "AdminSideMenuQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminSideMenuQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8622973aa060e8479a53b0883c78a8582bfbb9fc69a702f00708d696f3234f40",
    "metadata": {},
    "name": "AdminSideMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3b3f493c3e416cac786267e0af081c3b";

export default node;
