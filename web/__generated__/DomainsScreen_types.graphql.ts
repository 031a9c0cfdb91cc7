/**
 * @generated SignedSource<<4b369499199b2a06002bfeeceab89dea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DomainsScreen_types$data = {
  readonly adminQuestionTypes: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly questionCount: number;
  }>;
  readonly " $fragmentType": "DomainsScreen_types";
};
export type DomainsScreen_types$key = {
  readonly " $data"?: DomainsScreen_types$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainsScreen_types">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainsScreen_types",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminQuestionType",
      "kind": "LinkedField",
      "name": "adminQuestionTypes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
          "name": "questionCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Stream",
  "abstractKey": null
};

(node as any).hash = "0ce49674beb5aafdac9b525a00928c66";

export default node;
