/**
 * @generated SignedSource<<785f2c480a1d2c8d9bb12427fd5b1497>>
 * @relayHash 1e3b1254a9caab2107dc02deb55ed358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e5d68efb3dc4d6625d79c11acbb1ae21271b06763634390ddeb58b08115db0b

import { ConcreteRequest } from 'relay-runtime';
export type AdminSeatScreenObjectsQuery$variables = {
  action: string;
  search?: string | null | undefined;
  seatId: string;
};
export type AdminSeatScreenObjectsQuery$data = {
  readonly adminPrivilegeObjects: ReadonlyArray<{
    readonly name: string;
    readonly urlId: string;
  }>;
};
export type AdminSeatScreenObjectsQuery = {
  response: AdminSeatScreenObjectsQuery$data;
  variables: AdminSeatScreenObjectsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seatId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "action",
        "variableName": "action"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "seatId",
        "variableName": "seatId"
      }
    ],
    "concreteType": "AdminPrivilegeObject",
    "kind": "LinkedField",
    "name": "adminPrivilegeObjects",
    "plural": true,
    "selections": [
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSeatScreenObjectsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminSeatScreenObjectsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "6e5d68efb3dc4d6625d79c11acbb1ae21271b06763634390ddeb58b08115db0b",
    "metadata": {},
    "name": "AdminSeatScreenObjectsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c5acfd29388314494a2364aa9023fb8";

export default node;
