/**
 * @generated SignedSource<<c0c93542a5f9e2e7907890830577dfe8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentGradeStep_viewer$data = {
  readonly currentStream: {
    readonly course: {
      readonly name: string;
    };
  } | null | undefined;
  readonly streams: ReadonlyArray<{
    readonly course: {
      readonly name: string;
    };
  }>;
  readonly user: {
    readonly course: string | null | undefined;
    readonly firstName: string;
    readonly grade: string | null | undefined;
    readonly lastName: string;
    readonly newsletter: boolean;
  } | null | undefined;
  readonly " $fragmentType": "StudentGradeStep_viewer";
};
export type StudentGradeStep_viewer$key = {
  readonly " $data"?: StudentGradeStep_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentGradeStep_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Course",
    "kind": "LinkedField",
    "name": "course",
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentGradeStep_viewer",
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
          "name": "lastName",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Stream",
      "kind": "LinkedField",
      "name": "currentStream",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "ead4ad55900bfcf6cf6df60afa78abad";

export default node;
