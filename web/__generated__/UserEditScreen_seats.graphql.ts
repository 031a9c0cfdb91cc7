/**
 * @generated SignedSource<<6968b08ce5298ce2d72f3c377de662ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserEditScreen_seats$data = {
  readonly adminSeats: ReadonlyArray<{
    readonly groups: ReadonlyArray<string>;
    readonly isActive: boolean;
    readonly licenseBegin: any;
    readonly licenseDescription: string | null | undefined;
    readonly licenseEnd: any;
    readonly licenseType: string;
    readonly licenseUrlId: string;
    readonly privileges: ReadonlyArray<{
      readonly action: string;
      readonly begin: any;
      readonly end: any;
      readonly isActive: boolean;
      readonly objectType: string;
    }>;
    readonly role: string;
    readonly seatUrlId: string;
  }>;
  readonly " $fragmentType": "UserEditScreen_seats";
};
export type UserEditScreen_seats$key = {
  readonly " $data"?: UserEditScreen_seats$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserEditScreen_seats">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserEditScreen_seats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminUserSeat",
      "kind": "LinkedField",
      "name": "adminSeats",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seatUrlId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licenseUrlId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licenseType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licenseDescription",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licenseBegin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licenseEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "groups",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminUserPrivilege",
          "kind": "LinkedField",
          "name": "privileges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "action",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "objectType",
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
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "355024b4f19a841387920e31be847a90";

export default node;
