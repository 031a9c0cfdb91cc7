/**
 * @generated SignedSource<<6762d943c43bdb5063b178c9b97d80e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CoverageGrid_coverage$data = {
  readonly complexities: ReadonlyArray<Complexity | null | undefined>;
  readonly rows: ReadonlyArray<{
    readonly cells: ReadonlyArray<{
      readonly complexity: Complexity | null | undefined;
      readonly minutes: number;
      readonly points: number;
      readonly questions: number;
    }>;
    readonly domainUrlId: string | null | undefined;
    readonly name: string | null | undefined;
    readonly total: {
      readonly minutes: number;
      readonly points: number;
      readonly questions: number;
    };
  }>;
  readonly total: {
    readonly minutes: number;
    readonly points: number;
    readonly questions: number;
  };
  readonly totals: ReadonlyArray<{
    readonly complexity: Complexity | null | undefined;
    readonly minutes: number;
    readonly points: number;
    readonly questions: number;
  }>;
  readonly " $fragmentType": "CoverageGrid_coverage";
};
export type CoverageGrid_coverage$key = {
  readonly " $data"?: CoverageGrid_coverage$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoverageGrid_coverage">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questions",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minutes",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "complexity",
    "storageKey": null
  },
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "CoverageTotal",
  "kind": "LinkedField",
  "name": "total",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoverageGrid_coverage",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "complexities",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CoverageRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domainUrlId",
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
          "concreteType": "CoverageCell",
          "kind": "LinkedField",
          "name": "cells",
          "plural": true,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CoverageCell",
      "kind": "LinkedField",
      "name": "totals",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "type": "Coverage",
  "abstractKey": null
};
})();

(node as any).hash = "79c7b53a32ca1552adb11d32ee40e0e9";

export default node;
