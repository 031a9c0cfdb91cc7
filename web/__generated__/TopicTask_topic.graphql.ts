/**
 * @generated SignedSource<<3b414a2d7178cd4f0a69cc25a00b86ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicTask_topic$data = {
  readonly attachments: ReadonlyArray<{
    readonly name: string;
    readonly url: string;
  }>;
  readonly introduction: string | null | undefined;
  readonly " $fragmentType": "TopicTask_topic";
};
export type TopicTask_topic$key = {
  readonly " $data"?: TopicTask_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicTask_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicTask_topic",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "introduction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "attachments",
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
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "161254d915fc46484674fa5142dfd852";

export default node;
