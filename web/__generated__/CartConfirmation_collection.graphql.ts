/**
 * @generated SignedSource<<843e5880590e4fbf97d46266abdcb968>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartConfirmation_collection$data = {
  readonly qrCodes: {
    readonly address: string;
    readonly reachableFromPhone: boolean;
  } | null | undefined;
  readonly " $fragmentType": "CartConfirmation_collection";
};
export type CartConfirmation_collection$key = {
  readonly " $data"?: CartConfirmation_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartConfirmation_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartConfirmation_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QrCodes",
      "kind": "LinkedField",
      "name": "qrCodes",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reachableFromPhone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "a28ee75184b7ad052ca81d9aa58e9870";

export default node;
