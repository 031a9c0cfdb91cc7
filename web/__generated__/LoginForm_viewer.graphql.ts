/**
 * @generated SignedSource<<d9468ea036e2dc478cff3ff8a76f2c5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginForm_viewer$data = {
  readonly ssoAvailable: boolean;
  readonly " $fragmentType": "LoginForm_viewer";
};
export type LoginForm_viewer$key = {
  readonly " $data"?: LoginForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoginForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoginForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ssoAvailable",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "157a3c13848d1da56c0d4bc36843b35c";

export default node;
