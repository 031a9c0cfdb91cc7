/**
 * @generated SignedSource<<71902232a735182731ecf8cd45408555>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChapterFilter_practice$data = {
  readonly chapterOptions: ReadonlyArray<{
    readonly chapters: ReadonlyArray<{
      readonly children: ReadonlyArray<{
        readonly name: string;
        readonly title: string | null | undefined;
        readonly urlId: string;
      }>;
      readonly name: string;
      readonly title: string | null | undefined;
      readonly urlId: string;
    }>;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ChapterFilter_practice";
};
export type ChapterFilter_practice$key = {
  readonly " $data"?: ChapterFilter_practice$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChapterFilter_practice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChapterFilter_practice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PracticeMethod",
      "kind": "LinkedField",
      "name": "chapterOptions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PracticeChapter",
          "kind": "LinkedField",
          "name": "chapters",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v0/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "PracticeChapter",
              "kind": "LinkedField",
              "name": "children",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                (v0/*:: as any*/),
                (v2/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Practice",
  "abstractKey": null
};
})();

(node as any).hash = "e589108cbbc28ca294853133f7652865";

export default node;
