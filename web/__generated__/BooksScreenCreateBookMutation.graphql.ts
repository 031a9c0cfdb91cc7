/**
 * @generated SignedSource<<48855fa92bb7822fe6f770e53257de03>>
 * @relayHash 29635644162826bbe34de5ac1452e737
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aecec7d81dd52b15efdb433f8a12fca1b6e6d26f5db6231d53d3124b0d0667a6

import { ConcreteRequest } from 'relay-runtime';
export type BooksScreenCreateBookMutation$variables = {
  methodologyId: string;
  name: string;
  streamId: string;
};
export type BooksScreenCreateBookMutation$data = {
  readonly createBook: {
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
export type BooksScreenCreateBookMutation = {
  response: BooksScreenCreateBookMutation$data;
  variables: BooksScreenCreateBookMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "methodologyId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "streamId"
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
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "methodologyId",
        "variableName": "methodologyId"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "streamId",
        "variableName": "streamId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createBook",
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminMethodology",
                "kind": "LinkedField",
                "name": "adminBooks",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminBook",
                    "kind": "LinkedField",
                    "name": "books",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminChapter",
                        "kind": "LinkedField",
                        "name": "chapters",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "title",
                            "storageKey": null
                          },
                          (v5/*:: as any*/)
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BookSaved",
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
    "name": "BooksScreenCreateBookMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BooksScreenCreateBookMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "aecec7d81dd52b15efdb433f8a12fca1b6e6d26f5db6231d53d3124b0d0667a6",
    "metadata": {},
    "name": "BooksScreenCreateBookMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "910f6e30b407eddafc849915ee63210d";

export default node;
