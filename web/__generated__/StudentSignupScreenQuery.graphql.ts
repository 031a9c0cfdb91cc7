/**
 * @generated SignedSource<<cae62cecff4225ee8081e3144a93d67b>>
 * @relayHash 49aae60c9d597a7a249112227c6fa2ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6fc8b35c9ac4732f964c2feee022a2d5f113443936e048b399d02ee3c5ba5d1

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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "studentLicenseEnd",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a6fc8b35c9ac4732f964c2feee022a2d5f113443936e048b399d02ee3c5ba5d1",
    "metadata": {},
    "name": "StudentSignupScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b16ce3d5b0d821757f7e81cbbe72ca13";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
