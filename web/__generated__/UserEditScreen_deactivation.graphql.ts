/**
 * @generated SignedSource<<80b819e285d6390de0cd3e8c9657def5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserEditScreen_deactivation$data = {
  readonly deactivatedAt: any | null | undefined;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly " $fragmentType": "UserEditScreen_deactivation";
};
export type UserEditScreen_deactivation$key = {
  readonly " $data"?: UserEditScreen_deactivation$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserEditScreen_deactivation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserEditScreen_deactivation",
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
      "name": "deactivatedAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0b9b356ab19ae6b80f059ec16c4f01fa";

export default node;
