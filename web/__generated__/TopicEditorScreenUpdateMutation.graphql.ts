/**
 * @generated SignedSource<<88a767fc9f905935d7af9b39013b53f9>>
 * @relayHash df02706cc7f4fdf2beea33be7273f9f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c033587652fdbe095e493c5cd319f92d8afd7cafb37bc51818d60911ca0618f

import { ConcreteRequest } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
export type TopicEditField = "attachmentIds" | "complexity" | "introduction" | "name" | "popularity" | "position" | "%future added value";
export type TopicEditorScreenUpdateMutation$variables = {
  attachmentIds?: ReadonlyArray<string> | null | undefined;
  complexity?: Complexity | null | undefined;
  id: string;
  introduction?: string | null | undefined;
  name?: string | null | undefined;
  popularity?: number | null | undefined;
  position?: number | null | undefined;
  version?: number | null | undefined;
};
export type TopicEditorScreenUpdateMutation$data = {
  readonly updateTopic: {
    readonly __typename: string;
    readonly changedFields?: ReadonlyArray<TopicEditField>;
    readonly current?: {
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
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly topic?: {
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
      readonly name: string;
    };
  };
};
export type TopicEditorScreenUpdateMutation = {
  response: TopicEditorScreenUpdateMutation$data;
  variables: TopicEditorScreenUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attachmentIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "complexity"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "introduction"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "popularity"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "position"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/),
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
      (v8/*:: as any*/),
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
v10 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "attachmentIds",
        "variableName": "attachmentIds"
      },
      {
        "kind": "Variable",
        "name": "complexity",
        "variableName": "complexity"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "introduction",
        "variableName": "introduction"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "popularity",
        "variableName": "popularity"
      },
      {
        "kind": "Variable",
        "name": "position",
        "variableName": "position"
      },
      {
        "kind": "Variable",
        "name": "version",
        "variableName": "version"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateTopic",
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
            "concreteType": "Topic",
            "kind": "LinkedField",
            "name": "topic",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TopicEdit",
                "kind": "LinkedField",
                "name": "edit",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateTopicSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changedFields",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TopicEdit",
            "kind": "LinkedField",
            "name": "current",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "TopicConflictError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messages",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TopicEditorScreenUpdateMutation",
    "selections": (v10/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TopicEditorScreenUpdateMutation",
    "selections": (v10/*:: as any*/)
  },
  "params": {
    "id": "1c033587652fdbe095e493c5cd319f92d8afd7cafb37bc51818d60911ca0618f",
    "metadata": {},
    "name": "TopicEditorScreenUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7a5d03b0d81afd7041464934169e4af";

export default node;
