/**
 * @generated SignedSource<<d6ffdfbb91dc2569ab272fd31d7a56bb>>
 * @relayHash 914d315aa908818f5fb709c50e72ca17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a289141ac8e558860a089e6146b0b5fc872879d4a54e097cfd5ae5c1b1ea6b75

import { ConcreteRequest } from 'relay-runtime';
export type ExamStatus = "concept" | "frozen" | "prepared" | "processing" | "published" | "%future added value";
export type AdminSideMenuExamsQuery$variables = {
  urlId: string;
};
export type AdminSideMenuExamsQuery$data = {
  readonly adminStream: {
    readonly adminExams: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly status: ExamStatus;
          readonly term: number;
          readonly urlId: string;
          readonly year: number;
        };
      }>;
    };
  } | null | undefined;
};
export type AdminSideMenuExamsQuery = {
  response: AdminSideMenuExamsQuery$data;
  variables: AdminSideMenuExamsQuery$variables;
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
            (v2/*:: as any*/),
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
    "name": "AdminSideMenuExamsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "adminStream",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "AdminSideMenuExamsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "adminStream",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a289141ac8e558860a089e6146b0b5fc872879d4a54e097cfd5ae5c1b1ea6b75",
    "metadata": {},
    "name": "AdminSideMenuExamsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a313b8cbec124610217cf64ea88fbf45";

export default node;
