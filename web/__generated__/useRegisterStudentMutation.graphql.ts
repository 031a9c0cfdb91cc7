/**
 * @generated SignedSource<<2889bb6dc25f8a11cbe7f17e7a738f70>>
 * @relayHash 34241016090e82516410802535056d4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c26893d34dcb296052329984b9690e3eca6560e139d237abd7dae43bd34644f

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
    readonly email?: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
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
    "id": "8c26893d34dcb296052329984b9690e3eca6560e139d237abd7dae43bd34644f",
    "metadata": {},
    "name": "useRegisterStudentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a58e324300dc62a43cef82262a3c6a7c";

export default node;
