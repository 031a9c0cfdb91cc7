/**
 * @generated SignedSource<<3139aaca284a9a2887b88195db7eca89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharePanel_collection$data = {
  readonly hides: ReadonlyArray<{
    readonly group: {
      readonly name: string;
    } | null | undefined;
    readonly until: any;
  }> | null | undefined;
  readonly id: string;
  readonly shares: ReadonlyArray<{
    readonly createdAt: any;
    readonly group: {
      readonly name: string;
    } | null | undefined;
  }> | null | undefined;
  readonly viewerMayManage: boolean;
  readonly " $fragmentType": "SharePanel_collection";
};
export type SharePanel_collection$key = {
  readonly " $data"?: SharePanel_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharePanel_collection">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Group",
  "kind": "LinkedField",
  "name": "group",
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharePanel_collection",
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
      "name": "viewerMayManage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionShare",
      "kind": "LinkedField",
      "name": "shares",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionHide",
      "kind": "LinkedField",
      "name": "hides",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "until",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "8ec8d2cb5873c3be82b9d001557b5e63";

export default node;
