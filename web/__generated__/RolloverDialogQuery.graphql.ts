/**
 * @generated SignedSource<<8ebbdfda2ff9f5c1def3ec43acffaf89>>
 * @relayHash ec46c048fabdbe5a3d233002d860af5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ee134c57bbad38a59f8a4b27dbae342766f68a325faf34dc391ff7a7288df9a

import { ConcreteRequest } from 'relay-runtime';
export type RolloverGroupChange = "leaver" | "stays" | "up" | "%future added value";
export type RolloverDialogQuery$variables = {
  id: string;
};
export type RolloverDialogQuery$data = {
  readonly adminLicenseRollover: {
    readonly __typename: string;
    readonly begin?: any;
    readonly beginBefore?: any;
    readonly end?: any;
    readonly endBefore?: any;
    readonly fingerprint?: string;
    readonly groups?: ReadonlyArray<{
      readonly change: RolloverGroupChange;
      readonly groupId: string;
      readonly hiddenSeats: number;
      readonly name: string;
      readonly newName: string | null | undefined;
      readonly note: string | null | undefined;
    }>;
    readonly hiddenSeats?: number;
    readonly message?: string;
    readonly movedPrivileges?: number;
    readonly schoolYear?: string;
  };
};
export type RolloverDialogQuery = {
  response: RolloverDialogQuery$data;
  variables: RolloverDialogQuery$variables;
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
  "name": "hiddenSeats",
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
    "name": "adminLicenseRollover",
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
            "name": "schoolYear",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "beginBefore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endBefore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "begin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "end",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "movedPrivileges",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fingerprint",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RolloverGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "groupId",
                "storageKey": null
              },
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
                "name": "newName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "change",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "LicenseRolloverPreview",
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
    "name": "RolloverDialogQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolloverDialogQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7ee134c57bbad38a59f8a4b27dbae342766f68a325faf34dc391ff7a7288df9a",
    "metadata": {},
    "name": "RolloverDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7d8f616081ebadf291a9d03be495cdaa";

export default node;
