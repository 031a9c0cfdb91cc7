/**
 * @generated SignedSource<<93ac940f905eba2791ad7337369022c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivationStatus = "activatedAlready" | "notFound" | "paymentNeeded" | "paymentUnavailable" | "registrationExists" | "userExists" | "%future added value";
export type PaymentStatus = "authorized" | "canceled" | "expired" | "failed" | "open" | "paid" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActivationView_activation$data = {
  readonly message: string | null | undefined;
  readonly payment: {
    readonly status: PaymentStatus | null | undefined;
  } | null | undefined;
  readonly registration: {
    readonly amountCents: number | null | undefined;
    readonly email: string;
    readonly licenseName: string;
  } | null | undefined;
  readonly status: ActivationStatus;
  readonly " $fragmentType": "ActivationView_activation";
};
export type ActivationView_activation$key = {
  readonly " $data"?: ActivationView_activation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivationView_activation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActivationView_activation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivationPayment",
      "kind": "LinkedField",
      "name": "payment",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivationRegistration",
      "kind": "LinkedField",
      "name": "registration",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licenseName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Activation",
  "abstractKey": null
};
})();

(node as any).hash = "5eed942a2cb779bda99cc676c5f5170f";

export default node;
