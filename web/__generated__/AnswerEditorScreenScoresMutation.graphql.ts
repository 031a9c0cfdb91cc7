/**
 * @generated SignedSource<<9c97198e73234e472cbc33eb2295e3c0>>
 * @relayHash 1465aba3d7bc63414734eafcb6d034f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID efeab57bcd7e16c5bc9599e605664f2c45589bad3002c8f8ab0c1c295b1b44a6

import { ConcreteRequest } from 'relay-runtime';
export type AnswerStatus = "concept" | "published" | "%future added value";
export type AnswerEditorScreenScoresMutation$variables = {
  answerId: string;
  scores: ReadonlyArray<number>;
  version?: number | null | undefined;
};
export type AnswerEditorScreenScoresMutation$data = {
  readonly saveScoreTable: {
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
export type AnswerEditorScreenScoresMutation = {
  response: AnswerEditorScreenScoresMutation$data;
  variables: AnswerEditorScreenScoresMutation$variables;
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
  "name": "scores"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
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
v5 = [
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
      {
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
      }
    ],
    "storageKey": null
  }
],
v6 = [
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
        "name": "scores",
        "variableName": "scores"
      },
      {
        "kind": "Variable",
        "name": "version",
        "variableName": "version"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveScoreTable",
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
                "selections": (v5/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveScoreTableSuccess",
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
            "selections": (v5/*:: as any*/),
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnswerEditorScreenScoresMutation",
    "selections": (v6/*:: as any*/),
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
    "name": "AnswerEditorScreenScoresMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "efeab57bcd7e16c5bc9599e605664f2c45589bad3002c8f8ab0c1c295b1b44a6",
    "metadata": {},
    "name": "AnswerEditorScreenScoresMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c38bf9e61c6aff27ea1737d541de6742";

export default node;
