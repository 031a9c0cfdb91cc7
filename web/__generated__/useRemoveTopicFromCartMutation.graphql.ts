/**
 * @generated SignedSource<<0db77e8d7464965ff9e73de8faa25f4e>>
 * @relayHash fd8363c9895f2e0baa599e7d2e830d84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 912f7cc166d05f5b228294f2eb7702c79168733becdab30b30094aece266bd91

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveTopicFromCartMutation$variables = {
  topicId: string;
};
export type useRemoveTopicFromCartMutation$data = {
  readonly removeTopicFromCart: {
    readonly __typename: string;
    readonly message?: string;
    readonly removedCartTopicId?: string | null | undefined;
    readonly topic?: {
      readonly id: string;
      readonly inCart: boolean;
      readonly selectedQuestionIds: ReadonlyArray<string>;
    } | null | undefined;
    readonly viewer?: {
      readonly cartTopicCount: number;
    };
  };
};
export type useRemoveTopicFromCartMutation = {
  response: useRemoveTopicFromCartMutation$data;
  variables: useRemoveTopicFromCartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "topicId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "topicId",
        "variableName": "topicId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removeTopicFromCart",
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
            "name": "removedCartTopicId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Topic",
            "kind": "LinkedField",
            "name": "topic",
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
                "kind": "ScalarField",
                "name": "inCart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "selectedQuestionIds",
                "storageKey": null
              }
            ],
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
        "type": "RemoveTopicFromCartSuccess",
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
    "name": "useRemoveTopicFromCartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveTopicFromCartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "912f7cc166d05f5b228294f2eb7702c79168733becdab30b30094aece266bd91",
    "metadata": {},
    "name": "useRemoveTopicFromCartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fcaf02f91efa43939df51520ec43034d";

export default node;
