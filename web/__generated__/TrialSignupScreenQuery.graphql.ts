/**
 * @generated SignedSource<<3bcdd7425578e393c1cc98ab2a7f3d75>>
 * @relayHash 0919a6301f940f4d174be85be6c05aef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab0aef19a5bae7ca1293cbf18606bb989485d247bfe6e15e7c35b9c24e97f03c

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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trialDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trialStudentSeats",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ab0aef19a5bae7ca1293cbf18606bb989485d247bfe6e15e7c35b9c24e97f03c",
    "metadata": {},
    "name": "TrialSignupScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "d1d1f5b4bc1edfd4b478ba96817b0d86";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
