/**
 * @generated SignedSource<<3d226647d22c05352a10c49a4cce61af>>
 * @relayHash a48e882c876106b0c77d10d2bcba9528
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9c8ed79bc6c90cdc56d1bc421c03592a33f078afea8cc28c6d91b79f434ac1b

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
          readonly id: string;
          readonly name: string;
          readonly topicCount: number;
        }>;
        readonly id: string;
        readonly name: string;
        readonly topicCount: number;
      }>;
      readonly hasAnswers: ReadonlyArray<{
        readonly name: string;
        readonly topicCount: number;
        readonly value: number;
      }>;
      readonly methodologies: ReadonlyArray<{
        readonly chapters: ReadonlyArray<{
          readonly children: ReadonlyArray<{
            readonly id: string;
            readonly name: string;
            readonly title: string | null | undefined;
            readonly topicCount: number;
          }>;
          readonly id: string;
          readonly name: string;
          readonly title: string | null | undefined;
          readonly topicCount: number;
        }>;
        readonly id: string;
        readonly name: string;
      }>;
      readonly questionTypes: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly topicCount: number;
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
    readonly viewerMaySearch: boolean;
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
  "name": "viewerMaySearch",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "tagId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topicCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = [
  (v7/*:: as any*/),
  (v3/*:: as any*/),
  (v6/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/),
  (v6/*:: as any*/)
],
v12 = [
  (v10/*:: as any*/),
  (v3/*:: as any*/),
  (v6/*:: as any*/)
],
v13 = {
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
        (v7/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ChapterFacet",
          "kind": "LinkedField",
          "name": "chapters",
          "plural": true,
          "selections": [
            (v7/*:: as any*/),
            (v3/*:: as any*/),
            (v8/*:: as any*/),
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "ChapterFacet",
              "kind": "LinkedField",
              "name": "children",
              "plural": true,
              "selections": [
                (v7/*:: as any*/),
                (v3/*:: as any*/),
                (v8/*:: as any*/),
                (v6/*:: as any*/)
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
        (v7/*:: as any*/),
        (v3/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchFacetValue",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": (v9/*:: as any*/),
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
      "selections": (v9/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "years",
      "plural": true,
      "selections": (v11/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "terms",
      "plural": true,
      "selections": (v12/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ComplexityFacet",
      "kind": "LinkedField",
      "name": "complexities",
      "plural": true,
      "selections": (v11/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "hasAnswers",
      "plural": true,
      "selections": (v12/*:: as any*/),
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
          {
            "condition": "withTag",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "KeywordCount",
                "kind": "LinkedField",
                "name": "keyword",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          (v13/*:: as any*/)
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
          {
            "condition": "withTag",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "KeywordCount",
                "kind": "LinkedField",
                "name": "keyword",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          (v13/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f9c8ed79bc6c90cdc56d1bc421c03592a33f078afea8cc28c6d91b79f434ac1b",
    "metadata": {},
    "name": "SearchFacetsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "59a30ccb68b6c0d94a3c913add13b6fd";

export default node;
