/**
 * @generated SignedSource<<ff3907485df13b397e526f129237f99a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "admin" | "author" | "docent" | "leerling" | "participant" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffHome_viewer$data = {
  readonly user: {
    readonly firstName: string;
    readonly role: Role | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "StaffHome_viewer";
};
export type StaffHome_viewer$key = {
  readonly " $data"?: StaffHome_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffHome_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffHome_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
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
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "f604ab84bc8141fd487d83bf1ee05578";

export default node;
