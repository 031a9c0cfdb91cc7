/**
 * @generated SignedSource<<4d188fd5d8971df7656f2f24c1a7cac5>>
 * @relayHash 6c2dfdd8cf98570252d4cf1066aca398
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55b33188735c3dca3ec7227d7d13496837605e1ead1beb81eacf53d6be562f4b

import { ConcreteRequest } from 'relay-runtime';
export type QuestionEditorScreenCreateAnswerMutation$variables = {
  questionId: string;
};
export type QuestionEditorScreenCreateAnswerMutation$data = {
  readonly createAnswer: {
    readonly __typename: string;
    readonly answer?: {
      readonly urlId: string;
    };
    readonly message?: string;
  };
};
export type QuestionEditorScreenCreateAnswerMutation = {
  response: QuestionEditorScreenCreateAnswerMutation$data;
  variables: QuestionEditorScreenCreateAnswerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "questionId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createAnswer",
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
            "concreteType": "Answer",
            "kind": "LinkedField",
            "name": "answer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "urlId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateAnswerSuccess",
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
    "name": "QuestionEditorScreenCreateAnswerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionEditorScreenCreateAnswerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "55b33188735c3dca3ec7227d7d13496837605e1ead1beb81eacf53d6be562f4b",
    "metadata": {},
    "name": "QuestionEditorScreenCreateAnswerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f2355eeb4f5c2e2b7b57a9b8aa8fe0a8";

export default node;
