/**
 * @generated SignedSource<<dd118eadc381fe2b26423c4f91355e5c>>
 * @relayHash cc084523101fcc0aa70dce3bc0b97b4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 873fbde87330c9d3c4b99ef7ce08b3fc320c2bb78648e93b36226392a15c06ad

import { ConcreteRequest } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
export type TopicEditorScreenQuery$variables = {
  urlId: string;
};
export type TopicEditorScreenQuery$data = {
  readonly adminTopicByUrlId: {
    readonly edit: {
      readonly attachmentIds: ReadonlyArray<string>;
      readonly attachments: ReadonlyArray<{
        readonly editId: string;
        readonly name: string;
        readonly url: string;
      }>;
      readonly complexity: Complexity | null | undefined;
      readonly introduction: string | null | undefined;
      readonly name: string;
      readonly popularity: number;
      readonly position: number;
      readonly version: number;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type TopicEditorScreenQuery = {
  response: TopicEditorScreenQuery$data;
  variables: TopicEditorScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
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
        "concreteType": "TopicEdit",
        "kind": "LinkedField",
        "name": "edit",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "introduction",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "complexity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "popularity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attachmentIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Attachment",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "TopicEditorScreenQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TopicEditorScreenQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "873fbde87330c9d3c4b99ef7ce08b3fc320c2bb78648e93b36226392a15c06ad",
    "metadata": {},
    "name": "TopicEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "077336199c08767ca4f5602fc765c9d2";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
