/**
 * @generated SignedSource<<cc6dcdc907b38a46468db10f8be92c45>>
 * @relayHash 4af18f361c0f29aa34090ea77b93c297
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0aaa08e58211f6d73458c6a3fa1d7a7eda54312089b29d0446e2c9aa0e6dff01

import { ConcreteRequest } from 'relay-runtime';
export type BooksScreenQuery$variables = {
  urlId: string;
};
export type BooksScreenQuery$data = {
  readonly adminStream: {
    readonly adminBooks: ReadonlyArray<{
      readonly books: ReadonlyArray<{
        readonly chapters: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
          readonly questionCount: number;
          readonly title: string | null | undefined;
        }>;
        readonly id: string;
        readonly name: string;
        readonly questionCount: number;
      }>;
      readonly id: string;
      readonly name: string;
    }>;
    readonly adminUnusedMethodologies: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly urlId: string;
  } | null | undefined;
};
export type BooksScreenQuery = {
  response: BooksScreenQuery$data;
  variables: BooksScreenQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": "Stream",
    "kind": "LinkedField",
    "name": "adminStream",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "urlId",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminMethodology",
        "kind": "LinkedField",
        "name": "adminBooks",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminBook",
            "kind": "LinkedField",
            "name": "books",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminChapter",
                "kind": "LinkedField",
                "name": "chapters",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminMethodologyChoice",
        "kind": "LinkedField",
        "name": "adminUnusedMethodologies",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
    "name": "BooksScreenQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BooksScreenQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "0aaa08e58211f6d73458c6a3fa1d7a7eda54312089b29d0446e2c9aa0e6dff01",
    "metadata": {},
    "name": "BooksScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d0d6c0b9d5e9095a863e78ba510e5587";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
