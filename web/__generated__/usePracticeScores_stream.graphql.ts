/**
 * @generated SignedSource<<5fad90b82aa7fd3715a66f6dedf269ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePracticeScores_stream$data = {
  readonly id: string;
  readonly myScores: ReadonlyArray<{
    readonly hasCompletedScoreFlow: boolean;
    readonly questionId: string;
    readonly scoredPoints: number;
    readonly sections: ReadonlyArray<{
      readonly isCorrect: boolean | null | undefined;
      readonly sectionId: string;
      readonly shownElaboration: boolean;
    }>;
    readonly totalPoints: number;
    readonly updatedAt: string;
  }>;
  readonly " $fragmentType": "usePracticeScores_stream";
};
export type usePracticeScores_stream$key = {
  readonly " $data"?: usePracticeScores_stream$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePracticeScores_stream">;
};

import PracticeScoresRefetchQuery_graphql from './PracticeScoresRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": PracticeScoresRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "usePracticeScores_stream",
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
      "concreteType": "QuestionScore",
      "kind": "LinkedField",
      "name": "myScores",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scoredPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasCompletedScoreFlow",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScoreSection",
          "kind": "LinkedField",
          "name": "sections",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sectionId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isCorrect",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "shownElaboration",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Stream",
  "abstractKey": null
};

(node as any).hash = "f84e225821594ae2c22066271e9c99b9";

export default node;
