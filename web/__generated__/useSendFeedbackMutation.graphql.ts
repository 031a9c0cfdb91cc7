/**
 * @generated SignedSource<<364595b940a3c947ee0b75fe1f5661dd>>
 * @relayHash 5d934c15ae307678c79a971ebd51853e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59bdc91e36c0fc4be32d650bd2834c7267e5b66c14ec5da4b8423af610b850e2

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
    readonly data?: {
      readonly ok: boolean;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
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
            "concreteType": "SendFeedbackPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ok",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSendFeedbackSuccess",
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
    "id": "59bdc91e36c0fc4be32d650bd2834c7267e5b66c14ec5da4b8423af610b850e2",
    "metadata": {},
    "name": "useSendFeedbackMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e695d26b77634260a34cb65cd425799c";

export default node;
