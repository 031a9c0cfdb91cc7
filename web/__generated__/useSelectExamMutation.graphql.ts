/**
 * @generated SignedSource<<c409f8a6c26afa977908c34c96731af0>>
 * @relayHash 307eada143f0024031ad9e99e42e0c6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2c9255ce491ead911c16ddb3a261ee6960b9194c9cb31561ec6afdf7320e8d6

import { ConcreteRequest } from 'relay-runtime';
export type useSelectExamMutation$variables = {
  streamId: string;
  term: number;
  year: number;
};
export type useSelectExamMutation$data = {
  readonly selectExam: {
    readonly __typename: string;
    readonly examTerm?: {
      readonly id: string;
      readonly viewerSelectionCount: number;
    } | null | undefined;
    readonly message?: string;
    readonly questionCount?: number;
    readonly topicCount?: number;
    readonly viewer?: {
      readonly cartTopicCount: number;
    };
  };
};
export type useSelectExamMutation = {
  response: useSelectExamMutation$data;
  variables: useSelectExamMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "streamId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "year"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "streamId",
        "variableName": "streamId"
      },
      {
        "kind": "Variable",
        "name": "term",
        "variableName": "term"
      },
      {
        "kind": "Variable",
        "name": "year",
        "variableName": "year"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "selectExam",
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
            "name": "topicCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "questionCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ExamTerm",
            "kind": "LinkedField",
            "name": "examTerm",
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
                "name": "viewerSelectionCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cartTopicCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SelectExamSuccess",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSelectExamMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSelectExamMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d2c9255ce491ead911c16ddb3a261ee6960b9194c9cb31561ec6afdf7320e8d6",
    "metadata": {},
    "name": "useSelectExamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "038db649c4ba5781d6d21d8e73955d31";

export default node;
