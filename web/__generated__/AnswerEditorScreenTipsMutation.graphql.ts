/**
 * @generated SignedSource<<790358f8e485b5cdfc0983bd0ec51137>>
 * @relayHash 1f0c1ae17a829dca57054ec4c0585ae2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23bd5120c27aef9c89bb4b7890a89fbb2e40df2bb91b54f8f59b298c3b40110d

import { ConcreteRequest } from 'relay-runtime';
export type TipInput = {
  id?: string | null | undefined;
  text: string;
};
export type AnswerEditorScreenTipsMutation$variables = {
  questionId: string;
  tips: ReadonlyArray<TipInput>;
  version?: number | null | undefined;
};
export type AnswerEditorScreenTipsMutation$data = {
  readonly saveTips: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly questionTips?: {
      readonly tips: ReadonlyArray<{
        readonly id: string;
        readonly text: string;
      }>;
      readonly version: number;
    } | null | undefined;
  };
};
export type AnswerEditorScreenTipsMutation = {
  response: AnswerEditorScreenTipsMutation$data;
  variables: AnswerEditorScreenTipsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "questionId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tips"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      },
      {
        "kind": "Variable",
        "name": "tips",
        "variableName": "tips"
      },
      {
        "kind": "Variable",
        "name": "version",
        "variableName": "version"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveTips",
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
            "concreteType": "AnswerQuestionTips",
            "kind": "LinkedField",
            "name": "questionTips",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TipEdit",
                "kind": "LinkedField",
                "name": "tips",
                "plural": true,
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
                    "name": "text",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveTipsSuccess",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnswerEditorScreenTipsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AnswerEditorScreenTipsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "23bd5120c27aef9c89bb4b7890a89fbb2e40df2bb91b54f8f59b298c3b40110d",
    "metadata": {},
    "name": "AnswerEditorScreenTipsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "855f229cd3362e9d184b3067ab61df98";

export default node;
