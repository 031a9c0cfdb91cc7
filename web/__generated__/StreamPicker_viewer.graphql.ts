/**
 * @generated SignedSource<<c6fbe6ad3d9ba2fe371a0ccc20450b37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StreamPicker_viewer$data = {
  readonly currentStream: {
    readonly id: string;
    readonly urlId: string;
  } | null | undefined;
  readonly streams: ReadonlyArray<{
    readonly course: {
      readonly name: string;
    };
    readonly id: string;
    readonly level: {
      readonly name: string;
    };
    readonly urlId: string;
  }>;
  readonly " $fragmentType": "StreamPicker_viewer";
};
export type StreamPicker_viewer$key = {
  readonly " $data"?: StreamPicker_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StreamPicker_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StreamPicker_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Stream",
      "kind": "LinkedField",
      "name": "streams",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Course",
          "kind": "LinkedField",
          "name": "course",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Level",
          "kind": "LinkedField",
          "name": "level",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "439e23c17413b260c1bfc143a4aef22f";

export default node;
