/**
 * @generated SignedSource<<a6e7d9f1174d8b649b4edd02ae08c5ab>>
 * @relayHash cf51a3858cb4f74eaa0f95deee4cceae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54517e6029b6fac8f807f87b168b4691bd8e2baee34bfa0cb0aa182e271d6a66

import { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "expired" | "invalidSeat" | "unknownEmail" | "unknownSeat" | "validEmail" | "%future added value";
export type useAcceptInvitationMutation$variables = {
  token: string;
};
export type useAcceptInvitationMutation$data = {
  readonly acceptInvitation: {
    readonly __typename: string;
    readonly message?: string;
    readonly status?: InvitationStatus;
  };
};
export type useAcceptInvitationMutation = {
  response: useAcceptInvitationMutation$data;
  variables: useAcceptInvitationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "acceptInvitation",
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
            "name": "status",
            "storageKey": null
          }
        ],
        "type": "InvitationStateError",
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
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "54517e6029b6fac8f807f87b168b4691bd8e2baee34bfa0cb0aa182e271d6a66",
    "metadata": {},
    "name": "useAcceptInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a77123c99598a5262a6f3cd30e55068e";

export default node;
