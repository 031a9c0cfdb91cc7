/**
 * @generated SignedSource<<b11349decd4b86c3a4509653f3f489cc>>
 * @relayHash 666a19141ca96c3995337c763b31f9f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a946cfc1370c617330d58b1cee03277fa4f9712b53c0debc14ef248753243131

import { ConcreteRequest } from 'relay-runtime';
export type AdminCoursesScreenQuery$variables = Record<PropertyKey, never>;
export type AdminCoursesScreenQuery$data = {
  readonly adminStreams: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly urlId: string;
  }>;
};
export type AdminCoursesScreenQuery = {
  response: AdminCoursesScreenQuery$data;
  variables: AdminCoursesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Stream",
    "kind": "LinkedField",
    "name": "adminStreams",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminCoursesScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminCoursesScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a946cfc1370c617330d58b1cee03277fa4f9712b53c0debc14ef248753243131",
    "metadata": {},
    "name": "AdminCoursesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18772732d87b396b8ba020a2915c9fe7";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
