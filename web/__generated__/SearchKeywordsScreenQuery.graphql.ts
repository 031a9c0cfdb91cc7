/**
 * @generated SignedSource<<2206df8f37f1a1949c990decd9d7ebb0>>
 * @relayHash f07aa81ecb555fdd5fdc81abf400dcca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b012bc0e8a7ed8c6b469913ea06979c993e31c73501cbdfd051aa848a0e8ba44

import { ConcreteRequest } from 'relay-runtime';
export type SearchKeywordsScreenQuery$variables = {
  streamId: string;
};
export type SearchKeywordsScreenQuery$data = {
  readonly stream: {
    readonly keywords: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly topicCount: number;
    }> | null | undefined;
    readonly name: string;
    readonly urlId: string;
    readonly viewerMaySearch: boolean;
  } | null | undefined;
};
export type SearchKeywordsScreenQuery = {
  response: SearchKeywordsScreenQuery$data;
  variables: SearchKeywordsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "streamId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "urlId",
    "variableName": "streamId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMaySearch",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "KeywordCount",
  "kind": "LinkedField",
  "name": "keywords",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topicCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchKeywordsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "stream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchKeywordsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "stream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b012bc0e8a7ed8c6b469913ea06979c993e31c73501cbdfd051aa848a0e8ba44",
    "metadata": {},
    "name": "SearchKeywordsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b02aa2fd3c613d8bb313de5620123f1d";

export default node;
