/**
 * @generated SignedSource<<c658123e24dda4228f55f7c4d6e3763d>>
 * @relayHash 11a0463613c0ba443945b503e6d68d32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9923b3aa61d1e69c2cb8d57ac5dcffefa65388e04ad47d7716e113678ff1b43

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationStatus = "expired" | "invalidSeat" | "unknownEmail" | "unknownSeat" | "validEmail" | "%future added value";
export type InvitationScreenQuery$variables = {
  token: string;
};
export type InvitationScreenQuery$data = {
  readonly invitation: {
    readonly __typename: string;
    readonly email?: string | null | undefined;
    readonly firstName?: string | null | undefined;
    readonly licenseDescription?: string | null | undefined;
    readonly message?: string;
    readonly status?: InvitationStatus;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"InvitationScreen_viewer">;
  };
};
export type InvitationScreenQuery = {
  response: InvitationScreenQuery$data;
  variables: InvitationScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "token",
      "variableName": "token"
    }
  ],
  "concreteType": null,
  "kind": "LinkedField",
  "name": "invitation",
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
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licenseDescription",
          "storageKey": null
        }
      ],
      "type": "Invitation",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvitationScreen_viewer"
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
    "name": "InvitationScreenQuery",
    "selections": [
      (v2/*:: as any*/),
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
              (v1/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "f9923b3aa61d1e69c2cb8d57ac5dcffefa65388e04ad47d7716e113678ff1b43",
    "metadata": {},
    "name": "InvitationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bd176b020971146bf709e358c4bebebb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
