/**
 * @generated SignedSource<<156871e552fe013662bbed2dd3290f15>>
 * @relayHash 1002d83f4ce59724f4a39fb3c962a8b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b559e08354991d44c34e8fab4479584a381a456100cf001c4fbad6ff04a8eb4

import { ConcreteRequest } from 'relay-runtime';
export type useSwitchAccountMutation$variables = {
  userId: string;
};
export type useSwitchAccountMutation$data = {
  readonly switchAccount: {
    readonly __typename: string;
    readonly data?: {
      readonly viewer: {
        readonly user: {
          readonly fullName: string;
          readonly id: string;
        } | null | undefined;
      };
    };
    readonly message?: string;
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
            "concreteType": "SwitchAccountPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "type": "MutationSwitchAccountSuccess",
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
    "id": "8b559e08354991d44c34e8fab4479584a381a456100cf001c4fbad6ff04a8eb4",
    "metadata": {},
    "name": "useSwitchAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a60d5999b4e0698f187c2fffdf8241c";

export default node;
