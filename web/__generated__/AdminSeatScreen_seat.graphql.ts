/**
 * @generated SignedSource<<9230c96bbe382da46ed491b64c118e55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SeatRole = "docent" | "leerling" | "%future added value";
export type SeatStatus = "active" | "empty" | "invited" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminSeatScreen_seat$data = {
  readonly adminAccount: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly adminActions: ReadonlyArray<{
    readonly action: string;
    readonly objectType: string;
    readonly unlimited: boolean;
  }>;
  readonly adminPrivileges: ReadonlyArray<{
    readonly action: string;
    readonly begin: any;
    readonly end: any;
    readonly id: string;
    readonly isActive: boolean;
    readonly objectName: string;
    readonly objectType: string;
  }>;
  readonly email: string | null | undefined;
  readonly firstName: string | null | undefined;
  readonly hasUser: boolean;
  readonly id: string;
  readonly isActive: boolean;
  readonly lastName: string | null | undefined;
  readonly license: {
    readonly begin: any;
    readonly description: string | null | undefined;
    readonly end: any;
    readonly type: string;
    readonly urlId: string;
  };
  readonly name: string;
  readonly role: SeatRole;
  readonly status: SeatStatus;
  readonly " $fragmentType": "AdminSeatScreen_seat";
};
export type AdminSeatScreen_seat$key = {
  readonly " $data"?: AdminSeatScreen_seat$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSeatScreen_seat">;
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
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "begin",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "objectType",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSeatScreen_seat",
  "selections": [
    (v0/*:: as any*/),
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminSeatAccount",
      "kind": "LinkedField",
      "name": "adminAccount",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "License",
      "kind": "LinkedField",
      "name": "license",
      "plural": false,
      "selections": [
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
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        (v5/*:: as any*/),
        (v6/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminSeatPrivilege",
      "kind": "LinkedField",
      "name": "adminPrivileges",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "objectName",
          "storageKey": null
        },
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminPrivilegeAction",
      "kind": "LinkedField",
      "name": "adminActions",
      "plural": true,
      "selections": [
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unlimited",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Seat",
  "abstractKey": null
};
})();

(node as any).hash = "b1cc624a80e18b79babb6a55220eb8a1";

export default node;
