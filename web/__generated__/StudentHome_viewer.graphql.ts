/**
 * @generated SignedSource<<a3cd042608cdbfa0da8cb63c16262c61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentHome_viewer$data = {
  readonly currentStream: {
    readonly name: string;
  } | null | undefined;
  readonly hasGroups: boolean;
  readonly practiceNotice: string | null | undefined;
  readonly user: {
    readonly firstName: string;
  } | null | undefined;
  readonly " $fragmentType": "StudentHome_viewer";
};
export type StudentHome_viewer$key = {
  readonly " $data"?: StudentHome_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentHome_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentHome_viewer",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasGroups",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "practiceNotice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Stream",
      "kind": "LinkedField",
      "name": "currentStream",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "cfc147c22d82fa90b0261f7c4957ef4d";

export default node;
