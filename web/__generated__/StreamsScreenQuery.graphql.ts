/**
 * @generated SignedSource<<d192490cc3b05c530b8199644b634cc2>>
 * @relayHash 11dcc90b1e43bdd3bd64f4c6e442c2e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c14965cb28281963932bc5157c77a312b69e5056e9bca440441d4a4202b0fc73

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StreamsScreenQuery$variables = Record<PropertyKey, never>;
export type StreamsScreenQuery$data = {
  readonly streams: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"StreamList_streams">;
  }>;
};
export type StreamsScreenQuery = {
  response: StreamsScreenQuery$data;
  variables: StreamsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StreamsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "streams",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StreamList_streams"
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
    "name": "StreamsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "streams",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "slug",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Level",
            "kind": "LinkedField",
            "name": "level",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "practiceStatus",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c14965cb28281963932bc5157c77a312b69e5056e9bca440441d4a4202b0fc73",
    "metadata": {},
    "name": "StreamsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "25a3896a8facb44983048c7ec8e6a567";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
