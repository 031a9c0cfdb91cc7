/**
 * @generated SignedSource<<1a8a1977891446e5e85f0237dfe7a9d9>>
 * @relayHash cd57c3d2e0c71cf05e6d87f578eb1358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ecbf0dd182bcddb5cd0df349e0500ca8fc77406bbcf47ad62c07c25e912105d

import { ConcreteRequest } from 'relay-runtime';
export type SectionMarkInput = {
  isCorrect?: boolean | null | undefined;
  sectionId: string;
  shownElaboration?: boolean | null | undefined;
};
export type useSaveScoreMutation$variables = {
  hasCompletedScoreFlow: boolean;
  questionId: string;
  sections: ReadonlyArray<SectionMarkInput>;
  streamId: string;
  updatedAt: string;
};
export type useSaveScoreMutation$data = {
  readonly saveScore: {
    readonly __typename: string;
    readonly message?: string;
    readonly score?: {
      readonly scoredPoints: number;
      readonly totalPoints: number;
    };
  };
};
export type useSaveScoreMutation = {
  response: useSaveScoreMutation$data;
  variables: useSaveScoreMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasCompletedScoreFlow"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "questionId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sections"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "streamId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedAt"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "hasCompletedScoreFlow",
        "variableName": "hasCompletedScoreFlow"
      },
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      },
      {
        "kind": "Variable",
        "name": "sections",
        "variableName": "sections"
      },
      {
        "kind": "Variable",
        "name": "streamId",
        "variableName": "streamId"
      },
      {
        "kind": "Variable",
        "name": "updatedAt",
        "variableName": "updatedAt"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveScore",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionScore",
            "kind": "LinkedField",
            "name": "score",
            "plural": false,
            "selections": [
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
                "name": "totalPoints",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveScoreSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveScoreMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSaveScoreMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "1ecbf0dd182bcddb5cd0df349e0500ca8fc77406bbcf47ad62c07c25e912105d",
    "metadata": {},
    "name": "useSaveScoreMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30830fda7abd72b3e24a2238d15b078a";

export default node;
