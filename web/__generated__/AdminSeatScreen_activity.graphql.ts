/**
 * @generated SignedSource<<fa2f004a71ebca4c336c1edae42ea831>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminSeatScreen_activity$data = {
  readonly adminActivity: ReadonlyArray<{
    readonly activity: string;
    readonly ts: any;
  }>;
  readonly hasUser: boolean;
  readonly " $fragmentType": "AdminSeatScreen_activity";
};
export type AdminSeatScreen_activity$key = {
  readonly " $data"?: AdminSeatScreen_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSeatScreen_activity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSeatScreen_activity",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "count",
          "value": 1000
        }
      ],
      "concreteType": "AdminSeatActivity",
      "kind": "LinkedField",
      "name": "adminActivity",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ts",
          "storageKey": null
        }
      ],
      "storageKey": "adminActivity(count:1000)"
    }
  ],
  "type": "Seat",
  "abstractKey": null
};

(node as any).hash = "8eeefd58d707b355da55d821ebf7feaa";

export default node;
