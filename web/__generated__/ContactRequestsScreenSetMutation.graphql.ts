/**
 * @generated SignedSource<<90495a126f918d9dcb6dda30aae9f98b>>
 * @relayHash add0bad5269aed2d840290283d6cb25e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0ca7a021344927d6f518fa27120e76f0270e878a9840983ab54eb7eb70227d7

import { ConcreteRequest } from 'relay-runtime';
export type ContactRequestsScreenSetMutation$variables = {
  handled: boolean;
  urlId: string;
};
export type ContactRequestsScreenSetMutation$data = {
  readonly adminSetContactRequestHandled: {
    readonly __typename: string;
    readonly message?: string;
    readonly request?: {
      readonly handled: boolean;
      readonly status: string;
      readonly urlId: string;
    };
  };
};
export type ContactRequestsScreenSetMutation = {
  response: ContactRequestsScreenSetMutation$data;
  variables: ContactRequestsScreenSetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "handled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "urlId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "handled",
        "variableName": "handled"
      },
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminSetContactRequestHandled",
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
            "concreteType": "AdminContactRequest",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "handled",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminSetContactRequestHandledSuccess",
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
    "name": "ContactRequestsScreenSetMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "ContactRequestsScreenSetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d0ca7a021344927d6f518fa27120e76f0270e878a9840983ab54eb7eb70227d7",
    "metadata": {},
    "name": "ContactRequestsScreenSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "301a7671317dc739dbbb11a493fb6e9a";

export default node;
