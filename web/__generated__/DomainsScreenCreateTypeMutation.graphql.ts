/**
 * @generated SignedSource<<122278fa587262913b4151a89d9cefed>>
 * @relayHash 1544913d794e263a58054ac7d1f06aaf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d022fe36d881937f69bf104eb2ee6e445a3423ad708e7797091262df7fcb060

import { ConcreteRequest } from 'relay-runtime';
export type DomainsScreenCreateTypeMutation$variables = {
  name: string;
  streamId: string;
};
export type DomainsScreenCreateTypeMutation$data = {
  readonly createQuestionType: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly stream?: {
      readonly adminQuestionTypes: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly questionCount: number;
      }>;
      readonly id: string;
    };
  };
};
export type DomainsScreenCreateTypeMutation = {
  response: DomainsScreenCreateTypeMutation$data;
  variables: DomainsScreenCreateTypeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "streamId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "streamId",
        "variableName": "streamId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createQuestionType",
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
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminQuestionType",
                "kind": "LinkedField",
                "name": "adminQuestionTypes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questionCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QuestionTypeSaved",
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
    "name": "DomainsScreenCreateTypeMutation",
    "selections": (v3/*:: as any*/),
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
    "name": "DomainsScreenCreateTypeMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "3d022fe36d881937f69bf104eb2ee6e445a3423ad708e7797091262df7fcb060",
    "metadata": {},
    "name": "DomainsScreenCreateTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "17525a4cf1716260e7adb63f4db50f03";

export default node;
