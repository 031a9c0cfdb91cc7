/**
 * @generated SignedSource<<27994cc739ef6a5a4f87d052defd438d>>
 * @relayHash 4924cc9ec8c1a8133b6f3678fc53d8a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b098778f8251c4b5e28ec1e18bdceeb3d7a16f0558949587ed0dfd22d1db91cf

import { ConcreteRequest } from 'relay-runtime';
export type useReuseCollectionMutation$variables = {
  id: string;
};
export type useReuseCollectionMutation$data = {
  readonly reuseCollection: {
    readonly __typename: string;
    readonly leftOut?: number;
    readonly message?: string;
    readonly questionCount?: number;
    readonly topicCount?: number;
    readonly viewer?: {
      readonly cartTopicCount: number;
    };
  };
};
export type useReuseCollectionMutation = {
  response: useReuseCollectionMutation$data;
  variables: useReuseCollectionMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reuseCollection",
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
            "name": "topicCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "questionCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "leftOut",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cartTopicCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReuseCollectionSuccess",
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
    "name": "useReuseCollectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReuseCollectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b098778f8251c4b5e28ec1e18bdceeb3d7a16f0558949587ed0dfd22d1db91cf",
    "metadata": {},
    "name": "useReuseCollectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9ebff6882d111a2a33cb1797ea1c5672";

export default node;
