/**
 * @generated SignedSource<<33de18b1e72f87a9c31949d465609be7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HomeVariant = "staff" | "student" | "studentGrade" | "studentGroups" | "teacher" | "teacherOnboarding1" | "teacherOnboarding2" | "visitor" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeVariant_viewer$data = {
  readonly home: HomeVariant;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingProfileStep_viewer" | "OnboardingWelcomeStep_viewer" | "StaffHome_viewer" | "StudentGradeStep_viewer" | "StudentGroupsStep_viewer" | "StudentHome_viewer" | "TeacherHome_viewer">;
  readonly " $fragmentType": "HomeVariant_viewer";
};
export type HomeVariant_viewer$key = {
  readonly " $data"?: HomeVariant_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeVariant_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeVariant_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "home",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TeacherHome_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnboardingProfileStep_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnboardingWelcomeStep_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudentHome_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudentGroupsStep_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudentGradeStep_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StaffHome_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7783894ae4fc4396cff855345ef1ba48";

export default node;
