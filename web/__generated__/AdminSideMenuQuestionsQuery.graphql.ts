/**
 * @generated SignedSource<<51465c15070aaeeec1a7d5bdcb0e0fd8>>
 * @relayHash b7a227e1cbac317038a82df1e501bf1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c4c3e02090aa847420ed1c7c32fa6cf047ac5f5b0f14ca5f86bfe08d3d36dfc

import { ConcreteRequest } from 'relay-runtime';
export type AdminSideMenuQuestionsQuery$variables = {
  id: string;
};
export type AdminSideMenuQuestionsQuery$data = {
  readonly adminTopic: {
    readonly adminQuestions: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly number: number;
          readonly urlId: string;
        };
      }>;
    };
  } | null | undefined;
};
export type AdminSideMenuQuestionsQuery = {
  response: AdminSideMenuQuestionsQuery$data;
  variables: AdminSideMenuQuestionsQuery$variables;
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
  "concreteType": "TopicAdminQuestionsConnection",
  "kind": "LinkedField",
  "name": "adminQuestions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TopicAdminQuestionsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Question",
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
              "name": "number",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "adminQuestions(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSideMenuQuestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Topic",
        "kind": "LinkedField",
        "name": "adminTopic",
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
    "name": "AdminSideMenuQuestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Topic",
        "kind": "LinkedField",
        "name": "adminTopic",
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
    "id": "0c4c3e02090aa847420ed1c7c32fa6cf047ac5f5b0f14ca5f86bfe08d3d36dfc",
    "metadata": {},
    "name": "AdminSideMenuQuestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "148ae7e614488a69a5b7343056287f2d";

export default node;
