/**
 * @generated SignedSource<<5df3bfcd182f25747853155b7e8d0f47>>
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
  readonly urlId: string;
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
      "name": "urlId",
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

(node as any).hash = "e5a235d38cf84ab8e47aa0f7b295dbba";

export default node;
