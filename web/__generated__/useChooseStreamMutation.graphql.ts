/**
 * @generated SignedSource<<ac11a695939c1355dfb5ae98ba998d39>>
 * @relayHash 51c6263ae5a0fe88fea4fa48fdcf875f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78660a08362ff122490029d58e3da4eb06ba431b8ed9ab62d57e3976273800af

import { ConcreteRequest } from 'relay-runtime';
export type useChooseStreamMutation$variables = {
  streamId: string;
};
export type useChooseStreamMutation$data = {
  readonly chooseStream: {
    readonly __typename: string;
    readonly data?: {
      readonly viewer: {
        readonly currentStream: {
          readonly id: string;
          readonly urlId: string;
        } | null | undefined;
      };
    };
    readonly message?: string;
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
            "concreteType": "ChooseStreamPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "type": "MutationChooseStreamSuccess",
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
    "id": "78660a08362ff122490029d58e3da4eb06ba431b8ed9ab62d57e3976273800af",
    "metadata": {},
    "name": "useChooseStreamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "97e850e3290d543122540874c020644c";

export default node;
