/**
 * @generated SignedSource<<52d21d419db951e0c102845ba5bcf1ee>>
 * @relayHash a783d391d138492a42567b0523922d6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b2e440d92e31a81e878f0c319ab5f1b1d6e20485c58906b06eb1ec0e956c5e3

import { ConcreteRequest } from 'relay-runtime';
export type ExamPdfPaneQuery$variables = {
  urlId: string;
};
export type ExamPdfPaneQuery$data = {
  readonly adminExamByUrlId: {
    readonly edit: {
      readonly files: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly url: string;
      }>;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type ExamPdfPaneQuery = {
  response: ExamPdfPaneQuery$data;
  variables: ExamPdfPaneQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": "Exam",
    "kind": "LinkedField",
    "name": "adminExamByUrlId",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ExamEdit",
        "kind": "LinkedField",
        "name": "edit",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ExamFile",
            "kind": "LinkedField",
            "name": "files",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "url",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExamPdfPaneQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExamPdfPaneQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8b2e440d92e31a81e878f0c319ab5f1b1d6e20485c58906b06eb1ec0e956c5e3",
    "metadata": {},
    "name": "ExamPdfPaneQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a3849b548d0d3ab03a22f699344c3bf3";

export default node;
