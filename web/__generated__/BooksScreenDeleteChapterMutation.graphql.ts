/**
 * @generated SignedSource<<669183ecc139c45e86e3fca2da167c2c>>
 * @relayHash 0366df2cbc62409d9895fe5fba1237a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd7252769f98413ac11c4b49467bfb8bdd716934c3c2a47883225709b4627ff1

import { ConcreteRequest } from 'relay-runtime';
export type BooksScreenDeleteChapterMutation$variables = {
  id: string;
};
export type BooksScreenDeleteChapterMutation$data = {
  readonly deleteChapter: {
    readonly __typename: string;
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
export type BooksScreenDeleteChapterMutation = {
  response: BooksScreenDeleteChapterMutation$data;
  variables: BooksScreenDeleteChapterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteChapter",
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
        "type": "ChapterDeleted",
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
    "name": "BooksScreenDeleteChapterMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BooksScreenDeleteChapterMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "bd7252769f98413ac11c4b49467bfb8bdd716934c3c2a47883225709b4627ff1",
    "metadata": {},
    "name": "BooksScreenDeleteChapterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b99fcde3a72eabb24a88785f945a0551";

export default node;
