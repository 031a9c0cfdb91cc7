/**
 * @generated SignedSource<<c20846242a9708a11a7e511661df22c4>>
 * @relayHash 6abf1c7b2a0bc00485fe54646f33eb30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd47097d1f469409cdabfe4dbe55efa0a82ec88d4575297c50c7522683fdb1fe

import { ConcreteRequest } from 'relay-runtime';
export type AdminLicenseCreateScreenQuery$variables = Record<PropertyKey, never>;
export type AdminLicenseCreateScreenQuery$data = {
  readonly adminLicenseDefaults: {
    readonly begin: any;
    readonly end: any;
  } | null | undefined;
};
export type AdminLicenseCreateScreenQuery = {
  response: AdminLicenseCreateScreenQuery$data;
  variables: AdminLicenseCreateScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LicenseDefaults",
    "kind": "LinkedField",
    "name": "adminLicenseDefaults",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "begin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "end",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminLicenseCreateScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminLicenseCreateScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fd47097d1f469409cdabfe4dbe55efa0a82ec88d4575297c50c7522683fdb1fe",
    "metadata": {},
    "name": "AdminLicenseCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "50e8237fdc81976a82129c7a681b120d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
