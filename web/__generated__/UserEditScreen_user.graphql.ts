/**
 * @generated SignedSource<<a0e087a91fe83528f5e0a85b7316b8bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "admin" | "author" | "docent" | "leerling" | "participant" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserEditScreen_user$data = {
  readonly createdAt: any;
  readonly email: string;
  readonly firstName: string;
  readonly lastLoginAt: any | null | undefined;
  readonly lastName: string;
  readonly role: Role | null | undefined;
  readonly " $fragmentType": "UserEditScreen_user";
};
export type UserEditScreen_user$key = {
  readonly " $data"?: UserEditScreen_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserEditScreen_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserEditScreen_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastLoginAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9da1707f6e8b98fe695621525eefa246";

export default node;
