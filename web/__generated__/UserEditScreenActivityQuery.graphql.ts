/**
 * @generated SignedSource<<76a0d7edfe1d2f5b76ecc5c5dd92744c>>
 * @relayHash f813fec9193ce9cc897d4acdbfb04f70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3402d10d8f2f97939e9fe5bac8adbc4482a90a5386e00f23d638e5e59b4fd42e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserEditScreenActivityQuery$variables = {
  count?: number | null | undefined;
  id: string;
};
export type UserEditScreenActivityQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"UserEditScreen_activity">;
  } | null | undefined;
};
export type UserEditScreenActivityQuery = {
  response: UserEditScreenActivityQuery$data;
  variables: UserEditScreenActivityQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 25,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "count",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserEditScreenActivityQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": (v2/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "UserEditScreen_activity"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserEditScreenActivityQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v2/*:: as any*/),
                "concreteType": "AdminActivityEntry",
                "kind": "LinkedField",
                "name": "adminActivity",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "activity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ts",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3402d10d8f2f97939e9fe5bac8adbc4482a90a5386e00f23d638e5e59b4fd42e",
    "metadata": {},
    "name": "UserEditScreenActivityQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ca1cdbd414bf806968ed82249b32e26";

export default node;
