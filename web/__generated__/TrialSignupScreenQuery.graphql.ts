/**
 * @generated SignedSource<<08b54b445896ce2bebbfa1d8508f8b27>>
 * @relayHash 35926c7ff2d29b037f3c76881d57e009
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4e1a0b7d34ae910b9a43f3b8329264c6a9e469c45e3933bd3c9b165ac086a73

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrialSignupScreenQuery$variables = Record<PropertyKey, never>;
export type TrialSignupScreenQuery$data = {
  readonly signupOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"TrialSignupForm_options">;
  };
};
export type TrialSignupScreenQuery = {
  response: TrialSignupScreenQuery$data;
  variables: TrialSignupScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TrialSignupScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignupOptions",
        "kind": "LinkedField",
        "name": "signupOptions",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrialSignupForm_options"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TrialSignupScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignupOptions",
        "kind": "LinkedField",
        "name": "signupOptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TrialLicenseOption",
            "kind": "LinkedField",
            "name": "trialLicenses",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
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
                "name": "levelName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c4e1a0b7d34ae910b9a43f3b8329264c6a9e469c45e3933bd3c9b165ac086a73",
    "metadata": {},
    "name": "TrialSignupScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "50b7bb1618ca5e112e29581724057e3a";

export default node;
