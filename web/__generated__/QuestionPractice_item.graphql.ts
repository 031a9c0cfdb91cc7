/**
 * @generated SignedSource<<6569917a766dfb20dd88d8dd95211669>>
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
    readonly attachments: ReadonlyArray<{
      readonly name: string;
      readonly url: string;
    }>;
    readonly id: string;
    readonly number: number;
    readonly points: number;
    readonly urlId: string;
    readonly " $fragmentSpreads": FragmentRefs<"TopicTask_question">;
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Tip",
  "kind": "LinkedField",
  "name": "tips",
  "plural": true,
  "selections": [
    (v4/*:: as any*/)
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
          "concreteType": "Attachment",
          "kind": "LinkedField",
          "name": "attachments",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TopicTask_question"
        }
      ],
      "storageKey": null
    },
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Answer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
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
            (v4/*:: as any*/),
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
            (v5/*:: as any*/)
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

(node as any).hash = "eb1b86e13e8fd49873e404555a4582bc";

export default node;
