/**
 * @generated SignedSource<<a5090d9e8e03be4100cfc0295f17b9c0>>
 * @relayHash 64bab7dfec386d875043f17c4fabb768
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40ffea508c6c67b4f3755932124ff56a655ab14c60323bc5da48fd47dd3647b3

import { ConcreteRequest } from 'relay-runtime';
export type DomainsScreenQuery$variables = {
  urlId: string;
};
export type DomainsScreenQuery$data = {
  readonly adminStream: {
    readonly adminDomains: ReadonlyArray<{
      readonly children: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly questionCount: number;
      }>;
      readonly id: string;
      readonly name: string;
      readonly questionCount: number;
    }>;
    readonly id: string;
    readonly name: string;
    readonly urlId: string;
  } | null | undefined;
};
export type DomainsScreenQuery = {
  response: DomainsScreenQuery$data;
  variables: DomainsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": "Stream",
    "kind": "LinkedField",
    "name": "adminStream",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "urlId",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminDomain",
        "kind": "LinkedField",
        "name": "adminDomains",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminSubdomain",
            "kind": "LinkedField",
            "name": "children",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
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
    "name": "DomainsScreenQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DomainsScreenQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "40ffea508c6c67b4f3755932124ff56a655ab14c60323bc5da48fd47dd3647b3",
    "metadata": {},
    "name": "DomainsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ee5639f57c53b93ff50001b579b96972";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
