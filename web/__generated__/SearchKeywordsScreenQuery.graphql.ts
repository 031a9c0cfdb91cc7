/**
 * @generated SignedSource<<d8ac0b99b81f0485ac767d91c250b4eb>>
 * @relayHash 3995f2fca17e6df3b77de80a0246427a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b45abbb04901ba06e9541f66021042a4b4268fc183458796b0d39181fd33100

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
    readonly viewerSearchNotice: string | null | undefined;
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
  "name": "viewerSearchNotice",
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
    "id": "0b45abbb04901ba06e9541f66021042a4b4268fc183458796b0d39181fd33100",
    "metadata": {},
    "name": "SearchKeywordsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "418f13c27fcbcc4b849f8efee1db3cfc";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
