/**
 * @generated SignedSource<<3a68112940d3ba11bb8a023c401cdc05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetDevices_collection$data = {
  readonly devices: number | null | undefined;
  readonly id: string;
  readonly maxDevices: number;
  readonly " $fragmentType": "SetDevices_collection";
};
export type SetDevices_collection$key = {
  readonly " $data"?: SetDevices_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetDevices_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetDevices_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "devices",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxDevices",
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "0cfb4c0f18fc07922e6ea445825eef6d";

export default node;
