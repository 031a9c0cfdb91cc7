/**
 * @generated SignedSource<<34d87c6adf4bed765894be0d354841e7>>
 * @relayHash dcdd1b0853d2be13b810b65f9ea35a7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38d6e72622f6614a38850baa7bdd767a6c1374b4c92d726d7aaf4e231abc785e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetLicenseKind = "full" | "limited" | "unlimited" | "%future added value";
export type SetLimit = "completeTopics" | "topicsPerSet" | "wordTopics" | "%future added value";
export type CartScreenQuery$variables = Record<PropertyKey, never>;
export type CartScreenQuery$data = {
  readonly cart: {
    readonly check: {
      readonly breaches: ReadonlyArray<{
        readonly available: number | null | undefined;
        readonly limit: SetLimit;
        readonly max: number;
        readonly message: string;
      }>;
      readonly completeTopics: number;
      readonly questions: number;
      readonly topics: number;
    } | null | undefined;
    readonly coverage: {
      readonly " $fragmentSpreads": FragmentRefs<"CoverageGrid_coverage">;
    };
    readonly name: string | null | undefined;
    readonly stream: {
      readonly id: string;
    };
    readonly suggestedName: string;
    readonly topics: ReadonlyArray<{
      readonly id: string;
      readonly questions: ReadonlyArray<{
        readonly id: string;
        readonly number: number;
        readonly points: number;
        readonly timeInMinutes: number | null | undefined;
      }>;
      readonly topic: {
        readonly hasAnswers: boolean;
        readonly id: string;
        readonly name: string;
        readonly questionCount: number;
      };
    }>;
    readonly wordCheck: {
      readonly breaches: ReadonlyArray<{
        readonly available: number | null | undefined;
        readonly limit: SetLimit;
        readonly max: number;
        readonly message: string;
      }>;
      readonly completeTopics: number;
      readonly questions: number;
      readonly topics: number;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CartTopics_cart">;
  } | null | undefined;
  readonly viewer: {
    readonly currentStream: {
      readonly id: string;
      readonly urlId: string;
      readonly viewerSearchNotice: string | null | undefined;
      readonly viewerSetAllowance: {
        readonly completeTopics: {
          readonly available: number;
          readonly max: number;
          readonly used: number;
        } | null | undefined;
        readonly kind: SetLicenseKind;
        readonly periodDays: number | null | undefined;
        readonly topicsPerSet: number | null | undefined;
        readonly wordTopics: {
          readonly available: number;
          readonly max: number;
          readonly used: number;
        } | null | undefined;
      } | null | undefined;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"SharePanel_viewer">;
  };
};
export type CartScreenQuery = {
  response: CartScreenQuery$data;
  variables: CartScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "used",
    "storageKey": null
  },
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Stream",
  "kind": "LinkedField",
  "name": "currentStream",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerSearchNotice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SetAllowance",
      "kind": "LinkedField",
      "name": "viewerSetAllowance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "periodDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topicsPerSet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LimitCounter",
          "kind": "LinkedField",
          "name": "completeTopics",
          "plural": false,
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LimitCounter",
          "kind": "LinkedField",
          "name": "wordTopics",
          "plural": false,
          "selections": (v4/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Stream",
  "kind": "LinkedField",
  "name": "stream",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suggestedName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasAnswers",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Question",
  "kind": "LinkedField",
  "name": "questions",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeInMinutes",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questions",
  "storageKey": null
},
v14 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "topics",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "completeTopics",
    "storageKey": null
  },
  (v13/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "SetLimitBreach",
    "kind": "LinkedField",
    "name": "breaches",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "limit",
        "storageKey": null
      },
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v15 = {
  "alias": "check",
  "args": [
    {
      "kind": "Literal",
      "name": "downloadType",
      "value": "digital"
    }
  ],
  "concreteType": "SetCheck",
  "kind": "LinkedField",
  "name": "setCheck",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": "setCheck(downloadType:\"digital\")"
},
v16 = {
  "alias": "wordCheck",
  "args": [
    {
      "kind": "Literal",
      "name": "downloadType",
      "value": "word"
    }
  ],
  "concreteType": "SetCheck",
  "kind": "LinkedField",
  "name": "setCheck",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": "setCheck(downloadType:\"word\")"
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "complexity",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minutes",
  "storageKey": null
},
v19 = [
  (v17/*:: as any*/),
  (v13/*:: as any*/),
  (v11/*:: as any*/),
  (v18/*:: as any*/)
],
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "CoverageTotal",
  "kind": "LinkedField",
  "name": "total",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v11/*:: as any*/),
    (v18/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CartScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SharePanel_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CartTopic",
            "kind": "LinkedField",
            "name": "topics",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "topic",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Coverage",
            "kind": "LinkedField",
            "name": "coverage",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CoverageGrid_coverage"
              }
            ],
            "storageKey": null
          },
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CartTopics_cart"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CartScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defaultHideUntil",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "shareGroups",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CartTopic",
            "kind": "LinkedField",
            "name": "topics",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "topic",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "year",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "term",
                    "storageKey": null
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "complete",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Coverage",
            "kind": "LinkedField",
            "name": "coverage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "complexities",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CoverageRow",
                "kind": "LinkedField",
                "name": "rows",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "domainUrlId",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CoverageCell",
                    "kind": "LinkedField",
                    "name": "cells",
                    "plural": true,
                    "selections": (v19/*:: as any*/),
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CoverageCell",
                "kind": "LinkedField",
                "name": "totals",
                "plural": true,
                "selections": (v19/*:: as any*/),
                "storageKey": null
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          },
          (v15/*:: as any*/),
          (v16/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "38d6e72622f6614a38850baa7bdd767a6c1374b4c92d726d7aaf4e231abc785e",
    "metadata": {},
    "name": "CartScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "778e6c721abac2ea7307320ceaf17e98";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
