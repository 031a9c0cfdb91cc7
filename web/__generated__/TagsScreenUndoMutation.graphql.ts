/**
 * @generated SignedSource<<2efc8d2b97d53f5c0efad3fc0c200faf>>
 * @relayHash 8f6ad997386009f0953e7c42f87b36d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1b5af9d1cd72dbf660cb4537236ab7a2709ee4d00b5fce8530d16e035900fe9

import { ConcreteRequest } from 'relay-runtime';
export type TagsScreenUndoMutation$variables = {
  undoUrlId: string;
};
export type TagsScreenUndoMutation$data = {
  readonly undoTagChange: {
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
  };
};
export type TagsScreenUndoMutation = {
  response: TagsScreenUndoMutation$data;
  variables: TagsScreenUndoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "undoUrlId"
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
        "name": "undoUrlId",
        "variableName": "undoUrlId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "undoTagChange",
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
    "name": "TagsScreenUndoMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagsScreenUndoMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c1b5af9d1cd72dbf660cb4537236ab7a2709ee4d00b5fce8530d16e035900fe9",
    "metadata": {},
    "name": "TagsScreenUndoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "422a6b3ce22db8c3a6e5859caac7828d";

export default node;
