/**
 * @generated SignedSource<<be4d8a3d1d0fb031a5db3721e9dd0104>>
 * @relayHash caf054e082f812fc612a6a48219c8176
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92a140ea7627d74a75105f35bc23e5ef148d5ffeb80b904c371995726a6fe50f

import { ConcreteRequest } from 'relay-runtime';
export type ActivationStatus = "activatedAlready" | "notFound" | "paymentNeeded" | "paymentUnavailable" | "registrationExists" | "userExists" | "%future added value";
export type useActivateLicenseMutation$variables = {
  code: string;
};
export type useActivateLicenseMutation$data = {
  readonly activateLicense: {
    readonly __typename: string;
    readonly activation?: {
      readonly status: ActivationStatus;
    };
    readonly email?: string;
    readonly licenseName?: string;
    readonly message?: string;
    readonly viewer?: {
      readonly user: {
        readonly id: string;
      } | null | undefined;
    };
  };
};
export type useActivateLicenseMutation = {
  response: useActivateLicenseMutation$data;
  variables: useActivateLicenseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "activateLicense",
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
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "licenseName",
            "storageKey": null
          },
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ActivateLicenseSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Activation",
            "kind": "LinkedField",
            "name": "activation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ActivationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useActivateLicenseMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useActivateLicenseMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "92a140ea7627d74a75105f35bc23e5ef148d5ffeb80b904c371995726a6fe50f",
    "metadata": {},
    "name": "useActivateLicenseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be2fbe6ce91e956bebf8e2691199a77e";

export default node;
