/**
 * @generated SignedSource<<9f3a507a332ca245a1a7057525680160>>
 * @relayHash 8f2a346b7e63a01cb84f4d6493369b46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2407756793872d3d145989241ca737293aba9feaa925b1839635d354765c3df1

import { ConcreteRequest } from 'relay-runtime';
export type ExamStatus = "concept" | "frozen" | "prepared" | "processing" | "published" | "%future added value";
export type AdminAllExamsScreenQuery$variables = Record<PropertyKey, never>;
export type AdminAllExamsScreenQuery$data = {
  readonly adminAllExams: ReadonlyArray<{
    readonly id: string;
    readonly status: ExamStatus;
    readonly stream: {
      readonly name: string;
      readonly urlId: string;
    };
    readonly term: number;
    readonly urlId: string;
    readonly year: number;
  }>;
};
export type AdminAllExamsScreenQuery = {
  response: AdminAllExamsScreenQuery$data;
  variables: AdminAllExamsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "term",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminAllExamsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Exam",
        "kind": "LinkedField",
        "name": "adminAllExams",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v5/*:: as any*/)
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminAllExamsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Exam",
        "kind": "LinkedField",
        "name": "adminAllExams",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v5/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2407756793872d3d145989241ca737293aba9feaa925b1839635d354765c3df1",
    "metadata": {},
    "name": "AdminAllExamsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4fb95a9b7a042ebc29ef81a151b2653f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
