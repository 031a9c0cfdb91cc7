/**
 * @generated SignedSource<<2908dd98efc48d79fbe8d935347163cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormulaSheetForm_stream$data = {
  readonly formulaSheet: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "FormulaSheetForm_stream";
};
export type FormulaSheetForm_stream$key = {
  readonly " $data"?: FormulaSheetForm_stream$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormulaSheetForm_stream">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormulaSheetForm_stream",
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
      "name": "formulaSheet",
      "storageKey": null
    }
  ],
  "type": "Stream",
  "abstractKey": null
};

(node as any).hash = "d6f4a2b6632d77f263e87484cb993511";

export default node;
