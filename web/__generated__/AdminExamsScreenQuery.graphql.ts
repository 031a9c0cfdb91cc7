/**
 * @generated SignedSource<<45ca74277d0210624022d72f03e66f3b>>
 * @relayHash 1d075fe0824acff543a50cbbd0b3f1bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e7adbdafebc1a0c7fe05087a00225a4735e48e1a385e93c6a0fe95d51db3b1f

import { ConcreteRequest } from 'relay-runtime';
export type ExamStatus = "concept" | "frozen" | "prepared" | "processing" | "published" | "%future added value";
export type AdminExamsScreenQuery$variables = {
  urlId: string;
};
export type AdminExamsScreenQuery$data = {
  readonly adminStream: {
    readonly adminExams: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly showAnswers: boolean;
          readonly status: ExamStatus;
          readonly term: number;
          readonly urlId: string;
          readonly year: number;
        };
      }>;
    };
    readonly name: string;
    readonly urlId: string;
  } | null | undefined;
};
export type AdminExamsScreenQuery = {
  response: AdminExamsScreenQuery$data;
  variables: AdminExamsScreenQuery$variables;
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
  "name": "urlId",
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
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "StreamAdminExamsConnection",
  "kind": "LinkedField",
  "name": "adminExams",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StreamAdminExamsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Exam",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            (v2/*:: as any*/),
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
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "showAnswers",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "adminExams(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminExamsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "adminStream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "AdminExamsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "adminStream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7e7adbdafebc1a0c7fe05087a00225a4735e48e1a385e93c6a0fe95d51db3b1f",
    "metadata": {},
    "name": "AdminExamsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3a0470b58894effe425a6f1e14d44e83";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
