/**
 * @generated SignedSource<<fb4ad315966477719988ed6c4ab00608>>
 * @relayHash 19bd903c1dfd69ad699875a2cdd6877c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 091d204908f3aa41eea709d05393116007f98aac60e03544ed77158b0c84a998

import { ConcreteRequest } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
export type TopicEditField = "attachmentIds" | "complexity" | "introduction" | "name" | "popularity" | "position" | "%future added value";
export type TopicEditorScreenUpdateMutation$variables = {
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
  "name": "complexity"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "introduction"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "popularity"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "position"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/),
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
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "editId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v9 = [
  {
    "alias": null,
    "args": [
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
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TopicEdit",
                "kind": "LinkedField",
                "name": "edit",
                "plural": false,
                "selections": (v8/*:: as any*/),
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
            "selections": (v8/*:: as any*/),
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
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TopicEditorScreenUpdateMutation",
    "selections": (v9/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TopicEditorScreenUpdateMutation",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "id": "091d204908f3aa41eea709d05393116007f98aac60e03544ed77158b0c84a998",
    "metadata": {},
    "name": "TopicEditorScreenUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "05642da5f9527d364ac9ca97f5e60e09";

export default node;
