/**
 * @generated SignedSource<<8321926f941696ed0a0f14be6acf1cd5>>
 * @relayHash 0cf2a4ad4ea21985114adf00feae825c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca5082f22c3a74e720ab02c503f8bd9e791f5360feea21206eca4c476b8bbae7

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
    "id": "ca5082f22c3a74e720ab02c503f8bd9e791f5360feea21206eca4c476b8bbae7",
    "metadata": {},
    "name": "StreamsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3b85183fd9fb52e878cf5620121be28f";

export default node;
