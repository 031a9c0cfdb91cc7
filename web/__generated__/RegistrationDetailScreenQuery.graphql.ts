/**
 * @generated SignedSource<<90a353d545ead8d99c4a5b7745b24def>>
 * @relayHash 95fe00bcc4253c499240c7d569a2338d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 858041e9d5aa26800c0e48caffe5092f84a6eafdfd1b627fb9c75dd106a108e5

import { ConcreteRequest } from 'relay-runtime';
export type RegistrationDetailScreenQuery$variables = {
  urlId: string;
};
export type RegistrationDetailScreenQuery$data = {
  readonly adminRegistration: {
    readonly activatedAt: any | null | undefined;
    readonly activationRefusal: string | null | undefined;
    readonly activationUrl: string | null | undefined;
    readonly activities: ReadonlyArray<{
      readonly activity: string;
      readonly ts: any;
    }>;
    readonly createdAt: any;
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly licenseName: string;
    readonly licenseSlug: string;
    readonly licenseUrlId: string | null | undefined;
    readonly newsletter: boolean;
    readonly urlId: string;
    readonly userEmail: string | null | undefined;
  } | null | undefined;
};
export type RegistrationDetailScreenQuery = {
  response: RegistrationDetailScreenQuery$data;
  variables: RegistrationDetailScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": "AdminRegistration",
    "kind": "LinkedField",
    "name": "adminRegistration",
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
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
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
        "name": "licenseSlug",
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
        "name": "newsletter",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "licenseUrlId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminRegistrationActivity",
        "kind": "LinkedField",
        "name": "activities",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ts",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activationUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activationRefusal",
        "storageKey": null
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
    "name": "RegistrationDetailScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegistrationDetailScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "858041e9d5aa26800c0e48caffe5092f84a6eafdfd1b627fb9c75dd106a108e5",
    "metadata": {},
    "name": "RegistrationDetailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "028910e3cbd0d064277a998910d849fe";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
