/**
 * @generated SignedSource<<0eca07ac77ca57dc15b6030ad1549abc>>
 * @relayHash 58731a16b44a6aa18a7bc142323d1822
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bfff55a2ac7de68822a441c1530ef57f9d1d5403a9cf6b500b28695ef23a79e6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Complexity = "average" | "high" | "low" | "%future added value";
export type QuestionDependencyInput = {
  appendixes: boolean;
  attachments: boolean;
  introduction: boolean;
  questionId: string;
};
export type QuestionEditorScreenUpdateMutation$variables = {
  appendixIds?: ReadonlyArray<string> | null | undefined;
  attachmentIds?: ReadonlyArray<string> | null | undefined;
  chapterIds?: ReadonlyArray<string> | null | undefined;
  complexity?: Complexity | null | undefined;
  dependencies?: ReadonlyArray<QuestionDependencyInput> | null | undefined;
  domainIds?: ReadonlyArray<string> | null | undefined;
  highlights?: ReadonlyArray<string> | null | undefined;
  id: string;
  introduction?: string | null | undefined;
  number?: number | null | undefined;
  points?: number | null | undefined;
  proportionValue?: number | null | undefined;
  tagNames?: ReadonlyArray<string> | null | undefined;
  text?: string | null | undefined;
  timeInMinutes?: number | null | undefined;
  typeId?: string | null | undefined;
  version?: number | null | undefined;
};
export type QuestionEditorScreenUpdateMutation$data = {
  readonly updateQuestion: {
    readonly __typename: string;
    readonly changedFieldNames?: ReadonlyArray<string>;
    readonly current?: {
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
      readonly highlights: ReadonlyArray<string>;
      readonly introduction: string | null | undefined;
      readonly number: number;
      readonly points: number;
      readonly proportionValue: number | null | undefined;
      readonly tagNames: ReadonlyArray<string>;
      readonly text: string;
      readonly timeInMinutes: number | null | undefined;
      readonly typeId: string | null | undefined;
      readonly version: number;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly question?: {
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
          readonly tagNames: ReadonlyArray<string>;
        };
        readonly points: number;
        readonly proportionValue: number | null | undefined;
        readonly tagNames: ReadonlyArray<string>;
        readonly text: string;
        readonly timeInMinutes: number | null | undefined;
        readonly typeId: string | null | undefined;
        readonly version: number;
      } | null | undefined;
      readonly id: string;
      readonly number: number;
      readonly " $fragmentSpreads": FragmentRefs<"MeasuredDifficulty_question">;
    };
  };
};
export type QuestionEditorScreenUpdateMutation = {
  response: QuestionEditorScreenUpdateMutation$data;
  variables: QuestionEditorScreenUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "appendixIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attachmentIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "chapterIds"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "complexity"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dependencies"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "domainIds"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "highlights"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "introduction"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "points"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "proportionValue"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tagNames"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "timeInMinutes"
},
v15 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "typeId"
},
v16 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
},
v17 = [
  {
    "kind": "Variable",
    "name": "appendixIds",
    "variableName": "appendixIds"
  },
  {
    "kind": "Variable",
    "name": "attachmentIds",
    "variableName": "attachmentIds"
  },
  {
    "kind": "Variable",
    "name": "chapterIds",
    "variableName": "chapterIds"
  },
  {
    "kind": "Variable",
    "name": "complexity",
    "variableName": "complexity"
  },
  {
    "kind": "Variable",
    "name": "dependencies",
    "variableName": "dependencies"
  },
  {
    "kind": "Variable",
    "name": "domainIds",
    "variableName": "domainIds"
  },
  {
    "kind": "Variable",
    "name": "highlights",
    "variableName": "highlights"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "introduction",
    "variableName": "introduction"
  },
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  },
  {
    "kind": "Variable",
    "name": "points",
    "variableName": "points"
  },
  {
    "kind": "Variable",
    "name": "proportionValue",
    "variableName": "proportionValue"
  },
  {
    "kind": "Variable",
    "name": "tagNames",
    "variableName": "tagNames"
  },
  {
    "kind": "Variable",
    "name": "text",
    "variableName": "text"
  },
  {
    "kind": "Variable",
    "name": "timeInMinutes",
    "variableName": "timeInMinutes"
  },
  {
    "kind": "Variable",
    "name": "typeId",
    "variableName": "typeId"
  },
  {
    "kind": "Variable",
    "name": "version",
    "variableName": "version"
  }
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeInMinutes",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "complexity",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proportionValue",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "typeId",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "introduction",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attachmentIds",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v31 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "editId",
    "storageKey": null
  },
  (v30/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v32 = {
  "alias": null,
  "args": null,
  "concreteType": "Attachment",
  "kind": "LinkedField",
  "name": "attachments",
  "plural": true,
  "selections": (v31/*:: as any*/),
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "appendixIds",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "concreteType": "Attachment",
  "kind": "LinkedField",
  "name": "appendixes",
  "plural": true,
  "selections": (v31/*:: as any*/),
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chapterIds",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "domainIds",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tagNames",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "highlights",
  "storageKey": null
},
v39 = {
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
    (v27/*:: as any*/),
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
v40 = {
  "alias": null,
  "args": null,
  "concreteType": "QuestionEdit",
  "kind": "LinkedField",
  "name": "edit",
  "plural": false,
  "selections": [
    (v21/*:: as any*/),
    (v20/*:: as any*/),
    (v22/*:: as any*/),
    (v23/*:: as any*/),
    (v24/*:: as any*/),
    (v25/*:: as any*/),
    (v26/*:: as any*/),
    (v27/*:: as any*/),
    (v28/*:: as any*/),
    (v29/*:: as any*/),
    (v32/*:: as any*/),
    (v33/*:: as any*/),
    (v34/*:: as any*/),
    (v35/*:: as any*/),
    (v36/*:: as any*/),
    (v37/*:: as any*/),
    (v38/*:: as any*/),
    (v39/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "EarlierQuestion",
      "kind": "LinkedField",
      "name": "earlierQuestions",
      "plural": true,
      "selections": [
        (v19/*:: as any*/),
        (v20/*:: as any*/),
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
      "concreteType": "QuestionFormOptions",
      "kind": "LinkedField",
      "name": "options",
      "plural": false,
      "selections": [
        (v37/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v41 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedFieldNames",
      "storageKey": null
    }
  ],
  "type": "VersionConflict",
  "abstractKey": "__isVersionConflict"
},
v42 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionEdit",
      "kind": "LinkedField",
      "name": "current",
      "plural": false,
      "selections": [
        (v21/*:: as any*/),
        (v20/*:: as any*/),
        (v22/*:: as any*/),
        (v23/*:: as any*/),
        (v24/*:: as any*/),
        (v25/*:: as any*/),
        (v26/*:: as any*/),
        (v27/*:: as any*/),
        (v28/*:: as any*/),
        (v29/*:: as any*/),
        (v32/*:: as any*/),
        (v33/*:: as any*/),
        (v34/*:: as any*/),
        (v35/*:: as any*/),
        (v36/*:: as any*/),
        (v37/*:: as any*/),
        (v38/*:: as any*/),
        (v39/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "QuestionConflictError",
  "abstractKey": null
},
v43 = {
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
v44 = {
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
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "students",
  "storageKey": null
},
v46 = [
  (v45/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "share",
    "storageKey": null
  }
],
v47 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "withoutTip",
  "plural": false,
  "selections": (v46/*:: as any*/),
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "withTip",
  "plural": false,
  "selections": (v46/*:: as any*/),
  "storageKey": null
},
v49 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "afterAnswer",
  "plural": false,
  "selections": (v46/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      (v15/*:: as any*/),
      (v16/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionEditorScreenUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v17/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateQuestion",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Question",
                "kind": "LinkedField",
                "name": "question",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MeasuredDifficulty_question"
                  },
                  (v40/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateQuestionSuccess",
            "abstractKey": null
          },
          (v41/*:: as any*/),
          (v42/*:: as any*/),
          (v43/*:: as any*/),
          (v44/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v7/*:: as any*/),
      (v16/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v14/*:: as any*/),
      (v3/*:: as any*/),
      (v11/*:: as any*/),
      (v15/*:: as any*/),
      (v8/*:: as any*/),
      (v13/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v12/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "QuestionEditorScreenUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v17/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateQuestion",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Question",
                "kind": "LinkedField",
                "name": "question",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MeasuredDifficulty",
                    "kind": "LinkedField",
                    "name": "measuredDifficulty",
                    "plural": false,
                    "selections": [
                      (v45/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
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
                      (v47/*:: as any*/),
                      (v48/*:: as any*/),
                      (v49/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MeasuredStrategy",
                        "kind": "LinkedField",
                        "name": "strategies",
                        "plural": true,
                        "selections": [
                          (v30/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "MeasuredStep",
                            "kind": "LinkedField",
                            "name": "steps",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "position",
                                "storageKey": null
                              },
                              (v45/*:: as any*/),
                              (v47/*:: as any*/),
                              (v48/*:: as any*/),
                              (v49/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v40/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateQuestionSuccess",
            "abstractKey": null
          },
          (v41/*:: as any*/),
          (v42/*:: as any*/),
          (v43/*:: as any*/),
          (v44/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bfff55a2ac7de68822a441c1530ef57f9d1d5403a9cf6b500b28695ef23a79e6",
    "metadata": {},
    "name": "QuestionEditorScreenUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3362fc7573dcdddd2baa7f46c613585b";

export default node;
