/**
 * @generated SignedSource<<80733b5e687773fa6710e589464a4a9a>>
 * @relayHash ea88cf80864264c6c2b36c095ec60bf0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7aec4927e2adf5c2a27a4cd706957fcc7a7899133beaba6d2c1206b40cfb2e5

import { ConcreteRequest } from 'relay-runtime';
export type DomainsScreenDeleteTypeMutation$variables = {
  id: string;
};
export type DomainsScreenDeleteTypeMutation$data = {
  readonly deleteQuestionType: {
    readonly __typename: string;
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
export type DomainsScreenDeleteTypeMutation = {
  response: DomainsScreenDeleteTypeMutation$data;
  variables: DomainsScreenDeleteTypeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteQuestionType",
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
        "type": "QuestionTypeDeleted",
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
    "name": "DomainsScreenDeleteTypeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DomainsScreenDeleteTypeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b7aec4927e2adf5c2a27a4cd706957fcc7a7899133beaba6d2c1206b40cfb2e5",
    "metadata": {},
    "name": "DomainsScreenDeleteTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8d8b72fc57aaa1fbddb08e596af05f46";

export default node;
