/**
 * @generated SignedSource<<d1f27a4d6f4bd4419344e807ad569ee8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MeasuredDifficulty_question$data = {
  readonly measuredDifficulty: {
    readonly afterAnswer: {
      readonly share: number | null | undefined;
      readonly students: number;
    };
    readonly complexity: Complexity | null | undefined;
    readonly disagrees: boolean;
    readonly measuredComplexity: Complexity | null | undefined;
    readonly proportionValue: number | null | undefined;
    readonly strategies: ReadonlyArray<{
      readonly name: string;
      readonly steps: ReadonlyArray<{
        readonly afterAnswer: {
          readonly share: number | null | undefined;
          readonly students: number;
        };
        readonly position: number;
        readonly students: number;
        readonly withTip: {
          readonly share: number | null | undefined;
          readonly students: number;
        };
        readonly withoutTip: {
          readonly share: number | null | undefined;
          readonly students: number;
        };
      }>;
    }>;
    readonly students: number;
    readonly withTip: {
      readonly share: number | null | undefined;
      readonly students: number;
    };
    readonly withoutTip: {
      readonly share: number | null | undefined;
      readonly students: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "MeasuredDifficulty_question";
};
export type MeasuredDifficulty_question$key = {
  readonly " $data"?: MeasuredDifficulty_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeasuredDifficulty_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "students",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "share",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "withoutTip",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "withTip",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "MeasuredShare",
  "kind": "LinkedField",
  "name": "afterAnswer",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MeasuredDifficulty_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MeasuredDifficulty",
      "kind": "LinkedField",
      "name": "measuredDifficulty",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "complexity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proportionValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "measuredComplexity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disagrees",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "MeasuredStrategy",
          "kind": "LinkedField",
          "name": "strategies",
          "plural": true,
          "selections": [
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
              "concreteType": "MeasuredStep",
              "kind": "LinkedField",
              "name": "steps",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "position",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/)
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
  "type": "Question",
  "abstractKey": null
};
})();

(node as any).hash = "ccce2d62218dd0d41d4aa61a0d0532e6";

export default node;
