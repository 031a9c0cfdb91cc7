/**
 * @generated SignedSource<<c2a3140517094e8e1c33c83f6312e492>>
 * @relayHash ab795bdb9d26a722f3cd511ec3d77ced
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 011acbdd0fc52c012d9078e4139457373064945aeb995c0abea8c7d2ad5689ec

import { ConcreteRequest } from 'relay-runtime';
export type KeywordsScreenQuery$variables = {
  streamId: string;
};
export type KeywordsScreenQuery$data = {
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
export type KeywordsScreenQuery = {
  response: KeywordsScreenQuery$data;
  variables: KeywordsScreenQuery$variables;
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
    "name": "KeywordsScreenQuery",
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
    "name": "KeywordsScreenQuery",
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
    "id": "011acbdd0fc52c012d9078e4139457373064945aeb995c0abea8c7d2ad5689ec",
    "metadata": {},
    "name": "KeywordsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f5d97c391932651ffcc454b5d18a8407";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
