/**
 * @generated SignedSource<<e50e6be8b7d04a84cecfa56625898023>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExamBlock_exam$data = {
  readonly estimatedGrade: {
    readonly grade: number;
    readonly maxScore: number;
    readonly nextGrade: number | null | undefined;
    readonly pointsToNextGrade: number | null | undefined;
    readonly score: number;
  } | null | undefined;
  readonly isPilot: boolean;
  readonly maxScore: number;
  readonly nTerm: number | null | undefined;
  readonly name: string;
  readonly questionCount: number;
  readonly scoredCount: number;
  readonly scoredPoints: number;
  readonly term: number;
  readonly topics: ReadonlyArray<{
    readonly name: string;
    readonly position: number;
    readonly questions: ReadonlyArray<{
      readonly question: {
        readonly id: string;
        readonly number: number;
        readonly urlId: string;
      };
    }>;
    readonly urlId: string;
  }>;
  readonly urlId: string;
  readonly year: number;
  readonly " $fragmentType": "ExamBlock_exam";
};
export type ExamBlock_exam$key = {
  readonly " $data"?: ExamBlock_exam$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExamBlock_exam">;
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
  "name": "maxScore",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExamBlock_exam",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "isPilot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nTerm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionCount",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoredCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoredPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EstimatedGrade",
      "kind": "LinkedField",
      "name": "estimatedGrade",
      "plural": false,
      "selections": [
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
          "name": "score",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextGrade",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pointsToNextGrade",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PracticeExamTopic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
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
  "type": "PracticeExam",
  "abstractKey": null
};
})();

(node as any).hash = "e37070c2804d3df36c469a2f05b390c2";

export default node;
