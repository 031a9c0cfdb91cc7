/**
 * @generated SignedSource<<a2a970378e8d5a93954f5fae163c6ebc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExamYearState = "exams" | "noCentralExams" | "notProcessed" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExamYearBlock_year$data = {
  readonly state: ExamYearState;
  readonly terms: ReadonlyArray<{
    readonly isConcept: boolean;
    readonly showAnswers: boolean;
    readonly term: number;
    readonly termId: string;
  }>;
  readonly year: number;
  readonly " $fragmentType": "ExamYearBlock_year";
};
export type ExamYearBlock_year$key = {
  readonly " $data"?: ExamYearBlock_year$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExamYearBlock_year">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExamYearBlock_year",
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
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExamTerm",
      "kind": "LinkedField",
      "name": "terms",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "termId",
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
          "name": "showAnswers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isConcept",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ExamYear",
  "abstractKey": null
};

(node as any).hash = "dd11d8b6faabc412fddbe4e748b9321d";

export default node;
