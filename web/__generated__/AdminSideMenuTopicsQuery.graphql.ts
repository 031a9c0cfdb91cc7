/**
 * @generated SignedSource<<ec66819dfe23708d1a37d4c0873e89ad>>
 * @relayHash b7ada3257d7e5891da15a864f34f162e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86b6449b605202b064d75cb452e50c376f232b45da6672838d3fd24ec4e82054

import { ConcreteRequest } from 'relay-runtime';
export type AdminSideMenuTopicsQuery$variables = {
  id: string;
};
export type AdminSideMenuTopicsQuery$data = {
  readonly adminExam: {
    readonly adminTopics: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly urlId: string;
        };
      }>;
    };
  } | null | undefined;
};
export type AdminSideMenuTopicsQuery = {
  response: AdminSideMenuTopicsQuery$data;
  variables: AdminSideMenuTopicsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "concreteType": "ExamAdminTopicsConnection",
  "kind": "LinkedField",
  "name": "adminTopics",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExamAdminTopicsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Topic",
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
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "adminTopics(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSideMenuTopicsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Exam",
        "kind": "LinkedField",
        "name": "adminExam",
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
    "name": "AdminSideMenuTopicsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Exam",
        "kind": "LinkedField",
        "name": "adminExam",
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
    "id": "86b6449b605202b064d75cb452e50c376f232b45da6672838d3fd24ec4e82054",
    "metadata": {},
    "name": "AdminSideMenuTopicsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3061a5b6e016d80a2c678c987d23abe6";

export default node;
