/**
 * @generated SignedSource<<a7ca97252b20b64b146f7724a22b8cab>>
 * @relayHash 6a26438e94c8ee429b1085a5596eb7c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 396d72473c7f7cb809f3a1ee8f77566c202e854767157fe049f61492fbc76e42

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentResultsScreenQuery$variables = {
  seat: string;
};
export type StudentResultsScreenQuery$data = {
  readonly studentResults: {
    readonly found: {
      readonly name: string;
      readonly practice: {
        readonly found: {
          readonly sets: ReadonlyArray<{
            readonly children: ReadonlyArray<{
              readonly urlId: string;
              readonly " $fragmentSpreads": FragmentRefs<"PracticeTable_child">;
            }>;
            readonly name: string;
            readonly urlId: string;
          }>;
        } | null | undefined;
        readonly refusal: {
          readonly message: string;
        } | null | undefined;
      };
      readonly scores: ReadonlyArray<{
        readonly hasCompletedScoreFlow: boolean;
        readonly questionId: string;
        readonly scoredPoints: number;
        readonly sections: ReadonlyArray<{
          readonly isCorrect: boolean | null | undefined;
          readonly sectionId: string;
          readonly shownElaboration: boolean;
        }>;
        readonly totalPoints: number;
        readonly updatedAt: string;
      }>;
      readonly stream: {
        readonly name: string;
      };
    } | null | undefined;
  };
};
export type StudentResultsScreenQuery = {
  response: StudentResultsScreenQuery$data;
  variables: StudentResultsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "seat"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "seatUrlId",
    "variableName": "seat"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "QuestionScore",
  "kind": "LinkedField",
  "name": "scores",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoredPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCompletedScoreFlow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ScoreSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sectionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCorrect",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shownElaboration",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
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
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StudentResultsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "studentResults",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Stream",
                  "kind": "LinkedField",
                  "name": "stream",
                  "plural": false,
                  "selections": [
                    (v2/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": null,
                  "kind": "LinkedField",
                  "name": "practice",
                  "plural": false,
                  "selections": [
                    {
                      "fragment": (v4/*:: as any*/),
                      "kind": "AliasedInlineFragmentSpread",
                      "name": "refusal"
                    },
                    {
                      "fragment": {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PracticeSet",
                            "kind": "LinkedField",
                            "name": "sets",
                            "plural": true,
                            "selections": [
                              (v5/*:: as any*/),
                              (v2/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "PracticeSetChild",
                                "kind": "LinkedField",
                                "name": "children",
                                "plural": true,
                                "selections": [
                                  (v5/*:: as any*/),
                                  {
                                    "args": null,
                                    "kind": "FragmentSpread",
                                    "name": "PracticeTable_child"
                                  }
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "Practice",
                        "abstractKey": null
                      },
                      "kind": "AliasedInlineFragmentSpread",
                      "name": "found"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "StudentResults",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "found"
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
    "name": "StudentResultsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "studentResults",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Stream",
                "kind": "LinkedField",
                "name": "stream",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "practice",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PracticeSet",
                        "kind": "LinkedField",
                        "name": "sets",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PracticeSetChild",
                            "kind": "LinkedField",
                            "name": "children",
                            "plural": true,
                            "selections": [
                              (v5/*:: as any*/),
                              (v2/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "SetQuestion",
                                "kind": "LinkedField",
                                "name": "questions",
                                "plural": true,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "Question",
                                    "kind": "LinkedField",
                                    "name": "question",
                                    "plural": false,
                                    "selections": [
                                      (v7/*:: as any*/),
                                      (v5/*:: as any*/),
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
                                        "name": "points",
                                        "storageKey": null
                                      },
                                      {
                                        "alias": null,
                                        "args": null,
                                        "concreteType": "Topic",
                                        "kind": "LinkedField",
                                        "name": "topic",
                                        "plural": false,
                                        "selections": [
                                          (v5/*:: as any*/),
                                          (v2/*:: as any*/),
                                          {
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
                                              }
                                            ],
                                            "storageKey": null
                                          },
                                          (v7/*:: as any*/)
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
                        "storageKey": null
                      }
                    ],
                    "type": "Practice",
                    "abstractKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "StudentResults",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "396d72473c7f7cb809f3a1ee8f77566c202e854767157fe049f61492fbc76e42",
    "metadata": {},
    "name": "StudentResultsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c8e2fa377267a1e6447c45314522b10d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
