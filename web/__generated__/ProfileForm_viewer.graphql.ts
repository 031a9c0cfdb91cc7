/**
 * @generated SignedSource<<d1b7d24e411c1872b83135fac04dc826>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "admin" | "author" | "docent" | "leerling" | "participant" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_viewer$data = {
  readonly choosableGroups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly streams: ReadonlyArray<{
    readonly course: {
      readonly name: string;
    };
  }>;
  readonly user: {
    readonly course: string | null | undefined;
    readonly email: string;
    readonly firstName: string;
    readonly grade: string | null | undefined;
    readonly id: string;
    readonly lastName: string;
    readonly manageGroups: ReadonlyArray<string>;
    readonly newsletter: boolean;
    readonly place: string | null | undefined;
    readonly role: Role | null | undefined;
    readonly school: string | null | undefined;
    readonly seats: ReadonlyArray<{
      readonly groups: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly id: string;
      readonly isActive: boolean;
      readonly license: {
        readonly brinId: string | null | undefined;
        readonly id: string;
        readonly type: string;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ProfileForm_viewer";
};
export type ProfileForm_viewer$key = {
  readonly " $data"?: ProfileForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_viewer">;
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
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "school",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "place",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "course",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "grade",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newsletter",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manageGroups",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Seat",
          "kind": "LinkedField",
          "name": "seats",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "concreteType": "Group",
              "kind": "LinkedField",
              "name": "groups",
              "plural": true,
              "selections": (v2/*:: as any*/),
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
                  "name": "brinId",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
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
      "name": "streams",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Course",
          "kind": "LinkedField",
          "name": "course",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
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
      "name": "choosableGroups",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "3cd5d16fd29d862379cd219f37f7c3e3";

export default node;
