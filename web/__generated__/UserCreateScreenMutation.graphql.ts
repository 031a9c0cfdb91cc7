/**
 * @generated SignedSource<<cf4cd4fb33c80ebbaa84dfbfc4d550b1>>
 * @relayHash e8b678333d737c79b4a87207405f36be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ecd30294ebbb97b3dc2e420c74b7c9cccc34546369b54c8ee5f417ba0017e5f

import { ConcreteRequest } from 'relay-runtime';
export type AdminUserPasswordMode = "generate" | "invite" | "%future added value";
export type Role = "admin" | "author" | "docent" | "leerling" | "participant" | "%future added value";
export type UserCreateScreenMutation$variables = {
  email: string;
  firstName: string;
  lastName: string;
  passwordMode: AdminUserPasswordMode;
  role?: Role | null | undefined;
};
export type UserCreateScreenMutation$data = {
  readonly adminCreateUser: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly initialPassword?: string | null | undefined;
    readonly message?: string;
    readonly user?: {
      readonly email: string;
      readonly fullName: string;
      readonly id: string;
    };
  };
};
export type UserCreateScreenMutation = {
  response: UserCreateScreenMutation$data;
  variables: UserCreateScreenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "firstName"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lastName"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "passwordMode"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "role"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "firstName",
        "variableName": "firstName"
      },
      {
        "kind": "Variable",
        "name": "lastName",
        "variableName": "lastName"
      },
      {
        "kind": "Variable",
        "name": "passwordMode",
        "variableName": "passwordMode"
      },
      {
        "kind": "Variable",
        "name": "role",
        "variableName": "role"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminCreateUser",
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
            "name": "initialPassword",
            "storageKey": null
          },
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
        ],
        "type": "AdminCreateUserSuccess",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserCreateScreenMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UserCreateScreenMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "0ecd30294ebbb97b3dc2e420c74b7c9cccc34546369b54c8ee5f417ba0017e5f",
    "metadata": {},
    "name": "UserCreateScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79cf36e2104409a2d8d70df32e9fb96d";

export default node;
