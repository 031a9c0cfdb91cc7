/**
 * @generated SignedSource<<ec10d26b0e83320755ce4ec99740ec1e>>
 * @relayHash 5f80d4e8185ad4fb9d5cdbaa9fa36b5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f73111b731220a46ff34f45bf7ee410b79663f9f36c3a5d828945d4d15fcc05

import { ConcreteRequest } from 'relay-runtime';
export type useSaveFormulaSheetMutation$variables = {
  formulaSheet?: string | null | undefined;
  streamId: string;
};
export type useSaveFormulaSheetMutation$data = {
  readonly saveFormulaSheet: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly stream?: {
      readonly formulaSheet: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useSaveFormulaSheetMutation = {
  response: useSaveFormulaSheetMutation$data;
  variables: useSaveFormulaSheetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "formulaSheet"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "streamId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "formulaSheet",
        "variableName": "formulaSheet"
      },
      {
        "kind": "Variable",
        "name": "streamId",
        "variableName": "streamId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveFormulaSheet",
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
                "name": "formulaSheet",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveFormulaSheetSuccess",
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
    "name": "useSaveFormulaSheetMutation",
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
    "name": "useSaveFormulaSheetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3f73111b731220a46ff34f45bf7ee410b79663f9f36c3a5d828945d4d15fcc05",
    "metadata": {},
    "name": "useSaveFormulaSheetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7cc28bf3c7fd6cb5e04690f60bc061be";

export default node;
