/**
 * @generated SignedSource<<4852d49e91894b7e58d0a233c80780ae>>
 * @relayHash 683269da1a383684ff2b4c35a4548d95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41d9d40f5a2d8253b7f307ddf319540ec9d45e62f640e18e8b33113c0fb82871

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackTabOptionsQuery$variables = {
  examId?: string | null | undefined;
  questionId?: string | null | undefined;
  streamId?: string | null | undefined;
};
export type FeedbackTabOptionsQuery$data = {
  readonly feedbackOptions: ReadonlyArray<{
    readonly info: string | null | undefined;
    readonly label: string;
    readonly value: string | null | undefined;
  }>;
};
export type FeedbackTabOptionsQuery = {
  response: FeedbackTabOptionsQuery$data;
  variables: FeedbackTabOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "examId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "questionId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "streamId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "examId",
        "variableName": "examId"
      },
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      },
      {
        "kind": "Variable",
        "name": "streamId",
        "variableName": "streamId"
      }
    ],
    "concreteType": "FeedbackOption",
    "kind": "LinkedField",
    "name": "feedbackOptions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "info",
        "storageKey": null
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
    "name": "FeedbackTabOptionsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FeedbackTabOptionsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "41d9d40f5a2d8253b7f307ddf319540ec9d45e62f640e18e8b33113c0fb82871",
    "metadata": {},
    "name": "FeedbackTabOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e568f0e9d940c9e240b13f36256b0211";

export default node;
