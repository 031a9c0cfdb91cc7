/**
 * @generated SignedSource<<bf51b3ec0d4c1fb188088a9b83112612>>
 * @relayHash 3d5246957a54f909a1bc88e69bf75818
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79536c0b29d63c81b1bfc3c447d2e25241d3dfed776423d9eeba5103d3075218

import { ConcreteRequest } from 'relay-runtime';
export type useRequestPasswordResetMutation$variables = {
  email: string;
};
export type useRequestPasswordResetMutation$data = {
  readonly requestPasswordReset: {
    readonly __typename: string;
    readonly data?: {
      readonly ok: boolean;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useRequestPasswordResetMutation = {
  response: useRequestPasswordResetMutation$data;
  variables: useRequestPasswordResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestPasswordReset",
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
            "concreteType": "RequestPasswordResetPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ok",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRequestPasswordResetSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messages",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useRequestPasswordResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPasswordResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "79536c0b29d63c81b1bfc3c447d2e25241d3dfed776423d9eeba5103d3075218",
    "metadata": {},
    "name": "useRequestPasswordResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb6f5ef38f40b8af3a9f2436e74d6aa3";

export default node;
