/**
 * @generated SignedSource<<12832b112899a21460881431ad07e965>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnnotationsScreen_sets$data = {
  readonly adminAnnotations: ReadonlyArray<{
    readonly children: ReadonlyArray<{
      readonly name: string;
      readonly questions: ReadonlyArray<{
        readonly number: number;
        readonly term: number;
        readonly topicName: string;
        readonly urlId: string;
        readonly year: number;
      }>;
      readonly type: string;
      readonly urlId: string;
    }>;
    readonly name: string;
    readonly type: string;
    readonly urlId: string;
  }>;
  readonly " $fragmentType": "AnnotationsScreen_sets";
};
export type AnnotationsScreen_sets$key = {
  readonly " $data"?: AnnotationsScreen_sets$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnotationsScreen_sets">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
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
  "name": "type",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnotationsScreen_sets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminAnnotation",
      "kind": "LinkedField",
      "name": "adminAnnotations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminAnnotationChild",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "AnnotationLinkedQuestion",
              "kind": "LinkedField",
              "name": "questions",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "year",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "term",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "topicName",
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
    }
  ],
  "type": "Stream",
  "abstractKey": null
};
})();

(node as any).hash = "c44ffd094b82b9ce09486ecdbae8a4a0";

export default node;
