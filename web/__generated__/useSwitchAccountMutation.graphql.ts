/**
 * @generated SignedSource<<8f3d1a90840041d3dd47f93fcb1da737>>
 * @relayHash c6c3d1d8d1937d565e6cafd96929fef9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e06bd5961082acd9cf4e5050b117e545fca7034e22394c646039157dedec71e7

import { ConcreteRequest } from 'relay-runtime';
export type useSwitchAccountMutation$variables = {
  userId: string;
};
export type useSwitchAccountMutation$data = {
  readonly switchAccount: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly user: {
        readonly fullName: string;
        readonly id: string;
      } | null | undefined;
    };
  };
};
export type useSwitchAccountMutation = {
  response: useSwitchAccountMutation$data;
  variables: useSwitchAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "switchAccount",
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
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
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
                    "name": "fullName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SwitchAccountSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useSwitchAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSwitchAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e06bd5961082acd9cf4e5050b117e545fca7034e22394c646039157dedec71e7",
    "metadata": {},
    "name": "useSwitchAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "89aeeb577b914b39bf0b95d6426d360d";

export default node;
