/**
 * @generated SignedSource<<4eaa8d9533232e0d7afc738bf09a09d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DownloadType = "digital" | "pdf" | "word" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CollectionCard_collection$data = {
  readonly answeredQuestions: number | null | undefined;
  readonly createdAt: any;
  readonly downloadType: DownloadType;
  readonly id: string;
  readonly name: string;
  readonly questionCount: number;
  readonly shortUrl: string;
  readonly tipCount: number | null | undefined;
  readonly topicCount: number;
  readonly topics: ReadonlyArray<{
    readonly minutes: number;
    readonly points: number;
    readonly questions: ReadonlyArray<{
      readonly number: number;
    }>;
    readonly topic: {
      readonly name: string;
      readonly term: number | null | undefined;
      readonly urlId: string;
      readonly year: number | null | undefined;
    };
  }>;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentDownloads_collection" | "SetDevices_collection" | "SharePanel_collection">;
  readonly " $fragmentType": "CollectionCard_collection";
};
export type CollectionCard_collection$key = {
  readonly " $data"?: CollectionCard_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionCard_collection">;
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
  "name": "CollectionCard_collection",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topicCount",
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
      "name": "answeredQuestions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tipCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionTopic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Topic",
          "kind": "LinkedField",
          "name": "topic",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "urlId",
              "storageKey": null
            },
            (v0/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "number",
              "storageKey": null
            }
          ],
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
          "name": "minutes",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SharePanel_collection"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentDownloads_collection"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SetDevices_collection"
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "7696dcb8c43ebb965d70f7279ed7969e";

export default node;
