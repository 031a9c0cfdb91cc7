/**
 * @generated SignedSource<<97b78d4783e70c32ec75c65c1c059cf4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Area = "admin" | "adminOnly" | "cart" | "exams" | "licenses" | "profile" | "selfPractice" | "students" | "teacher" | "teacherSelection" | "%future added value";
export type Role = "admin" | "author" | "docent" | "leerling" | "participant" | "%future added value";
export type SetMaking = "limited" | "unlimited" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MainMenu_viewer$data = {
  readonly areas: ReadonlyArray<Area>;
  readonly cartTopicCount: number;
  readonly currentStream: {
    readonly course: {
      readonly name: string;
    };
    readonly level: {
      readonly name: string;
    };
    readonly urlId: string;
  } | null | undefined;
  readonly currentStreamGrant: {
    readonly setMaking: SetMaking | null | undefined;
  } | null | undefined;
  readonly hasGroups: boolean;
  readonly practiceNotice: string | null | undefined;
  readonly user: {
    readonly hasProfile: boolean;
    readonly role: Role | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "MainMenu_viewer";
};
export type MainMenu_viewer$key = {
  readonly " $data"?: MainMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MainMenu_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MainMenu_viewer",
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
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasProfile",
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
      "kind": "ScalarField",
      "name": "hasGroups",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "practiceNotice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cartTopicCount",
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
          "concreteType": "Course",
          "kind": "LinkedField",
          "name": "course",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Level",
          "kind": "LinkedField",
          "name": "level",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StreamGrant",
      "kind": "LinkedField",
      "name": "currentStreamGrant",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "setMaking",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "ab3122487e56c517408843628ca2c480";

export default node;
