/**
 * @generated SignedSource<<04a4cdc57e227ab82ca7c764fa01cd0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TagsScreen_tags$data = {
  readonly adminTagDuplicates: ReadonlyArray<{
    readonly keep: {
      readonly name: string;
      readonly questionCount: number;
      readonly urlId: string;
    };
    readonly others: ReadonlyArray<{
      readonly name: string;
      readonly questionCount: number;
      readonly urlId: string;
    }>;
  }>;
  readonly adminTags: ReadonlyArray<{
    readonly name: string;
    readonly questionCount: number;
    readonly urlId: string;
  }>;
  readonly " $fragmentType": "TagsScreen_tags";
};
export type TagsScreen_tags$key = {
  readonly " $data"?: TagsScreen_tags$data;
  readonly " $fragmentSpreads": FragmentRefs<"TagsScreen_tags">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "questionCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TagsScreen_tags",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminTag",
      "kind": "LinkedField",
      "name": "adminTags",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminTagDuplicates",
      "kind": "LinkedField",
      "name": "adminTagDuplicates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminTag",
          "kind": "LinkedField",
          "name": "keep",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminTag",
          "kind": "LinkedField",
          "name": "others",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Stream",
  "abstractKey": null
};
})();

(node as any).hash = "3caaab0faddabd705fec86862a34e6d4";

export default node;
