/**
 * @generated SignedSource<<f7e9b9b1ec73fa65f477e872f751f949>>
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

const node: ReaderFragment = {
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c5a85bb126deec45b90fe41118f6effc";

export default node;
