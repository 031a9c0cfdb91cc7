/**
 * @generated SignedSource<<9e88d9000a05be512a323e134f1fa0e6>>
 * @relayHash 0d149025d47d061cf6677dd8e368e3ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76719d73320844ca892915533d02326b7f8914a8c102d7dbb223f89d984bddef

import { ConcreteRequest } from 'relay-runtime';
export type ReportScreenFiltersQuery$variables = Record<PropertyKey, never>;
export type ReportScreenFiltersQuery$data = {
  readonly adminReportFilters: {
    readonly levels: ReadonlyArray<{
      readonly name: string;
      readonly urlId: string;
    }>;
    readonly subjects: ReadonlyArray<{
      readonly name: string;
      readonly urlId: string;
    }>;
    readonly terms: ReadonlyArray<number>;
    readonly years: ReadonlyArray<number>;
  };
};
export type ReportScreenFiltersQuery = {
  response: ReportScreenFiltersQuery$data;
  variables: ReportScreenFiltersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "name",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminReportFilters",
    "kind": "LinkedField",
    "name": "adminReportFilters",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReportFilterOption",
        "kind": "LinkedField",
        "name": "subjects",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReportFilterOption",
        "kind": "LinkedField",
        "name": "levels",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "years",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "terms",
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
    "name": "ReportScreenFiltersQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReportScreenFiltersQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "76719d73320844ca892915533d02326b7f8914a8c102d7dbb223f89d984bddef",
    "metadata": {},
    "name": "ReportScreenFiltersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8cd4bc6f0e7ccab246aff22ae8c6cb67";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
