/**
 * @generated SignedSource<<56357d317f4eafc0c37eeec5ee1fca17>>
 * @relayHash 17202fba16b6a2815911504256fbaf27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66cb81792937ae726abe1abf3442a78a9b88992db1a8d5259945cfd9a8a8a092

import { ConcreteRequest } from 'relay-runtime';
export type useSelectQuestionsMutation$variables = {
  questionIds: ReadonlyArray<string>;
  topicId: string;
};
export type useSelectQuestionsMutation$data = {
  readonly selectQuestions: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly topic?: {
      readonly id: string;
      readonly inCart: boolean;
      readonly selectedQuestionIds: ReadonlyArray<string>;
    };
    readonly viewer?: {
      readonly cartTopicCount: number;
    };
  };
};
export type useSelectQuestionsMutation = {
  response: useSelectQuestionsMutation$data;
  variables: useSelectQuestionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "questionIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topicId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "questionIds",
        "variableName": "questionIds"
      },
      {
        "kind": "Variable",
        "name": "topicId",
        "variableName": "topicId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "selectQuestions",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inCart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "selectedQuestionIds",
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
        "type": "SelectQuestionsSuccess",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSelectQuestionsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSelectQuestionsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "66cb81792937ae726abe1abf3442a78a9b88992db1a8d5259945cfd9a8a8a092",
    "metadata": {},
    "name": "useSelectQuestionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cea55bc84139d381a4387a6c4ac9e8ab";

export default node;
