/**
 * @generated SignedSource<<e0cf1909df53b2cc644a4b8f1dbfdc17>>
 * @relayHash aae2f5e47e7245075c45e98d6dd24613
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe3973519128a4d67c5b5e73570b6ec95380b89d96e32b3d0d2d71503dc8f898

import { ConcreteRequest } from 'relay-runtime';
export type TagsScreenRenameMutation$variables = {
  id: string;
  name: string;
};
export type TagsScreenRenameMutation$data = {
  readonly renameTag: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly mergedUrlIds?: ReadonlyArray<string>;
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
export type TagsScreenRenameMutation = {
  response: TagsScreenRenameMutation$data;
  variables: TagsScreenRenameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "urlId",
    "storageKey": null
  },
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "questionCount",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "renameTag",
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
            "name": "mergedUrlIds",
            "storageKey": null
          },
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
              (v1/*:: as any*/)
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
                "selections": (v2/*:: as any*/),
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
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminTag",
                    "kind": "LinkedField",
                    "name": "others",
                    "plural": true,
                    "selections": (v2/*:: as any*/),
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
    "name": "TagsScreenRenameMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagsScreenRenameMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "fe3973519128a4d67c5b5e73570b6ec95380b89d96e32b3d0d2d71503dc8f898",
    "metadata": {},
    "name": "TagsScreenRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3cadf3c9ad374cba63cb0caf5a0c91b1";

export default node;
