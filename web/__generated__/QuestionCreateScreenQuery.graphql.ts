/**
 * @generated SignedSource<<5c637a949e29bcb50822d77281928e04>>
 * @relayHash 009ac425054ee97aae8c131d95a270b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f66d985497bfa58398dc3d171a56fadc6a5b16ddcb6f11c3d85a8608da60b1c

import { ConcreteRequest } from 'relay-runtime';
export type QuestionCreateScreenQuery$variables = {
  urlId: string;
};
export type QuestionCreateScreenQuery$data = {
  readonly adminTopicByUrlId: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type QuestionCreateScreenQuery = {
  response: QuestionCreateScreenQuery$data;
  variables: QuestionCreateScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": "Topic",
    "kind": "LinkedField",
    "name": "adminTopicByUrlId",
    "plural": false,
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
        "name": "name",
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
    "name": "QuestionCreateScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionCreateScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2f66d985497bfa58398dc3d171a56fadc6a5b16ddcb6f11c3d85a8608da60b1c",
    "metadata": {},
    "name": "QuestionCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f70732da841ec2aeb11702aca28b14d3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
