/**
 * @generated SignedSource<<ade58d0f4836b3db8b9c7b0005a7a66a>>
 * @relayHash a4b11e2a3bb8a2197f2802c9fa1ff12c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff178663467ff4ae4cfcb7c329b7b52071b1443bc6c3b5ad0fcfbe634bfe8657

import { ConcreteRequest } from 'relay-runtime';
export type ContactRequestsScreenQuery$variables = Record<PropertyKey, never>;
export type ContactRequestsScreenQuery$data = {
  readonly adminContactRequests: ReadonlyArray<{
    readonly createdAt: any;
    readonly handled: boolean;
    readonly message: string | null | undefined;
    readonly school: string | null | undefined;
    readonly status: string;
    readonly teacherEmail: string;
    readonly teacherName: string;
    readonly urlId: string;
  }> | null | undefined;
};
export type ContactRequestsScreenQuery = {
  response: ContactRequestsScreenQuery$data;
  variables: ContactRequestsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminContactRequest",
    "kind": "LinkedField",
    "name": "adminContactRequests",
    "plural": true,
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
        "name": "teacherName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "teacherEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "school",
        "storageKey": null
      },
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
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "handled",
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
    "name": "ContactRequestsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactRequestsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ff178663467ff4ae4cfcb7c329b7b52071b1443bc6c3b5ad0fcfbe634bfe8657",
    "metadata": {},
    "name": "ContactRequestsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "86f2cd88c5e602d9ab44f41ce0af27f0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
