/**
 * @generated SignedSource<<7d45d94e0038f0ca0046d4abbbfc217b>>
 * @relayHash 63b5bb2de371682677ae08f8abe44298
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb0919f635dbd6ac2af1bc52096f907f6cec0e417eb79b55056175f627ae8e3b

import { ConcreteRequest } from 'relay-runtime';
export type useRestoreAuditEntryMutation$variables = {
  id: string;
};
export type useRestoreAuditEntryMutation$data = {
  readonly restoreAuditEntry: {
    readonly __typename: string;
    readonly changedFields?: ReadonlyArray<string>;
    readonly entry?: {
      readonly id: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useRestoreAuditEntryMutation = {
  response: useRestoreAuditEntryMutation$data;
  variables: useRestoreAuditEntryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
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
    "name": "restoreAuditEntry",
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
            "concreteType": "AuditEntry",
            "kind": "LinkedField",
            "name": "entry",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RestoreAuditEntrySuccess",
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
          }
        ],
        "type": "AuditEntryChangedSinceError",
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
    "name": "useRestoreAuditEntryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRestoreAuditEntryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cb0919f635dbd6ac2af1bc52096f907f6cec0e417eb79b55056175f627ae8e3b",
    "metadata": {},
    "name": "useRestoreAuditEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "47cf89d885634924e4f1a49037743139";

export default node;
