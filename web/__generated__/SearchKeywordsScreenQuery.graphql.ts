/**
 * @generated SignedSource<<ee43138d771dbd83d240fa920e8052f2>>
 * @relayHash f1159d039f88ed7c5ed8d6ef590ef282
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c8899e33b29fa8556121801318a947474d098af1286c7607626a7e642bda682

import { ConcreteRequest } from 'relay-runtime';
export type SearchKeywordsScreenQuery$variables = {
  streamId: string;
};
export type SearchKeywordsScreenQuery$data = {
  readonly stream: {
    readonly keywords: ReadonlyArray<{
      readonly name: string;
      readonly topicCount: number;
      readonly urlId: string;
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
  "concreteType": "KeywordCount",
  "kind": "LinkedField",
  "name": "keywords",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
          (v5/*:: as any*/)
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5c8899e33b29fa8556121801318a947474d098af1286c7607626a7e642bda682",
    "metadata": {},
    "name": "SearchKeywordsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "310da6b13ccb0954c03866a117d34ba4";

export default node;
