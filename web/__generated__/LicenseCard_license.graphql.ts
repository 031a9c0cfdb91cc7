/**
 * @generated SignedSource<<dbb8be2889b7bf2e5f6b07e0da78e570>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LicenseCard_license$data = {
  readonly allowsDemoStudents: boolean;
  readonly begin: any;
  readonly canManage: boolean;
  readonly description: string | null | undefined;
  readonly end: any;
  readonly expiry: {
    readonly expired: boolean;
    readonly text: string;
  } | null | undefined;
  readonly groups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly studentCount: number | null | undefined;
  }>;
  readonly id: string;
  readonly isActive: boolean;
  readonly myDemoStudent: {
    readonly email: string | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly type: string;
  readonly " $fragmentSpreads": FragmentRefs<"SeatTable_license">;
  readonly " $fragmentType": "LicenseCard_license";
};
export type LicenseCard_license$key = {
  readonly " $data"?: LicenseCard_license$data;
  readonly " $fragmentSpreads": FragmentRefs<"LicenseCard_license">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "onlyStudents"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LicenseCard_license",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "canManage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowsDemoStudents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LicenseExpiry",
      "kind": "LinkedField",
      "name": "expiry",
      "plural": false,
      "selections": [
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
          "name": "text",
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
      "name": "myDemoStudent",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
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
          "name": "studentCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "onlyStudents",
          "variableName": "onlyStudents"
        }
      ],
      "kind": "FragmentSpread",
      "name": "SeatTable_license"
    }
  ],
  "type": "License",
  "abstractKey": null
};
})();

(node as any).hash = "6ab990a2b80f25ef6c3be604e5733295";

export default node;
