/**
 * @generated SignedSource<<1e85f86ff8aa70bc832df7ec778c6312>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserEditScreen_activity$data = {
  readonly adminActivity: ReadonlyArray<{
    readonly activity: string;
    readonly ts: any;
  }>;
  readonly id: string;
  readonly " $fragmentType": "UserEditScreen_activity";
};
export type UserEditScreen_activity$key = {
  readonly " $data"?: UserEditScreen_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserEditScreen_activity">;
};

import UserEditScreenActivityQuery_graphql from './UserEditScreenActivityQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": UserEditScreenActivityQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "UserEditScreen_activity",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "count",
          "variableName": "count"
        }
      ],
      "concreteType": "AdminActivityEntry",
      "kind": "LinkedField",
      "name": "adminActivity",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ts",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5ca1cdbd414bf806968ed82249b32e26";

export default node;
