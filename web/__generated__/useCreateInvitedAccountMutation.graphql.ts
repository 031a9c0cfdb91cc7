/**
 * @generated SignedSource<<7ecc16b21b2b22eaf185dd02c8867468>>
 * @relayHash a997feaf6bb8c7819ed03d91ecdac38f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1753bd4f3b26e7a35c75c087bcf6871e1ef1f0c041ee0e8b6d7b40e10f66043c

import { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "expired" | "invalidSeat" | "unknownEmail" | "unknownSeat" | "validEmail" | "%future added value";
export type useCreateInvitedAccountMutation$variables = {
  password: string;
  token: string;
};
export type useCreateInvitedAccountMutation$data = {
  readonly createInvitedAccount: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly status?: InvitationStatus;
  };
};
export type useCreateInvitedAccountMutation = {
  response: useCreateInvitedAccountMutation$data;
  variables: useCreateInvitedAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createInvitedAccount",
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
            "name": "status",
            "storageKey": null
          }
        ],
        "type": "InvitationStateError",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateInvitedAccountMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateInvitedAccountMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1753bd4f3b26e7a35c75c087bcf6871e1ef1f0c041ee0e8b6d7b40e10f66043c",
    "metadata": {},
    "name": "useCreateInvitedAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7f988afa552d80d5a4b08f11385a82c4";

export default node;
