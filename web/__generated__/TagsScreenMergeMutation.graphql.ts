/**
 * @generated SignedSource<<286d47f63c9fdf6bf431b758a6f336a5>>
 * @relayHash b3ca200884eecd769beca9fab20d2235
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e76e29be27570297b4859f2279732a7b4d85755e4a61f5b8d234cf6eb5b43c1

import { ConcreteRequest } from 'relay-runtime';
export type TagsScreenMergeMutation$variables = {
  sourceIds: ReadonlyArray<string>;
  targetId: string;
};
export type TagsScreenMergeMutation$data = {
  readonly mergeTags: {
    readonly __typename: string;
    readonly message?: string;
    readonly stream?: {
      readonly adminTagDuplicates: ReadonlyArray<{
        readonly keep: {
          readonly name: string;
          readonly questionCount: number;
          readonly urlId: string;
        };
        readonly others: ReadonlyArray<{
          readonly name: string;
          readonly questionCount: number;
          readonly urlId: string;
        }>;
      }>;
      readonly adminTags: ReadonlyArray<{
        readonly name: string;
        readonly questionCount: number;
        readonly urlId: string;
      }>;
      readonly id: string;
    };
    readonly tag?: {
      readonly name: string;
    } | null | undefined;
    readonly undoUrlId?: string | null | undefined;
  };
};
export type TagsScreenMergeMutation = {
  response: TagsScreenMergeMutation$data;
  variables: TagsScreenMergeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sourceIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "targetId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
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
    "kind": "ScalarField",
    "name": "questionCount",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sourceIds",
        "variableName": "sourceIds"
      },
      {
        "kind": "Variable",
        "name": "targetId",
        "variableName": "targetId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "mergeTags",
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
            "kind": "ScalarField",
            "name": "undoUrlId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminTag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminTag",
                "kind": "LinkedField",
                "name": "adminTags",
                "plural": true,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminTagDuplicates",
                "kind": "LinkedField",
                "name": "adminTagDuplicates",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminTag",
                    "kind": "LinkedField",
                    "name": "keep",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminTag",
                    "kind": "LinkedField",
                    "name": "others",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "TagChangeSuccess",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TagsScreenMergeMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TagsScreenMergeMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "3e76e29be27570297b4859f2279732a7b4d85755e4a61f5b8d234cf6eb5b43c1",
    "metadata": {},
    "name": "TagsScreenMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e0706d45a97403d0a9bc9f5dac5aed78";

export default node;
