/**
 * @generated SignedSource<<1ef047abc3f99e126f34306b3ca82692>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SeatRole = "docent" | "leerling" | "%future added value";
export type SeatStatus = "active" | "empty" | "invited" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminLicenseScreen_license$data = {
  readonly adminSeats: ReadonlyArray<{
    readonly email: string | null | undefined;
    readonly groups: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
    readonly isVisible: boolean;
    readonly name: string;
    readonly role: SeatRole;
    readonly status: SeatStatus;
    readonly urlId: string;
  }> | null | undefined;
  readonly begin: any;
  readonly description: string | null | undefined;
  readonly end: any;
  readonly expired: boolean;
  readonly groups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly seatCount: number;
  }>;
  readonly id: string;
  readonly isActive: boolean;
  readonly knownType: boolean;
  readonly type: string;
  readonly urlId: string;
  readonly " $fragmentType": "AdminLicenseScreen_license";
};
export type AdminLicenseScreen_license$key = {
  readonly " $data"?: AdminLicenseScreen_license$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminLicenseScreen_license">;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminLicenseScreen_license",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "begin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "end",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "knownType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Group",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seatCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Seat",
      "kind": "LinkedField",
      "name": "adminSeats",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isVisible",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Group",
          "kind": "LinkedField",
          "name": "groups",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "License",
  "abstractKey": null
};
})();

(node as any).hash = "c96295695eaf4fd8bd483dfb2b5d9159";

export default node;
