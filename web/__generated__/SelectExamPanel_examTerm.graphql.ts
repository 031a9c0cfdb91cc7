/**
 * @generated SignedSource<<f31f5cb1bf206f4b586e7cd9923a62d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SelectExamPanel_examTerm$data = {
  readonly id: string;
  readonly questionCount: number;
  readonly stream: {
    readonly id: string;
    readonly name: string;
  };
  readonly term: number;
  readonly viewerMaySelect: boolean;
  readonly viewerSelectionCount: number;
  readonly viewerSelectionNotice: string | null | undefined;
  readonly year: number;
  readonly " $fragmentType": "SelectExamPanel_examTerm";
};
export type SelectExamPanel_examTerm$key = {
  readonly " $data"?: SelectExamPanel_examTerm$data;
  readonly " $fragmentSpreads": FragmentRefs<"SelectExamPanel_examTerm">;
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
  "name": "SelectExamPanel_examTerm",
  "selections": [
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
      "name": "viewerMaySelect",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerSelectionNotice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerSelectionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Stream",
      "kind": "LinkedField",
      "name": "stream",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "ExamTerm",
  "abstractKey": null
};
})();

(node as any).hash = "5e082bdaaff7a062cd249604bec70ef8";

export default node;
