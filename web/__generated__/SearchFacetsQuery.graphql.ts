/**
 * @generated SignedSource<<bccabbe1fd3e1078c8a41f006b4d2caa>>
 * @relayHash bb66b946581d2648bc29352786a810f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 558dcd0f3fddf08adae47df8876fa88c78b8dc983b4fb4f130d12be681811a09

import { ConcreteRequest } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
export type SearchFacetsQuery$variables = {
  streamId: string;
  tagId: string;
  withTag: boolean;
};
export type SearchFacetsQuery$data = {
  readonly stream: {
    readonly keyword?: {
      readonly name: string;
      readonly topicCount: number;
    } | null | undefined;
    readonly name: string;
    readonly searchFacets: {
      readonly complexities: ReadonlyArray<{
        readonly topicCount: number;
        readonly value: Complexity;
      }>;
      readonly domains: ReadonlyArray<{
        readonly children: ReadonlyArray<{
          readonly name: string;
          readonly topicCount: number;
          readonly urlId: string;
        }>;
        readonly name: string;
        readonly topicCount: number;
        readonly urlId: string;
      }>;
      readonly hasAnswers: ReadonlyArray<{
        readonly name: string;
        readonly topicCount: number;
        readonly value: number;
      }>;
      readonly methodologies: ReadonlyArray<{
        readonly chapters: ReadonlyArray<{
          readonly children: ReadonlyArray<{
            readonly name: string;
            readonly title: string | null | undefined;
            readonly topicCount: number;
            readonly urlId: string;
          }>;
          readonly name: string;
          readonly title: string | null | undefined;
          readonly topicCount: number;
          readonly urlId: string;
        }>;
        readonly name: string;
        readonly urlId: string;
      }>;
      readonly questionTypes: ReadonlyArray<{
        readonly name: string;
        readonly topicCount: number;
        readonly urlId: string;
      }>;
      readonly terms: ReadonlyArray<{
        readonly name: string;
        readonly topicCount: number;
        readonly value: number;
      }>;
      readonly years: ReadonlyArray<{
        readonly topicCount: number;
        readonly value: number;
      }>;
    } | null | undefined;
    readonly urlId: string;
    readonly viewerSearchNotice: string | null | undefined;
  } | null | undefined;
};
export type SearchFacetsQuery = {
  response: SearchFacetsQuery$data;
  variables: SearchFacetsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "streamId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tagId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withTag"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "urlId",
    "variableName": "streamId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerSearchNotice",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topicCount",
  "storageKey": null
},
v6 = {
  "condition": "withTag",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "tagId"
        }
      ],
      "concreteType": "KeywordCount",
      "kind": "LinkedField",
      "name": "keyword",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v5/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  (v5/*:: as any*/)
],
v11 = [
  (v9/*:: as any*/),
  (v3/*:: as any*/),
  (v5/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "SearchFacets",
  "kind": "LinkedField",
  "name": "searchFacets",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MethodologyFacet",
      "kind": "LinkedField",
      "name": "methodologies",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ChapterFacet",
          "kind": "LinkedField",
          "name": "chapters",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v7/*:: as any*/),
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "ChapterFacet",
              "kind": "LinkedField",
              "name": "children",
              "plural": true,
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v7/*:: as any*/),
                (v5/*:: as any*/)
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
      "concreteType": "DomainFacet",
      "kind": "LinkedField",
      "name": "domains",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchFacetValue",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": (v8/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetValue",
      "kind": "LinkedField",
      "name": "questionTypes",
      "plural": true,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "years",
      "plural": true,
      "selections": (v10/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "terms",
      "plural": true,
      "selections": (v11/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ComplexityFacet",
      "kind": "LinkedField",
      "name": "complexities",
      "plural": true,
      "selections": (v10/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "hasAnswers",
      "plural": true,
      "selections": (v11/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchFacetsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "stream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchFacetsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "stream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "558dcd0f3fddf08adae47df8876fa88c78b8dc983b4fb4f130d12be681811a09",
    "metadata": {},
    "name": "SearchFacetsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "190b71f4ef4c2fcf5ff80131bd6ac421";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
