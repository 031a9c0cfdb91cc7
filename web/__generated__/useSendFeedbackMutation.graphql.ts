/**
 * @generated SignedSource<<fed8f8e5255b92a1ff8db60730fa5f03>>
 * @relayHash 4b8d70a72d78dc01a7b341f2b8f3f295
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6858719efb715150505bd6a7aa77ca0ceec57f863d132a836f0a0afbcc0a7edc

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackInput = {
  collectionId?: string | null | undefined;
  examId?: string | null | undefined;
  feedback: string;
  part?: string | null | undefined;
  questionId?: string | null | undefined;
  streamId?: string | null | undefined;
};
export type useSendFeedbackMutation$variables = {
  input: FeedbackInput;
};
export type useSendFeedbackMutation$data = {
  readonly sendFeedback: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly ok?: boolean;
  };
};
export type useSendFeedbackMutation = {
  response: useSendFeedbackMutation$data;
  variables: useSendFeedbackMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendFeedback",
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
            "name": "ok",
            "storageKey": null
          }
        ],
        "type": "SendFeedbackSuccess",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendFeedbackMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendFeedbackMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6858719efb715150505bd6a7aa77ca0ceec57f863d132a836f0a0afbcc0a7edc",
    "metadata": {},
    "name": "useSendFeedbackMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b4c8784b27fd553d68ccbc881ccc0ee2";

export default node;
