/**
 * @generated SignedSource<<e560994857beac245ad3e8aca6aa1048>>
 * @relayHash 2d4c61c43e9afc9a0eef853ba2449f5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3c0dc1f1291f00127e3abd60de415830fd45ba74413556838580112167a4198

import { ConcreteRequest } from 'relay-runtime';
export type QuestionEditorScreenDeleteMutation$variables = {
  id: string;
};
export type QuestionEditorScreenDeleteMutation$data = {
  readonly deleteQuestion: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type QuestionEditorScreenDeleteMutation = {
  response: QuestionEditorScreenDeleteMutation$data;
  variables: QuestionEditorScreenDeleteMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteQuestion",
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
    "name": "QuestionEditorScreenDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionEditorScreenDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f3c0dc1f1291f00127e3abd60de415830fd45ba74413556838580112167a4198",
    "metadata": {},
    "name": "QuestionEditorScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d431bf7fc871de2fb38d0c39065bb835";

export default node;
