/**
 * @generated SignedSource<<ceeeb8cc04f0e0602658052a48f795c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentGradeStep_allStreams$data = ReadonlyArray<{
  readonly course: {
    readonly name: string;
  };
  readonly " $fragmentType": "StudentGradeStep_allStreams";
}>;
export type StudentGradeStep_allStreams$key = ReadonlyArray<{
  readonly " $data"?: StudentGradeStep_allStreams$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentGradeStep_allStreams">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "StudentGradeStep_allStreams",
  "selections": [
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
  ],
  "type": "Stream",
  "abstractKey": null
};

(node as any).hash = "3e0ca0dd140c97e3577022b4084abbca";

export default node;
