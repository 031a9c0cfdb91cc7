/**
 * @generated SignedSource<<f2ebf9f5aa917e11d320acb6c96c15d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublicationStatus = "concept" | "missing" | "published" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StreamList_streams$data = ReadonlyArray<{
  readonly id: string;
  readonly level: {
    readonly name: string;
  };
  readonly name: string;
  readonly practiceStatus: PublicationStatus;
  readonly slug: string;
  readonly " $fragmentType": "StreamList_streams";
}>;
export type StreamList_streams$key = ReadonlyArray<{
  readonly " $data"?: StreamList_streams$data;
  readonly " $fragmentSpreads": FragmentRefs<"StreamList_streams">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "StreamList_streams",
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
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Level",
      "kind": "LinkedField",
      "name": "level",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "practiceStatus",
      "storageKey": null
    }
  ],
  "type": "Stream",
  "abstractKey": null
};
})();

(node as any).hash = "b51bf8cc0fb55f305fa810a3df6d2671";

export default node;
