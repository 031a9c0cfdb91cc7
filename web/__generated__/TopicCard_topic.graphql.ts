/**
 * @generated SignedSource<<5734b5135b9bf71ecae9ebb936dba074>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TopicCard_topic$data = {
  readonly complexity: Complexity | null | undefined;
  readonly courseName: string;
  readonly highlights: ReadonlyArray<{
    readonly text: string;
  }>;
  readonly levelName: string;
  readonly name: string;
  readonly questionCount: number;
  readonly term: number | null | undefined;
  readonly totalMinutes: number;
  readonly totalPoints: number;
  readonly urlId: string;
  readonly viewerLastUse: {
    readonly groupName: string | null | undefined;
    readonly sharedAt: any;
  } | null | undefined;
  readonly year: number | null | undefined;
  readonly " $fragmentType": "TopicCard_topic";
};
export type TopicCard_topic$key = {
  readonly " $data"?: TopicCard_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicCard_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicCard_topic",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "courseName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "levelName",
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
      "name": "questionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalMinutes",
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
      "concreteType": "TopicHighlight",
      "kind": "LinkedField",
      "name": "highlights",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TopicLastUse",
      "kind": "LinkedField",
      "name": "viewerLastUse",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sharedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "groupName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "e38a1cd50f7c4856dab4ac1b776433e9";

export default node;
