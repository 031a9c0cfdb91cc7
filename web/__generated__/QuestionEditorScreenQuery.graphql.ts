/**
 * @generated SignedSource<<c678ca9dd06c2f6dbf1e518fb2348a3b>>
 * @relayHash 4d3f9d4e400a68e92d124eb8947078ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bae036384679c0d8bb2a8b1cf5508672b65f2bfbb588293cf7b6b8ee65921c27

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Complexity = "average" | "high" | "low" | "%future added value";
export type QuestionEditorScreenQuery$variables = {
  urlId: string;
};
export type QuestionEditorScreenQuery$data = {
  readonly adminQuestionByUrlId: {
    readonly edit: {
      readonly appendixIds: ReadonlyArray<string>;
      readonly appendixes: ReadonlyArray<{
        readonly editId: string;
        readonly name: string;
        readonly url: string;
      }>;
      readonly attachmentIds: ReadonlyArray<string>;
      readonly attachments: ReadonlyArray<{
        readonly editId: string;
        readonly name: string;
        readonly url: string;
      }>;
      readonly chapterIds: ReadonlyArray<string>;
      readonly complexity: Complexity | null | undefined;
      readonly dependencies: ReadonlyArray<{
        readonly appendixes: boolean;
        readonly attachments: boolean;
        readonly introduction: boolean;
        readonly questionId: string;
      }>;
      readonly domainIds: ReadonlyArray<string>;
      readonly earlierQuestions: ReadonlyArray<{
        readonly hasAppendixes: boolean;
        readonly hasAttachments: boolean;
        readonly hasIntroduction: boolean;
        readonly id: string;
        readonly number: number;
        readonly topicName: string;
      }>;
      readonly highlights: ReadonlyArray<string>;
      readonly introduction: string | null | undefined;
      readonly number: number;
      readonly options: {
        readonly domains: ReadonlyArray<{
          readonly children: ReadonlyArray<{
            readonly id: string;
            readonly name: string;
          }>;
          readonly id: string;
          readonly name: string;
        }>;
        readonly methodologies: ReadonlyArray<{
          readonly chapters: ReadonlyArray<{
            readonly id: string;
            readonly isBook: boolean;
            readonly name: string;
            readonly title: string | null | undefined;
          }>;
          readonly id: string;
          readonly name: string;
        }>;
        readonly questionTypes: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly tagNames: ReadonlyArray<string>;
      };
      readonly points: number;
      readonly proportionValue: number | null | undefined;
      readonly strategies: ReadonlyArray<{
        readonly name: string;
        readonly position: number;
        readonly status: string;
        readonly stepCount: number;
        readonly urlId: string;
      }>;
      readonly tagNames: ReadonlyArray<string>;
      readonly text: string;
      readonly timeInMinutes: number | null | undefined;
      readonly topicUrlId: string;
      readonly typeId: string | null | undefined;
      readonly version: number;
    } | null | undefined;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MeasuredDifficulty_question">;
  } | null | undefined;
};
export type QuestionEditorScreenQuery = {
  response: QuestionEditorScreenQuery$data;
  variables: QuestionEditorScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "urlId",
    "variableName": "urlId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "complexity",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proportionValue",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "introduction",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "editId",
    "storageKey": null
  },
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tagNames",
  "storageKey": null
},
v10 = [
  (v2/*:: as any*/),
  (v7/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "QuestionEdit",
  "kind": "LinkedField",
  "name": "edit",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeInMinutes",
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "typeId",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appendixIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "appendixes",
      "plural": true,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chapterIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domainIds",
      "storageKey": null
    },
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "highlights",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionDependencyEdit",
      "kind": "LinkedField",
      "name": "dependencies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionId",
          "storageKey": null
        },
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attachments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appendixes",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topicUrlId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionFormOptions",
      "kind": "LinkedField",
      "name": "options",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QuestionFormChoice",
          "kind": "LinkedField",
          "name": "questionTypes",
          "plural": true,
          "selections": (v10/*:: as any*/),
          "storageKey": null
        },
        (v9/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "QuestionFormMethodology",
          "kind": "LinkedField",
          "name": "methodologies",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "QuestionFormChapter",
              "kind": "LinkedField",
              "name": "chapters",
              "plural": true,
              "selections": [
                (v2/*:: as any*/),
                (v7/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isBook",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuestionFormDomain",
          "kind": "LinkedField",
          "name": "domains",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "QuestionFormChoice",
              "kind": "LinkedField",
              "name": "children",
              "plural": true,
              "selections": (v10/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EarlierQuestion",
      "kind": "LinkedField",
      "name": "earlierQuestions",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "hasIntroduction",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasAttachments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasAppendixes",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionStrategyRow",
      "kind": "LinkedField",
      "name": "strategies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "urlId",
          "storageKey": null
        },
        (v7/*:: as any*/),
        (v11/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stepCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "students",
  "storageKey": null
},
v14 = [
  (v13/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "share",
    "storageKey": null
  }
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "withoutTip",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "withTip",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "afterAnswer",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionEditorScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Question",
        "kind": "LinkedField",
        "name": "adminQuestionByUrlId",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MeasuredDifficulty_question"
          },
          (v12/*:: as any*/)
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
    "name": "QuestionEditorScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Question",
        "kind": "LinkedField",
        "name": "adminQuestionByUrlId",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MeasuredDifficulty",
            "kind": "LinkedField",
            "name": "measuredDifficulty",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "measuredComplexity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disagrees",
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MeasuredStrategy",
                "kind": "LinkedField",
                "name": "strategies",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MeasuredStep",
                    "kind": "LinkedField",
                    "name": "steps",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
                      (v13/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bae036384679c0d8bb2a8b1cf5508672b65f2bfbb588293cf7b6b8ee65921c27",
    "metadata": {},
    "name": "QuestionEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "550e5dfd580a99501a3b00042a70e59d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
