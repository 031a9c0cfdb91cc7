/**
 * @generated SignedSource<<a00b57e218ee951b5b0ec7aa9410a612>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TopicEditorScreen_values$data = {
  readonly attachmentIds: ReadonlyArray<string>;
  readonly attachments: ReadonlyArray<{
    readonly editId: string;
    readonly name: string;
    readonly url: string;
  }>;
  readonly complexity: Complexity | null | undefined;
  readonly introduction: string | null | undefined;
  readonly name: string;
  readonly popularity: number;
  readonly position: number;
  readonly version: number;
  readonly " $fragmentType": "TopicEditorScreen_values";
};
export type TopicEditorScreen_values$key = {
  readonly " $data"?: TopicEditorScreen_values$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicEditorScreen_values">;
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
  "name": "TopicEditorScreen_values",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "complexity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "popularity",
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
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentIds",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "editId",
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
  "type": "TopicEdit",
  "abstractKey": null
};
})();

(node as any).hash = "0cbb1e8b20b22f2f441b6381493153d7";

export default node;
