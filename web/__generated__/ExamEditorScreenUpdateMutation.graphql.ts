/**
 * @generated SignedSource<<1ca8e35c68b3c2b6dca8e74278c981ee>>
 * @relayHash c268d096ebf2253844755266532f5661
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8fd948b9098fe21dff2bd235d3196be4f647d99cfecc2d9749479c010606fd2a

import { ConcreteRequest } from 'relay-runtime';
export type ExamEditableStatus = "concept" | "frozen" | "published" | "%future added value";
export type ExamField = "introduction" | "isPilot" | "notes" | "showAnswers" | "standardizationValue" | "status" | "term" | "year" | "%future added value";
export type ExamStatus = "concept" | "frozen" | "prepared" | "processing" | "published" | "%future added value";
export type ExamEditorScreenUpdateMutation$variables = {
  id: string;
  introduction?: string | null | undefined;
  isPilot?: boolean | null | undefined;
  notes?: string | null | undefined;
  showAnswers?: boolean | null | undefined;
  standardizationValue?: number | null | undefined;
  status?: ExamEditableStatus | null | undefined;
  term?: number | null | undefined;
  version?: number | null | undefined;
  year?: number | null | undefined;
};
export type ExamEditorScreenUpdateMutation$data = {
  readonly updateExam: {
    readonly __typename: string;
    readonly changedFields?: ReadonlyArray<ExamField>;
    readonly current?: {
      readonly introduction: string | null | undefined;
      readonly isPilot: boolean;
      readonly notes: string | null | undefined;
      readonly showAnswers: boolean;
      readonly standardizationValue: number | null | undefined;
      readonly status: ExamStatus;
      readonly term: number;
      readonly version: number;
      readonly year: number;
    };
    readonly exam?: {
      readonly edit: {
        readonly introduction: string | null | undefined;
        readonly isPilot: boolean;
        readonly notes: string | null | undefined;
        readonly showAnswers: boolean;
        readonly standardizationValue: number | null | undefined;
        readonly status: ExamStatus;
        readonly term: number;
        readonly version: number;
        readonly year: number;
      } | null | undefined;
      readonly id: string;
      readonly showAnswers: boolean;
      readonly status: ExamStatus;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type ExamEditorScreenUpdateMutation = {
  response: ExamEditorScreenUpdateMutation$data;
  variables: ExamEditorScreenUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "introduction"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isPilot"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "notes"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAnswers"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "standardizationValue"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "year"
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "showAnswers",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "version",
    "storageKey": null
  },
  (v10/*:: as any*/),
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
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isPilot",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "standardizationValue",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "introduction",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "notes",
    "storageKey": null
  }
],
v13 = [
  {
    "alias": null,
    "args": [
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
        "name": "isPilot",
        "variableName": "isPilot"
      },
      {
        "kind": "Variable",
        "name": "notes",
        "variableName": "notes"
      },
      {
        "kind": "Variable",
        "name": "showAnswers",
        "variableName": "showAnswers"
      },
      {
        "kind": "Variable",
        "name": "standardizationValue",
        "variableName": "standardizationValue"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      },
      {
        "kind": "Variable",
        "name": "term",
        "variableName": "term"
      },
      {
        "kind": "Variable",
        "name": "version",
        "variableName": "version"
      },
      {
        "kind": "Variable",
        "name": "year",
        "variableName": "year"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateExam",
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
            "concreteType": "Exam",
            "kind": "LinkedField",
            "name": "exam",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ExamEdit",
                "kind": "LinkedField",
                "name": "edit",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateExamSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changedFields",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ExamEdit",
            "kind": "LinkedField",
            "name": "current",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ExamConflictError",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExamEditorScreenUpdateMutation",
    "selections": (v13/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v9/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ExamEditorScreenUpdateMutation",
    "selections": (v13/*:: as any*/)
  },
  "params": {
    "id": "8fd948b9098fe21dff2bd235d3196be4f647d99cfecc2d9749479c010606fd2a",
    "metadata": {},
    "name": "ExamEditorScreenUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bc8341f771e0c533bf6924cc942c3dc9";

export default node;
