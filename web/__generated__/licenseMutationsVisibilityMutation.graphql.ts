/**
 * @generated SignedSource<<52d73ab3ffa07770ea6d17baeeaf9e27>>
 * @relayHash cebf17d72ca6aa5b13a51c3bfdd49972
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb07bfa273c90a828c9cd761f7cedf61ff71819c60b55cbdc0d732bea7d44e9c

import { ConcreteRequest } from 'relay-runtime';
export type licenseMutationsVisibilityMutation$variables = {
  seatIds: ReadonlyArray<string>;
  visible: boolean;
};
export type licenseMutationsVisibilityMutation$data = {
  readonly setSeatsVisible: {
    readonly __typename: string;
    readonly message?: string;
    readonly seats?: ReadonlyArray<{
      readonly id: string;
      readonly isVisible: boolean;
    }>;
  };
};
export type licenseMutationsVisibilityMutation = {
  response: licenseMutationsVisibilityMutation$data;
  variables: licenseMutationsVisibilityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "seatIds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "visible"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "seatIds",
        "variableName": "seatIds"
      },
      {
        "kind": "Variable",
        "name": "visible",
        "variableName": "visible"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setSeatsVisible",
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
            "concreteType": "Seat",
            "kind": "LinkedField",
            "name": "seats",
            "plural": true,
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
                "name": "isVisible",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetSeatsVisibleSuccess",
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
    "name": "licenseMutationsVisibilityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "licenseMutationsVisibilityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bb07bfa273c90a828c9cd761f7cedf61ff71819c60b55cbdc0d732bea7d44e9c",
    "metadata": {},
    "name": "licenseMutationsVisibilityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6ba4d097f6429a6b19a6048534910e59";

export default node;
