/**
 * @generated SignedSource<<9117e4e8b956fac3b73358e3f2fa21d2>>
 * @relayHash 684897d3d50e798c1610d39d53109c07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2916ff3c3ebc3526523b5b370fb600ed85d084bdb8310d63b9e48c9fa2dba7b

import { ConcreteRequest } from 'relay-runtime';
export type useChooseStreamMutation$variables = {
  streamId: string;
};
export type useChooseStreamMutation$data = {
  readonly chooseStream: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly currentStream: {
        readonly id: string;
        readonly urlId: string;
      } | null | undefined;
    };
  };
};
export type useChooseStreamMutation = {
  response: useChooseStreamMutation$data;
  variables: useChooseStreamMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "streamId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "streamId",
        "variableName": "streamId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "chooseStream",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Stream",
                "kind": "LinkedField",
                "name": "currentStream",
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
                    "name": "urlId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ChooseStreamSuccess",
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
    "name": "useChooseStreamMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChooseStreamMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d2916ff3c3ebc3526523b5b370fb600ed85d084bdb8310d63b9e48c9fa2dba7b",
    "metadata": {},
    "name": "useChooseStreamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2893d10014771a91b8f15c04410d025a";

export default node;
