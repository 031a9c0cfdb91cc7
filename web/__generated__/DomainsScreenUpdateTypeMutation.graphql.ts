/**
 * @generated SignedSource<<75e950b5b622bb96e8eb50e2bf2d04d5>>
 * @relayHash f1adb8d2f686e561abd0ee830aeb5d81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99ece442dbbbb2e70b0b7b4dc897b7d251c4abfd54a1a3348f764207bc715b46

import { ConcreteRequest } from 'relay-runtime';
export type DomainsScreenUpdateTypeMutation$variables = {
  id: string;
  name: string;
};
export type DomainsScreenUpdateTypeMutation$data = {
  readonly updateQuestionType: {
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
export type DomainsScreenUpdateTypeMutation = {
  response: DomainsScreenUpdateTypeMutation$data;
  variables: DomainsScreenUpdateTypeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateQuestionType",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminQuestionType",
                "kind": "LinkedField",
                "name": "adminQuestionTypes",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DomainsScreenUpdateTypeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DomainsScreenUpdateTypeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "99ece442dbbbb2e70b0b7b4dc897b7d251c4abfd54a1a3348f764207bc715b46",
    "metadata": {},
    "name": "DomainsScreenUpdateTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b76ea9002114edba5fb9c62289288710";

export default node;
