/**
 * @generated SignedSource<<28e3da4f10346bdae16483bfdab43e11>>
 * @relayHash 9bf63aae055055369e058ab85e76c1c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37da92e2187cee2be260372ca91211e6f50f3170eb4fb6ed55793ea7743e182b

import { ConcreteRequest } from 'relay-runtime';
export type ActivationStatus = "activatedAlready" | "notFound" | "paymentNeeded" | "paymentUnavailable" | "registrationExists" | "userExists" | "%future added value";
export type useStartActivationPaymentMutation$variables = {
  code: string;
};
export type useStartActivationPaymentMutation$data = {
  readonly startActivationPayment: {
    readonly __typename: string;
    readonly activation?: {
      readonly status: ActivationStatus;
    };
    readonly checkoutUrl?: string;
    readonly message?: string;
  };
};
export type useStartActivationPaymentMutation = {
  response: useStartActivationPaymentMutation$data;
  variables: useStartActivationPaymentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startActivationPayment",
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
            "name": "checkoutUrl",
            "storageKey": null
          }
        ],
        "type": "StartActivationPaymentSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Activation",
            "kind": "LinkedField",
            "name": "activation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ActivationError",
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
    "name": "useStartActivationPaymentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartActivationPaymentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "37da92e2187cee2be260372ca91211e6f50f3170eb4fb6ed55793ea7743e182b",
    "metadata": {},
    "name": "useStartActivationPaymentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "84345fd10089fd727a4cee08623c15c4";

export default node;
