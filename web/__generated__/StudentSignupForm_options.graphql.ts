/**
 * @generated SignedSource<<08a128414dbdd2927cb0f24f997e2999>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentSignupForm_options$data = {
  readonly onlinePayment: boolean;
  readonly prices: ReadonlyArray<{
    readonly amountCents: number;
    readonly subjects: number;
  }>;
  readonly studentLevels: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
    readonly streams: ReadonlyArray<{
      readonly courseName: string;
      readonly slug: string;
    }>;
  }>;
  readonly studentLicenseEnd: any;
  readonly wholeLevelFrom: number;
  readonly " $fragmentType": "StudentSignupForm_options";
};
export type StudentSignupForm_options$key = {
  readonly " $data"?: StudentSignupForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentSignupForm_options">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentSignupForm_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StudentLevelOption",
      "kind": "LinkedField",
      "name": "studentLevels",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "StudentStreamOption",
          "kind": "LinkedField",
          "name": "streams",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "courseName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudentLicensePrice",
      "kind": "LinkedField",
      "name": "prices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subjects",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wholeLevelFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onlinePayment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studentLicenseEnd",
      "storageKey": null
    }
  ],
  "type": "SignupOptions",
  "abstractKey": null
};
})();

(node as any).hash = "9ba46590c865c079d443e09fd9df4be5";

export default node;
