/**
 * @generated SignedSource<<0ed045f797a30a0715c92a4771ac3f13>>
 * @relayHash 4c0540e8f25401bccda02911a4ce5222
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 443446a75f92ce34feee695581109459abeac00e491bbc075caf656a2a1ebb76

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
    "id": "443446a75f92ce34feee695581109459abeac00e491bbc075caf656a2a1ebb76",
    "metadata": {},
    "name": "TagsScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "968fb5221f7a9b7df8e266e50ddbbc08";

export default node;
