/**
 * @generated SignedSource<<3dbbf5dc379d1bc38f0f4a1e617f14a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Area = "admin" | "adminOnly" | "cart" | "exams" | "licenses" | "profile" | "selfPractice" | "students" | "teacher" | "teacherSelection" | "%future added value";
export type ExpiryState = "expired" | "soon" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeacherHome_viewer$data = {
  readonly areas: ReadonlyArray<Area>;
  readonly currentStream: {
    readonly name: string;
    readonly urlId: string;
  } | null | undefined;
  readonly latestSets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CollectionCard_collection">;
      };
    }>;
  };
  readonly licenseNotices: ReadonlyArray<{
    readonly license: {
      readonly description: string | null | undefined;
      readonly id: string;
    };
    readonly state: ExpiryState;
    readonly text: string;
  }>;
  readonly user: {
    readonly firstName: string;
    readonly fullName: string;
  } | null | undefined;
  readonly " $fragmentType": "TeacherHome_viewer";
};
export type TeacherHome_viewer$key = {
  readonly " $data"?: TeacherHome_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeacherHome_viewer">;
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeacherHome_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
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
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "areas",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LicenseNotice",
      "kind": "LinkedField",
      "name": "licenseNotices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
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
              "name": "description",
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
      "name": "currentStream",
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "latestSets",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 2
        }
      ],
      "concreteType": "ViewerCollectionsConnection",
      "kind": "LinkedField",
      "name": "collections",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ViewerCollectionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Collection",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CollectionCard_collection"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "collections(first:2)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "6850d3ad129ff912fc3b60ae30ee8a2a";

export default node;
