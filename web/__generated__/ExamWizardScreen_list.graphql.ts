/**
 * @generated SignedSource<<c84a5495fd27c374062659ee1ccd2c98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExamStatus = "concept" | "frozen" | "prepared" | "processing" | "published" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExamWizardScreen_list$data = {
  readonly adminQuestions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly number: number;
        readonly topic: {
          readonly id: string;
        };
        readonly urlId: string;
      };
    }>;
  };
  readonly adminTopics: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly urlId: string;
      };
    }>;
  };
  readonly status: ExamStatus;
  readonly " $fragmentType": "ExamWizardScreen_list";
};
export type ExamWizardScreen_list$key = {
  readonly " $data"?: ExamWizardScreen_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExamWizardScreen_list">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExamWizardScreen_list",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "ExamAdminTopicsConnection",
      "kind": "LinkedField",
      "name": "adminTopics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ExamAdminTopicsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Topic",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "adminTopics(first:100)"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 200
        }
      ],
      "concreteType": "ExamAdminQuestionsConnection",
      "kind": "LinkedField",
      "name": "adminQuestions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ExamAdminQuestionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Question",
              "kind": "LinkedField",
              "name": "node",
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
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Topic",
                  "kind": "LinkedField",
                  "name": "topic",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "adminQuestions(first:200)"
    }
  ],
  "type": "Exam",
  "abstractKey": null
};
})();

(node as any).hash = "3af089213a0a5106cbfa2ee1d213b7f8";

export default node;
