/**
 * @generated SignedSource<<3489b661063e938ac0bb464759b30fcc>>
 * @relayHash 570c391d7f5d75b900acdf31fabce20b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a48d6d3421e53ddea43a55b501d9c4c1c596b7d77eb9744a04783ba59fb3d8e

import { ConcreteRequest } from 'relay-runtime';
export type ExamEditableStatus = "concept" | "frozen" | "published" | "%future added value";
export type ExamStatus = "concept" | "frozen" | "prepared" | "processing" | "published" | "%future added value";
export type ExamWizardScreenExamMutation$variables = {
  id: string;
  introduction?: string | null | undefined;
  notes?: string | null | undefined;
  standardizationValue?: number | null | undefined;
  status?: ExamEditableStatus | null | undefined;
  term?: number | null | undefined;
  version?: number | null | undefined;
  year?: number | null | undefined;
};
export type ExamWizardScreenExamMutation$data = {
  readonly updateExam: {
    readonly __typename: string;
    readonly changedFieldNames?: ReadonlyArray<string>;
    readonly current?: {
      readonly introduction: string | null | undefined;
      readonly notes: string | null | undefined;
      readonly standardizationValue: number | null | undefined;
      readonly status: ExamStatus;
      readonly term: number;
      readonly version: number;
      readonly year: number;
    };
    readonly exam?: {
      readonly edit: {
        readonly introduction: string | null | undefined;
        readonly notes: string | null | undefined;
        readonly standardizationValue: number | null | undefined;
        readonly status: ExamStatus;
        readonly term: number;
        readonly version: number;
        readonly year: number;
      } | null | undefined;
      readonly id: string;
      readonly status: ExamStatus;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type ExamWizardScreenExamMutation = {
  response: ExamWizardScreenExamMutation$data;
  variables: ExamWizardScreenExamMutation$variables;
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
  "name": "notes"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "standardizationValue"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "year"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "version",
    "storageKey": null
  },
  (v8/*:: as any*/),
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v11 = [
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
        "name": "notes",
        "variableName": "notes"
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
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ExamEdit",
                "kind": "LinkedField",
                "name": "edit",
                "plural": false,
                "selections": (v9/*:: as any*/),
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
          (v10/*:: as any*/),
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ExamEdit",
            "kind": "LinkedField",
            "name": "current",
            "plural": false,
            "selections": (v9/*:: as any*/),
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
          (v10/*:: as any*/)
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
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExamWizardScreenExamMutation",
    "selections": (v11/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ExamWizardScreenExamMutation",
    "selections": (v11/*:: as any*/)
  },
  "params": {
    "id": "9a48d6d3421e53ddea43a55b501d9c4c1c596b7d77eb9744a04783ba59fb3d8e",
    "metadata": {},
    "name": "ExamWizardScreenExamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "89fc175467bcb3f74296749d81fa3b42";

export default node;
