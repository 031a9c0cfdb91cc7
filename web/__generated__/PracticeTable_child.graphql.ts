/**
 * @generated SignedSource<<f34002cc2b176da539e32e6346aa4126>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PracticeTable_child$data = {
  readonly name: string;
  readonly questions: ReadonlyArray<{
    readonly question: {
      readonly id: string;
      readonly number: number;
      readonly points: number;
      readonly topic: {
        readonly exam: {
          readonly term: number;
          readonly year: number;
        };
        readonly name: string;
        readonly urlId: string;
      };
      readonly urlId: string;
    };
  }>;
  readonly " $fragmentType": "PracticeTable_child";
};
export type PracticeTable_child$key = {
  readonly " $data"?: PracticeTable_child$data;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeTable_child">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PracticeTable_child",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SetQuestion",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Question",
          "kind": "LinkedField",
          "name": "question",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v1/*:: as any*/),
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
              "name": "points",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Topic",
              "kind": "LinkedField",
              "name": "topic",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TopicExam",
                  "kind": "LinkedField",
                  "name": "exam",
                  "plural": false,
                  "selections": [
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
      "storageKey": null
    }
  ],
  "type": "PracticeSetChild",
  "abstractKey": null
};
})();

(node as any).hash = "80bf85ed7fa30256141d047cea9e75b6";

export default node;
