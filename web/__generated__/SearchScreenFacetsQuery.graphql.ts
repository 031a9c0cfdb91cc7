/**
 * @generated SignedSource<<78bf3688ad07b60f4de73461e3a47417>>
 * @relayHash d529cf0e3ca0b5333ea970d6cb86c42a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c278dcd2c63daa76a5f30704bb66c9932aeffc3a8acfa63a35b0d995e35afde3

import { ConcreteRequest } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
export type TopicFilter = {
  chapters?: ReadonlyArray<string> | null | undefined;
  complexities?: ReadonlyArray<Complexity> | null | undefined;
  domains?: ReadonlyArray<string> | null | undefined;
  hasAnswers?: ReadonlyArray<boolean> | null | undefined;
  methodology?: string | null | undefined;
  questionTypes?: ReadonlyArray<string> | null | undefined;
  subdomains?: ReadonlyArray<string> | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  terms?: ReadonlyArray<number> | null | undefined;
  text?: string | null | undefined;
  years?: ReadonlyArray<number> | null | undefined;
};
export type SearchScreenFacetsQuery$variables = {
  filter?: TopicFilter | null | undefined;
  streamId: string;
  tagId: string;
  withTag: boolean;
};
export type SearchScreenFacetsQuery$data = {
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
      readonly topicCount: number;
      readonly years: ReadonlyArray<{
        readonly topicCount: number;
        readonly value: number;
      }>;
    } | null | undefined;
    readonly urlId: string;
    readonly viewerSearchNotice: string | null | undefined;
  } | null | undefined;
};
export type SearchScreenFacetsQuery = {
  response: SearchScreenFacetsQuery$data;
  variables: SearchScreenFacetsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "streamId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tagId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withTag"
},
v4 = [
  {
    "kind": "Variable",
    "name": "urlId",
    "variableName": "streamId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urlId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerSearchNotice",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topicCount",
  "storageKey": null
},
v9 = {
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
        (v6/*:: as any*/),
        (v8/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v8/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v13 = [
  (v12/*:: as any*/),
  (v8/*:: as any*/)
],
v14 = [
  (v12/*:: as any*/),
  (v6/*:: as any*/),
  (v8/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "filter",
      "variableName": "filter"
    }
  ],
  "concreteType": "SearchFacets",
  "kind": "LinkedField",
  "name": "searchFacets",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "MethodologyFacet",
      "kind": "LinkedField",
      "name": "methodologies",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ChapterFacet",
          "kind": "LinkedField",
          "name": "chapters",
          "plural": true,
          "selections": [
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            (v10/*:: as any*/),
            (v8/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "ChapterFacet",
              "kind": "LinkedField",
              "name": "children",
              "plural": true,
              "selections": [
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v10/*:: as any*/),
                (v8/*:: as any*/)
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
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchFacetValue",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": (v11/*:: as any*/),
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
      "selections": (v11/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "years",
      "plural": true,
      "selections": (v13/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "terms",
      "plural": true,
      "selections": (v14/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ComplexityFacet",
      "kind": "LinkedField",
      "name": "complexities",
      "plural": true,
      "selections": (v13/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchFacetNumber",
      "kind": "LinkedField",
      "name": "hasAnswers",
      "plural": true,
      "selections": (v14/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchScreenFacetsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "stream",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchScreenFacetsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "stream",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v15/*:: as any*/),
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
    "id": "c278dcd2c63daa76a5f30704bb66c9932aeffc3a8acfa63a35b0d995e35afde3",
    "metadata": {},
    "name": "SearchScreenFacetsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b004bb7b2aa58dcfa3a9bddf3c73d0b0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
