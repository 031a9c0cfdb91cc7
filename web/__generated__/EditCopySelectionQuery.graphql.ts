/**
 * @generated SignedSource<<30549edfb8e20a8321ea175314766d86>>
 * @relayHash 4a69d02582b13eb2ec55f09ad9880119
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a6d9ba2bbaf1f7acf2fd61b780ab1fb217aaa41f12de1d137e7b8db8eb92dfa

import { ConcreteRequest } from 'relay-runtime';
export type EditCopySelectionQuery$variables = {
  id: string;
};
export type EditCopySelectionQuery$data = {
  readonly node: {
    readonly viewerSelectionCount?: number;
  } | null | undefined;
};
export type EditCopySelectionQuery = {
  response: EditCopySelectionQuery$data;
  variables: EditCopySelectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerSelectionCount",
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditCopySelectionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "EditCopySelectionQuery",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5a6d9ba2bbaf1f7acf2fd61b780ab1fb217aaa41f12de1d137e7b8db8eb92dfa",
    "metadata": {},
    "name": "EditCopySelectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2c9721b81b6754b4fc8b3b19ab5641c9";

export default node;
