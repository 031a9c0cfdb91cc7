/**
 * @generated SignedSource<<9eff2d2f472d54d44fd612a26ef8d56d>>
 * @relayHash 4ce44166883d10005fd45301fc26dea7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d5978140d7fabc702adfaaf60b0a0f41fd2ec34483228c7b4cfa21e166e1aff

import { ConcreteRequest } from 'relay-runtime';
export type RegisterStudentInput = {
  consent: boolean;
  email: string;
  firstName: string;
  lastName: string;
  newsletter?: boolean | null | undefined;
  streams: ReadonlyArray<string>;
};
export type useRegisterStudentMutation$variables = {
  input: RegisterStudentInput;
};
export type useRegisterStudentMutation$data = {
  readonly registerStudent: {
    readonly __typename: string;
    readonly amountCents?: number | null | undefined;
    readonly email?: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly streamNames?: ReadonlyArray<string>;
  };
};
export type useRegisterStudentMutation = {
  response: useRegisterStudentMutation$data;
  variables: useRegisterStudentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "registerStudent",
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
            "name": "streamNames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amountCents",
            "storageKey": null
          }
        ],
        "type": "RegisterStudentSuccess",
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
    "name": "useRegisterStudentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterStudentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7d5978140d7fabc702adfaaf60b0a0f41fd2ec34483228c7b4cfa21e166e1aff",
    "metadata": {},
    "name": "useRegisterStudentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6cc211b73e1768940ffeaa56a000c321";

export default node;
