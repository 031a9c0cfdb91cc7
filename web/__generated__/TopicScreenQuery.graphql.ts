/**
 * @generated SignedSource<<ef7cf8867f076127c4eceaf0a61b2d59>>
 * @relayHash d82e1bdcfcfa3c69c0d11f5ba1195212
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cdb8f6698f2b55d4279a2108cd4c54d99734d9e7c64ebc900d53d633d049e63

import { ConcreteRequest } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
export type TopicScreenQuery$variables = {
  id: string;
};
export type TopicScreenQuery$data = {
  readonly topic: {
    readonly attachments: ReadonlyArray<{
      readonly name: string;
      readonly url: string;
    }>;
    readonly complexity: Complexity | null | undefined;
    readonly courseName: string;
    readonly exam: {
      readonly isConcept: boolean;
      readonly term: number;
      readonly year: number;
    };
    readonly formulas: ReadonlyArray<{
      readonly display: boolean;
      readonly html: string | null | undefined;
      readonly tex: string;
    }>;
    readonly highlights: ReadonlyArray<{
      readonly text: string;
    }>;
    readonly id: string;
    readonly inCart: boolean;
    readonly introduction: string | null | undefined;
    readonly levelName: string;
    readonly name: string;
    readonly questionCount: number;
    readonly questions: ReadonlyArray<{
      readonly answers: ReadonlyArray<{
        readonly name: string;
        readonly sections: ReadonlyArray<{
          readonly correction: string | null | undefined;
          readonly points: number;
          readonly position: number;
          readonly text: string | null | undefined;
        }>;
      }>;
      readonly appendixes: ReadonlyArray<{
        readonly name: string;
        readonly url: string;
      }>;
      readonly attachments: ReadonlyArray<{
        readonly name: string;
        readonly url: string;
      }>;
      readonly chapters: ReadonlyArray<{
        readonly methodology: string;
        readonly name: string;
        readonly parent: {
          readonly name: string;
        } | null | undefined;
        readonly title: string | null | undefined;
      }>;
      readonly dependencies: ReadonlyArray<{
        readonly appendixes: ReadonlyArray<{
          readonly name: string;
          readonly url: string;
        }>;
        readonly attachments: ReadonlyArray<{
          readonly name: string;
          readonly url: string;
        }>;
        readonly introduction: string | null | undefined;
        readonly number: number;
      }>;
      readonly domains: ReadonlyArray<{
        readonly name: string;
        readonly parent: {
          readonly name: string;
        } | null | undefined;
      }>;
      readonly id: string;
      readonly introduction: string | null | undefined;
      readonly keywords: ReadonlyArray<{
        readonly name: string;
      }>;
      readonly number: number;
      readonly points: number;
      readonly questionType: string | null | undefined;
      readonly text: string | null | undefined;
      readonly timeInMinutes: number | null | undefined;
    }>;
    readonly selectedQuestionIds: ReadonlyArray<string>;
    readonly stream: {
      readonly urlId: string;
    } | null | undefined;
    readonly totalMinutes: number;
    readonly totalPoints: number;
    readonly viewerLastUse: {
      readonly groupName: string | null | undefined;
      readonly sharedAt: any;
    } | null | undefined;
    readonly viewerMaySeeAnswers: boolean;
    readonly viewerMaySelect: boolean;
    readonly viewerSelectionNotice: string | null | undefined;
  } | null | undefined;
};
export type TopicScreenQuery = {
  response: TopicScreenQuery$data;
  variables: TopicScreenQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "courseName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "levelName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPoints",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalMinutes",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "complexity",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "TopicHighlight",
  "kind": "LinkedField",
  "name": "highlights",
  "plural": true,
  "selections": [
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "introduction",
  "storageKey": null
},
v13 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Attachment",
  "kind": "LinkedField",
  "name": "attachments",
  "plural": true,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "RenderedFormula",
  "kind": "LinkedField",
  "name": "formulas",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "display",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "html",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "TopicExam",
  "kind": "LinkedField",
  "name": "exam",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "term",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isConcept",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMaySeeAnswers",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMaySelect",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerSelectionNotice",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inCart",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "selectedQuestionIds",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "TopicLastUse",
  "kind": "LinkedField",
  "name": "viewerLastUse",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeInMinutes",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionType",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "concreteType": "Attachment",
  "kind": "LinkedField",
  "name": "appendixes",
  "plural": true,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "QuestionDependency",
  "kind": "LinkedField",
  "name": "dependencies",
  "plural": true,
  "selections": [
    (v24/*:: as any*/),
    (v12/*:: as any*/),
    (v14/*:: as any*/),
    (v28/*:: as any*/)
  ],
  "storageKey": null
},
v30 = [
  (v3/*:: as any*/)
],
v31 = {
  "alias": null,
  "args": null,
  "concreteType": "QuestionKeyword",
  "kind": "LinkedField",
  "name": "keywords",
  "plural": true,
  "selections": (v30/*:: as any*/),
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "concreteType": "QuestionDomain",
  "kind": "LinkedField",
  "name": "domains",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionDomain",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": (v30/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "QuestionChapter",
  "kind": "LinkedField",
  "name": "chapters",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "methodology",
      "storageKey": null
    },
    (v3/*:: as any*/),
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
      "concreteType": "QuestionChapter",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": (v30/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "correction",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TopicScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Topic",
        "kind": "LinkedField",
        "name": "topic",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Question",
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v12/*:: as any*/),
              (v10/*:: as any*/),
              (v27/*:: as any*/),
              (v14/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
              (v31/*:: as any*/),
              (v32/*:: as any*/),
              (v33/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Answer",
                "kind": "LinkedField",
                "name": "answers",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AnswerSection",
                    "kind": "LinkedField",
                    "name": "sections",
                    "plural": true,
                    "selections": [
                      (v34/*:: as any*/),
                      (v25/*:: as any*/),
                      (v35/*:: as any*/),
                      (v10/*:: as any*/)
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TopicScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Topic",
        "kind": "LinkedField",
        "name": "topic",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Question",
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v12/*:: as any*/),
              (v10/*:: as any*/),
              (v27/*:: as any*/),
              (v14/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
              (v31/*:: as any*/),
              (v32/*:: as any*/),
              (v33/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Answer",
                "kind": "LinkedField",
                "name": "answers",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AnswerSection",
                    "kind": "LinkedField",
                    "name": "sections",
                    "plural": true,
                    "selections": [
                      (v34/*:: as any*/),
                      (v25/*:: as any*/),
                      (v35/*:: as any*/),
                      (v10/*:: as any*/),
                      (v2/*:: as any*/)
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
    ]
  },
  "params": {
    "id": "4cdb8f6698f2b55d4279a2108cd4c54d99734d9e7c64ebc900d53d633d049e63",
    "metadata": {},
    "name": "TopicScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6c4ba743da80f8a8eff60d0d723b3058";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
