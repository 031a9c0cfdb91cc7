/**
 * @generated SignedSource<<c27fb36fb400d21e764af1dc967779a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BooksScreen_lists$data = {
  readonly adminBooks: ReadonlyArray<{
    readonly books: ReadonlyArray<{
      readonly chapters: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly questionCount: number;
        readonly title: string | null | undefined;
      }>;
      readonly id: string;
      readonly name: string;
      readonly questionCount: number;
    }>;
    readonly id: string;
    readonly name: string;
  }>;
  readonly adminUnusedMethodologies: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "BooksScreen_lists";
};
export type BooksScreen_lists$key = {
  readonly " $data"?: BooksScreen_lists$data;
  readonly " $fragmentSpreads": FragmentRefs<"BooksScreen_lists">;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BooksScreen_lists",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminMethodology",
      "kind": "LinkedField",
      "name": "adminBooks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminBook",
          "kind": "LinkedField",
          "name": "books",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "AdminChapter",
              "kind": "LinkedField",
              "name": "chapters",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                (v2/*:: as any*/)
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
      "concreteType": "AdminMethodologyChoice",
      "kind": "LinkedField",
      "name": "adminUnusedMethodologies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Stream",
  "abstractKey": null
};
})();

(node as any).hash = "cea1470cc89507566e993bec81f92500";

export default node;
