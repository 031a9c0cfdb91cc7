/**
 * @generated SignedSource<<dd9580caf0f2c9344302675afa76ad7f>>
 * @relayHash 04c8546d3683e3e00c51d07e20c1ba13
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4a207d2031a39820112367a84015a08acc21a172cf934c8a3ecfbad73126c2d

import { ConcreteRequest } from 'relay-runtime';
export type AnswerEditorScreenDeleteMutation$variables = {
  answerId: string;
};
export type AnswerEditorScreenDeleteMutation$data = {
  readonly deleteAnswer: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AnswerEditorScreenDeleteMutation = {
  response: AnswerEditorScreenDeleteMutation$data;
  variables: AnswerEditorScreenDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "answerId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answerId",
        "variableName": "answerId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteAnswer",
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
    "name": "AnswerEditorScreenDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnswerEditorScreenDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a4a207d2031a39820112367a84015a08acc21a172cf934c8a3ecfbad73126c2d",
    "metadata": {},
    "name": "AnswerEditorScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b783aa61cce98b394b45757490a9c93f";

export default node;
