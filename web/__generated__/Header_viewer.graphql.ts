/**
 * @generated SignedSource<<15e14a74ac96037087ae0f59fe3c2ac5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Area = "admin" | "adminOnly" | "cart" | "exams" | "licenses" | "profile" | "selfPractice" | "students" | "teacher" | "teacherSelection" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Header_viewer$data = {
  readonly areas: ReadonlyArray<Area>;
  readonly user: {
    readonly id: string;
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
      "kind": "ScalarField",
      "name": "areas",
      "storageKey": null
    },
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
          "name": "id",
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

(node as any).hash = "f39a2ed56b039ab9408ddbd0afda513a";

export default node;
