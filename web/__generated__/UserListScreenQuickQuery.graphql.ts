/**
 * @generated SignedSource<<6a6da901bb6adca957cc1642671caee0>>
 * @relayHash 2326305a0675254c41ac93eeccd646ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93d2d847fb9b9b7eb33a10be075ffefd476d86fdd43986b9f64440d4a7251f68

import { ConcreteRequest } from 'relay-runtime';
export type UserListScreenQuickQuery$variables = {
  search: string;
};
export type UserListScreenQuickQuery$data = {
  readonly adminUserSearch: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
  }>;
};
export type UserListScreenQuickQuery = {
  response: UserListScreenQuickQuery$data;
  variables: UserListScreenQuickQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "adminUserSearch",
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
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserListScreenQuickQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserListScreenQuickQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "93d2d847fb9b9b7eb33a10be075ffefd476d86fdd43986b9f64440d4a7251f68",
    "metadata": {},
    "name": "UserListScreenQuickQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0ace9fb0c49b31b84157673fa46c3f81";

export default node;
