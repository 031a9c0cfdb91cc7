/**
 * @generated SignedSource<<1bd26be48a362cde20123892ff4ec90c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeatmapTable_heatmap$data = {
  readonly name: string;
  readonly questions: ReadonlyArray<{
    readonly elaborationsSeen: number;
    readonly helpedStudents: number;
    readonly number: number;
    readonly questionId: string;
    readonly strategies: ReadonlyArray<{
      readonly name: string;
      readonly steps: ReadonlyArray<{
        readonly elaborations: number;
        readonly no: number;
        readonly position: number;
        readonly sectionId: string;
        readonly stuck: number;
        readonly tips: number;
      }>;
    }>;
    readonly students: number;
    readonly tipStudents: number;
    readonly tipsHelped: number | null | undefined;
    readonly tipsUsed: number;
    readonly topicName: string;
  }>;
  readonly " $fragmentType": "HeatmapTable_heatmap";
};
export type HeatmapTable_heatmap$key = {
  readonly " $data"?: HeatmapTable_heatmap$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeatmapTable_heatmap">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeatmapTable_heatmap",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "HeatmapQuestion",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionId",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "students",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tipStudents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "helpedStudents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tipsHelped",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tipsUsed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elaborationsSeen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HeatmapStrategy",
          "kind": "LinkedField",
          "name": "strategies",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "HeatmapStep",
              "kind": "LinkedField",
              "name": "steps",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "sectionId",
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
                  "name": "tips",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "elaborations",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "no",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "stuck",
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
  "type": "SetHeatmap",
  "abstractKey": null
};
})();

(node as any).hash = "fa1aaf02e898757781b945d160b8f0b5";

export default node;
