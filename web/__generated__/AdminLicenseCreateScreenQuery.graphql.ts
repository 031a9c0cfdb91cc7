/**
 * @generated SignedSource<<5de7da4e4203966200cb2b4f6cb6789a>>
 * @relayHash 9a524a3199177e40c9151fe50933e2c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53c6d3c7ea21cf9a63a44ac4bd666a036ade8666f14ad391573bfd2837e36acb

import { ConcreteRequest } from 'relay-runtime';
export type AdminLicenseCreateScreenQuery$variables = Record<PropertyKey, never>;
export type AdminLicenseCreateScreenQuery$data = {
  readonly adminLicenseDefaults: {
    readonly begin: any;
    readonly end: any;
    readonly types: ReadonlyArray<string>;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "types",
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
    "id": "53c6d3c7ea21cf9a63a44ac4bd666a036ade8666f14ad391573bfd2837e36acb",
    "metadata": {},
    "name": "AdminLicenseCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "866dfbf779646cb95325883cc09a6d09";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
