/**
 * @generated SignedSource<<e26d2377d4e3479b0acef625ce113ae2>>
 * @relayHash e5b1e11b36e61e6e22b37000fb563b20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51dd322fce18fafaa825b04671bba114f6f6a967cd86bf7b543d1edc69eba780

import { ConcreteRequest } from 'relay-runtime';
export type TagsScreenDeleteMutation$variables = {
  id: string;
};
export type TagsScreenDeleteMutation$data = {
  readonly deleteTag: {
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
    readonly undoUrlId?: string | null | undefined;
  };
};
export type TagsScreenDeleteMutation = {
  response: TagsScreenDeleteMutation$data;
  variables: TagsScreenDeleteMutation$variables;
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
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "questionCount",
    "storageKey": null
  }
],
v2 = [
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
    "name": "deleteTag",
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
                "selections": (v1/*:: as any*/),
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
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminTag",
                    "kind": "LinkedField",
                    "name": "others",
                    "plural": true,
                    "selections": (v1/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TagsScreenDeleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagsScreenDeleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "51dd322fce18fafaa825b04671bba114f6f6a967cd86bf7b543d1edc69eba780",
    "metadata": {},
    "name": "TagsScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dfad1ece983cb2c7d32e978dcd81b94a";

export default node;
