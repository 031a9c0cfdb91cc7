/**
 * @generated SignedSource<<99f26b1a982ef85412b63e837793c1eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CartTopics_cart$data = {
  readonly stream: {
    readonly id: string;
  };
  readonly topics: ReadonlyArray<{
    readonly complete: boolean;
    readonly id: string;
    readonly questions: ReadonlyArray<{
      readonly id: string;
      readonly number: number;
      readonly points: number;
      readonly timeInMinutes: number | null | undefined;
    }>;
    readonly topic: {
      readonly complexity: Complexity | null | undefined;
      readonly hasAnswers: boolean;
      readonly id: string;
      readonly name: string;
      readonly questionCount: number;
      readonly term: number | null | undefined;
      readonly urlId: string;
      readonly year: number | null | undefined;
    };
  }>;
  readonly " $fragmentType": "CartTopics_cart";
};
export type CartTopics_cart$key = {
  readonly " $data"?: CartTopics_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartTopics_cart">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartTopics_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Stream",
      "kind": "LinkedField",
      "name": "stream",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartTopic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "complete",
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
            (v0/*:: as any*/),
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
              "name": "name",
              "storageKey": null
            },
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
              "name": "complexity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasAnswers",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "questionCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Question",
          "kind": "LinkedField",
          "name": "questions",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "kind": "ScalarField",
              "name": "timeInMinutes",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "fa18148e0aded0413991f511b49e1734";

export default node;
