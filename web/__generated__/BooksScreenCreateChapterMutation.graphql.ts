/**
 * @generated SignedSource<<e464a5d314ed14e5bba43d9f10c97697>>
 * @relayHash 4711049f826b98ff4941f88820535037
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10c2438b500e5a740ac86b3ce2776c65d1b3d566ed23b3d0c8a33dbda06fdf40

import { ConcreteRequest } from 'relay-runtime';
export type BooksScreenCreateChapterMutation$variables = {
  bookId: string;
  name: string;
  title: string;
};
export type BooksScreenCreateChapterMutation$data = {
  readonly createChapter: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly stream?: {
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
    };
  };
};
export type BooksScreenCreateChapterMutation = {
  response: BooksScreenCreateChapterMutation$data;
  variables: BooksScreenCreateChapterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bookId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "title"
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
        "name": "bookId",
        "variableName": "bookId"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "title",
        "variableName": "title"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createChapter",
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
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
        ],
        "type": "ChapterSaved",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BooksScreenCreateChapterMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BooksScreenCreateChapterMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "10c2438b500e5a740ac86b3ce2776c65d1b3d566ed23b3d0c8a33dbda06fdf40",
    "metadata": {},
    "name": "BooksScreenCreateChapterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f33ce1b334ab3b5eca4aa76ffebdb6d6";

export default node;
