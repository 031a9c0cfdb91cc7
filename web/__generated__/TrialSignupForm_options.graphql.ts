/**
 * @generated SignedSource<<4f68707ab883c564cdd1cbc9f6d15527>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrialSignupForm_options$data = {
  readonly trialLicenses: ReadonlyArray<{
    readonly levelName: string;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "TrialSignupForm_options";
};
export type TrialSignupForm_options$key = {
  readonly " $data"?: TrialSignupForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrialSignupForm_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrialSignupForm_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TrialLicenseOption",
      "kind": "LinkedField",
      "name": "trialLicenses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
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
          "name": "levelName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SignupOptions",
  "abstractKey": null
};

(node as any).hash = "6a6910e91a22c1ee6ffbf5517cb38555";

export default node;
