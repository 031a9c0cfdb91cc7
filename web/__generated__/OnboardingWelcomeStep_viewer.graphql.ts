/**
 * @generated SignedSource<<b79c01f35d9b5b4526b265ee722c0263>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingWelcomeStep_viewer$data = {
  readonly user: {
    readonly firstName: string;
  } | null | undefined;
  readonly " $fragmentType": "OnboardingWelcomeStep_viewer";
};
export type OnboardingWelcomeStep_viewer$key = {
  readonly " $data"?: OnboardingWelcomeStep_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingWelcomeStep_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnboardingWelcomeStep_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "89d22f50d19f15476a21c7b870c1e214";

export default node;
