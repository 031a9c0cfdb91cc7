/**
 * @generated SignedSource<<fb56f2e41c34b90003887c6d31d55ff9>>
 * @relayHash a8c3ff2ec952a6ba879dfd107854d3cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e89f64a07ee82535a4e68e94e5c799a99c45cea62186f491913474fc3282d82

import { ConcreteRequest } from 'relay-runtime';
export type AnswerStatus = "concept" | "published" | "%future added value";
export type AnswerStepInput = {
  correction?: string | null | undefined;
  elaboration?: string | null | undefined;
  explanation?: string | null | undefined;
  id?: string | null | undefined;
  points?: number | null | undefined;
  text?: string | null | undefined;
  tips?: ReadonlyArray<TipInput> | null | undefined;
};
export type TipInput = {
  id?: string | null | undefined;
  text: string;
};
export type AnswerEditorScreenUpdateMutation$variables = {
  answerId: string;
  name?: string | null | undefined;
  position?: number | null | undefined;
  remark?: string | null | undefined;
  status?: AnswerStatus | null | undefined;
  steps?: ReadonlyArray<AnswerStepInput> | null | undefined;
  version?: number | null | undefined;
};
export type AnswerEditorScreenUpdateMutation$data = {
  readonly updateAnswer: {
    readonly __typename: string;
    readonly answer?: {
      readonly edit: {
        readonly name: string;
        readonly position: number;
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
    };
    readonly changedFieldNames?: ReadonlyArray<string>;
    readonly current?: {
      readonly name: string;
      readonly position: number;
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
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type AnswerEditorScreenUpdateMutation = {
  response: AnswerEditorScreenUpdateMutation$data;
  variables: AnswerEditorScreenUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "answerId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "position"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "remark"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "steps"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "urlId",
    "storageKey": null
  },
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
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "correction",
        "storageKey": null
      },
      (v8/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "concreteType": "TipEdit",
        "kind": "LinkedField",
        "name": "tips",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v10 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answerId",
        "variableName": "answerId"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "position",
        "variableName": "position"
      },
      {
        "kind": "Variable",
        "name": "remark",
        "variableName": "remark"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      },
      {
        "kind": "Variable",
        "name": "steps",
        "variableName": "steps"
      },
      {
        "kind": "Variable",
        "name": "version",
        "variableName": "version"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateAnswer",
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
                "concreteType": "AnswerEdit",
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
        "type": "UpdateAnswerSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changedFieldNames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AnswerEdit",
            "kind": "LinkedField",
            "name": "current",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "AnswerConflictError",
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
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnswerEditorScreenUpdateMutation",
    "selections": (v10/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AnswerEditorScreenUpdateMutation",
    "selections": (v10/*:: as any*/)
  },
  "params": {
    "id": "1e89f64a07ee82535a4e68e94e5c799a99c45cea62186f491913474fc3282d82",
    "metadata": {},
    "name": "AnswerEditorScreenUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4cdd2085085c301b7dd0ed8442dbae71";

export default node;
