/**
 * @generated SignedSource<<ea279f50f590100ea293e71fa6726faf>>
 * @relayHash 27d8051f642216824a291e8277974066
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da6c7ddb36e93c8be104d2d4de156cf32e667dd373944a598ca193b61a32644b

import { ConcreteRequest } from 'relay-runtime';
export type TopicEditorScreenDeleteMutation$variables = {
  id: string;
};
export type TopicEditorScreenDeleteMutation$data = {
  readonly deleteTopic: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type TopicEditorScreenDeleteMutation = {
  response: TopicEditorScreenDeleteMutation$data;
  variables: TopicEditorScreenDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteTopic",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "TopicEditorScreenDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TopicEditorScreenDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "da6c7ddb36e93c8be104d2d4de156cf32e667dd373944a598ca193b61a32644b",
    "metadata": {},
    "name": "TopicEditorScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6aec34dfb2febf560604764baad015f9";

export default node;
