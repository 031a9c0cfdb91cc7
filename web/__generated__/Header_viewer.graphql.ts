/**
 * @generated SignedSource<<296d8799f17734d82628300c64011f30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "admin" | "author" | "docent" | "leerling" | "participant" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Header_viewer$data = {
  readonly user: {
    readonly role: Role | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MainMenu_viewer" | "StreamPicker_viewer" | "UserMenu_viewer">;
  readonly " $fragmentType": "Header_viewer";
};
export type Header_viewer$key = {
  readonly " $data"?: Header_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_viewer",
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
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StreamPicker_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MainMenu_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b1f9d6038cce7951b8b31e78eeddbc6f";

export default node;
