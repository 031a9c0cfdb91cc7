/**
 * @generated SignedSource<<4f013960f9cd127da17ca55a3b1d9873>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SetLimit = "completeTopics" | "topicsPerSet" | "wordTopics" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type cartRules_check$data = {
  readonly breaches: ReadonlyArray<{
    readonly available: number | null | undefined;
    readonly limit: SetLimit;
    readonly max: number;
    readonly message: string;
  }>;
  readonly completeTopics: number;
  readonly questions: number;
  readonly topics: number;
  readonly " $fragmentType": "cartRules_check";
};
export type cartRules_check$key = {
  readonly " $data"?: cartRules_check$data;
  readonly " $fragmentSpreads": FragmentRefs<"cartRules_check">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "cartRules_check",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topics",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completeTopics",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SetLimitBreach",
      "kind": "LinkedField",
      "name": "breaches",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "limit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "available",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SetCheck",
  "abstractKey": null
};

(node as any).hash = "fedc33e36ea004030f46718abbb728c1";

export default node;
