/**
 * @generated SignedSource<<5549692c53d69c96d98cfe5d3b92f8c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrialSignupForm_options$data = {
  readonly trialDays: number;
  readonly trialLicenses: ReadonlyArray<{
    readonly levelName: string;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly trialStudentSeats: number;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trialDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trialStudentSeats",
      "storageKey": null
    }
  ],
  "type": "SignupOptions",
  "abstractKey": null
};

(node as any).hash = "7e6a309a99c735b884b6e051d2f4c47d";

export default node;
