/**
 * @generated SignedSource<<c91443e8e22360d9bd6e82a4f04dac71>>
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
  readonly deactivatedAt: any | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deactivatedAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5beeef86d3899acc8b728d2a4026ba07";

export default node;
