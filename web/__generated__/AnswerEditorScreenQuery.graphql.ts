/**
 * @generated SignedSource<<bc0bd45a6b065b94b067ceeba3fc1ac0>>
 * @relayHash 140dc275802b788e00e74391c3fbcc12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76be52bf360fa942ac2bc2073f6252cc2e8bf131012de94d3ceefa4eae3ac6c6

import { ConcreteRequest } from 'relay-runtime';
export type AnswerStatus = "concept" | "published" | "%future added value";
export type AnswerEditorScreenQuery$variables = {
  urlId: string;
};
export type AnswerEditorScreenQuery$data = {
  readonly adminAnswerByUrlId: {
    readonly edit: {
      readonly name: string;
      readonly position: number;
      readonly question: {
        readonly number: number;
        readonly questionId: string;
        readonly tips: {
          readonly tips: ReadonlyArray<{
            readonly id: string;
            readonly text: string;
          }>;
          readonly version: number;
        };
        readonly topicName: string;
        readonly urlId: string;
      };
      readonly remark: string | null | undefined;
      readonly scores: ReadonlyArray<number>;
      readonly status: AnswerStatus;
      readonly steps: ReadonlyArray<{
        readonly correction: string | null | undefined;
        readonly elaboration: string | null | undefined;
        readonly explanation: string | null | undefined;
        readonly id: string;
        readonly points: number;
        readonly text: string | null | undefined;
        readonly tips: ReadonlyArray<{
          readonly id: string;
          readonly text: string;
        }>;
      }>;
      readonly urlId: string;
      readonly version: number;
    } | null | undefined;
  } | null | undefined;
};
export type AnswerEditorScreenQuery = {
  response: AnswerEditorScreenQuery$data;
  variables: AnswerEditorScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "TipEdit",
  "kind": "LinkedField",
  "name": "tips",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": "Answer",
    "kind": "LinkedField",
    "name": "adminAnswerByUrlId",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AnswerEdit",
        "kind": "LinkedField",
        "name": "edit",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remark",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scores",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AnswerStepEdit",
            "kind": "LinkedField",
            "name": "steps",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "correction",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "elaboration",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "explanation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "points",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AnswerEditQuestion",
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "questionId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "topicName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AnswerQuestionTips",
                "kind": "LinkedField",
                "name": "tips",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "AnswerEditorScreenQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnswerEditorScreenQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "76be52bf360fa942ac2bc2073f6252cc2e8bf131012de94d3ceefa4eae3ac6c6",
    "metadata": {},
    "name": "AnswerEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "58d9594010a03f33e708ec39f212ba81";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
