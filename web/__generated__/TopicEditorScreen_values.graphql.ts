/**
 * @generated SignedSource<<10b8b3a42d3b0fe688e8071dc5a2f502>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TopicEdit",
  "abstractKey": null
};
})();

(node as any).hash = "68799e95e28d123ee3b668a3ae9db97d";

export default node;
