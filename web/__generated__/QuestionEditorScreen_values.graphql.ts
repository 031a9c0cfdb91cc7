/**
 * @generated SignedSource<<9de1c03f7816325e8c3fec422350959a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuestionEditorScreen_values$data = {
  readonly appendixIds: ReadonlyArray<string>;
  readonly appendixes: ReadonlyArray<{
    readonly editId: string;
    readonly name: string;
    readonly url: string;
  }>;
  readonly attachmentIds: ReadonlyArray<string>;
  readonly attachments: ReadonlyArray<{
    readonly editId: string;
    readonly name: string;
    readonly url: string;
  }>;
  readonly chapterIds: ReadonlyArray<string>;
  readonly complexity: Complexity | null | undefined;
  readonly dependencies: ReadonlyArray<{
    readonly appendixes: boolean;
    readonly attachments: boolean;
    readonly introduction: boolean;
    readonly questionId: string;
  }>;
  readonly domainIds: ReadonlyArray<string>;
  readonly highlights: ReadonlyArray<string>;
  readonly introduction: string | null | undefined;
  readonly number: number;
  readonly points: number;
  readonly proportionValue: number | null | undefined;
  readonly tagNames: ReadonlyArray<string>;
  readonly text: string;
  readonly timeInMinutes: number | null | undefined;
  readonly typeId: string | null | undefined;
  readonly version: number;
  readonly " $fragmentType": "QuestionEditorScreen_values";
};
export type QuestionEditorScreen_values$key = {
  readonly " $data"?: QuestionEditorScreen_values$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionEditorScreen_values">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "introduction",
  "storageKey": null
},
v1 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionEditorScreen_values",
  "selections": [
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
      "name": "proportionValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "typeId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appendixIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "appendixes",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chapterIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domainIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tagNames",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "highlights",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionDependencyEdit",
      "kind": "LinkedField",
      "name": "dependencies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attachments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appendixes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuestionEdit",
  "abstractKey": null
};
})();

(node as any).hash = "c20a664bb694add18f13399181286721";

export default node;
