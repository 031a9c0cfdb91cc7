/**
 * @generated SignedSource<<6e348d5b04eb76f6d23ba562adcaaade>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerStatus = "concept" | "published" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnswerEditorScreen_values$data = {
  readonly name: string;
  readonly position: number;
  readonly remark: string | null | undefined;
  readonly scores: ReadonlyArray<number>;
  readonly status: AnswerStatus;
  readonly steps: ReadonlyArray<{
    readonly correction: string | null | undefined;
    readonly elaboration: string | null | undefined;
    readonly explanation: string | null | undefined;
    readonly id: string;
    readonly points: number;
    readonly text: string | null | undefined;
    readonly tips: ReadonlyArray<{
      readonly id: string;
      readonly text: string;
    }>;
  }>;
  readonly urlId: string;
  readonly version: number;
  readonly " $fragmentType": "AnswerEditorScreen_values";
};
export type AnswerEditorScreen_values$key = {
  readonly " $data"?: AnswerEditorScreen_values$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerEditorScreen_values">;
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
  "name": "text",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerEditorScreen_values",
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
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "remark",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scores",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AnswerStepEdit",
      "kind": "LinkedField",
      "name": "steps",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correction",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elaboration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "explanation",
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
          "concreteType": "TipEdit",
          "kind": "LinkedField",
          "name": "tips",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AnswerEdit",
  "abstractKey": null
};
})();

(node as any).hash = "2d53caddb4e1b8cd5c6e504e1e7e5c45";

export default node;
