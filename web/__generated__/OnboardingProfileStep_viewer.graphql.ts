/**
 * @generated SignedSource<<d41189c790ba087afc389a1e5988c09c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingProfileStep_viewer$data = {
  readonly choosableGroups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly user: {
    readonly firstName: string;
    readonly lastName: string;
    readonly manageGroups: ReadonlyArray<string>;
    readonly newsletter: boolean;
    readonly place: string | null | undefined;
    readonly school: string | null | undefined;
    readonly seats: ReadonlyArray<{
      readonly isActive: boolean;
      readonly license: {
        readonly brinId: string | null | undefined;
        readonly type: string;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "OnboardingProfileStep_viewer";
};
export type OnboardingProfileStep_viewer$key = {
  readonly " $data"?: OnboardingProfileStep_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingProfileStep_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnboardingProfileStep_viewer",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "school",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "place",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newsletter",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manageGroups",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Seat",
          "kind": "LinkedField",
          "name": "seats",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isActive",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "License",
              "kind": "LinkedField",
              "name": "license",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "type",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "brinId",
                  "storageKey": null
                }
              ],
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
      "concreteType": "Group",
      "kind": "LinkedField",
      "name": "choosableGroups",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "06c3acea4690db161f6ed89f59361979";

export default node;
