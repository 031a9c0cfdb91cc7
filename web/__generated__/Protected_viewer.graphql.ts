/**
 * @generated SignedSource<<f7142891c34c23fc26a3f8a3e6cfd73f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Area = "admin" | "adminOnly" | "cart" | "exams" | "licenses" | "profile" | "selfPractice" | "students" | "teacher" | "teacherSelection" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Protected_viewer$data = {
  readonly areas: ReadonlyArray<Area>;
  readonly user: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "Protected_viewer";
};
export type Protected_viewer$key = {
  readonly " $data"?: Protected_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Protected_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Protected_viewer",
  "selections": [
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "f38eb26a420426ef4fafb2ead83420cf";

export default node;
