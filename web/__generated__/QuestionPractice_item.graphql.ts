/**
 * @generated SignedSource<<4c33816653e21be8725257f948bc43d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionPractice_item$data = {
  readonly answers: ReadonlyArray<{
    readonly name: string;
    readonly scores: ReadonlyArray<number>;
    readonly sections: ReadonlyArray<{
      readonly correction: string | null | undefined;
      readonly elaboration: string | null | undefined;
      readonly explanation: string | null | undefined;
      readonly id: string;
      readonly points: number;
      readonly text: string | null | undefined;
      readonly tips: ReadonlyArray<{
        readonly text: string;
      }>;
      readonly urlId: string;
    }>;
  }>;
  readonly question: {
    readonly appendixes: ReadonlyArray<{
      readonly name: string;
      readonly url: string;
    }>;
    readonly attachments: ReadonlyArray<{
      readonly name: string;
      readonly url: string;
    }>;
    readonly id: string;
    readonly introduction: string | null | undefined;
    readonly number: number;
    readonly points: number;
    readonly text: string;
    readonly urlId: string;
  };
  readonly tips: ReadonlyArray<{
    readonly text: string;
  }>;
  readonly " $fragmentType": "QuestionPractice_item";
};
export type QuestionPractice_item$key = {
  readonly " $data"?: QuestionPractice_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionPractice_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Tip",
  "kind": "LinkedField",
  "name": "tips",
  "plural": true,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionPractice_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
      "kind": "LinkedField",
      "name": "question",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "introduction",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Attachment",
          "kind": "LinkedField",
          "name": "attachments",
          "plural": true,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Attachment",
          "kind": "LinkedField",
          "name": "appendixes",
          "plural": true,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Answer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scores",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AnswerSection",
          "kind": "LinkedField",
          "name": "sections",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "correction",
              "storageKey": null
            },
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "elaboration",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "explanation",
              "storageKey": null
            },
            (v6/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SetQuestion",
  "abstractKey": null
};
})();

(node as any).hash = "5a7f875cfeb015b5106123bb8e290943";

export default node;
