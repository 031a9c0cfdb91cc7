/**
 * @generated SignedSource<<d5bbd7f752b33a2673af5dc8383ec507>>
 * @relayHash f54d44e857fbcf530ba0193bb7c09ab6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cf3d0b8369297571cd9b4de4bf4669c393fa7ad8fcadc6dbf6670679f0ccd85

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentSignupScreenQuery$variables = Record<PropertyKey, never>;
export type StudentSignupScreenQuery$data = {
  readonly signupOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"StudentSignupForm_options">;
  };
};
export type StudentSignupScreenQuery = {
  response: StudentSignupScreenQuery$data;
  variables: StudentSignupScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StudentSignupScreenQuery",
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
            "name": "StudentSignupForm_options"
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
    "name": "StudentSignupScreenQuery",
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
            "concreteType": "StudentLevelOption",
            "kind": "LinkedField",
            "name": "studentLevels",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
                "concreteType": "StudentStreamOption",
                "kind": "LinkedField",
                "name": "streams",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "courseName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StudentLicensePrice",
            "kind": "LinkedField",
            "name": "prices",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subjects",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wholeLevelFrom",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onlinePayment",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3cf3d0b8369297571cd9b4de4bf4669c393fa7ad8fcadc6dbf6670679f0ccd85",
    "metadata": {},
    "name": "StudentSignupScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "32b9921cb81da4ed2a490d3b7cc55cf6";

export default node;
