/**
 * @generated SignedSource<<7ce435bb6cff47722d1c8f3f5b8cbead>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationScreen_viewer$data = {
  readonly user: {
    readonly email: string;
  } | null | undefined;
  readonly " $fragmentType": "InvitationScreen_viewer";
};
export type InvitationScreen_viewer$key = {
  readonly " $data"?: InvitationScreen_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationScreen_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationScreen_viewer",
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "3bbf51a60d0a9908a66a5cb89eeca901";

export default node;
