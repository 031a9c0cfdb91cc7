/**
 * @generated SignedSource<<d9151ec5bfdd4eeddbd9897d33b3d55e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Shell_viewer$data = {
  readonly user: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"Header_viewer" | "Protected_viewer" | "SessionGuard_viewer">;
  readonly " $fragmentType": "Shell_viewer";
};
export type Shell_viewer$key = {
  readonly " $data"?: Shell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Shell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Shell_viewer",
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
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Header_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SessionGuard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Protected_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e999160260b02e022be1994086c5ec8c";

export default node;
