/**
 * @generated SignedSource<<f0f8e13ed871acd59558b6ab69c71f36>>
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

(node as any).hash = "f71e43e37d95b48c8e455fd0505bdca3";

export default node;
