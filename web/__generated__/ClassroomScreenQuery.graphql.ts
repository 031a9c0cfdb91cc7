/**
 * @generated SignedSource<<49e2461b3212e7972f563c1afa28257b>>
 * @relayHash 57e7f85489ec6b7e14c43d0f4282de1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1dbc7372ed95a8353d547fdac9b7347f24449a1ae4d9829f656a1ff1a21e393

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClassroomScreenQuery$variables = Record<PropertyKey, never>;
export type ClassroomScreenQuery$data = {
  readonly classroom: {
    readonly error: {
      readonly message: string;
    } | null | undefined;
    readonly room: {
      readonly groups: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ClassroomGroup_group">;
      }>;
      readonly needsLicenseLink: boolean;
      readonly practicePublished: boolean;
      readonly stream: {
        readonly course: {
          readonly name: string;
        };
        readonly level: {
          readonly name: string;
        };
      };
    } | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ClassroomSets_query">;
};
export type ClassroomScreenQuery = {
  response: ClassroomScreenQuery$data;
  variables: ClassroomScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "practicePublished",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsLicenseLink",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  (v5/*:: as any*/)
],
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClassroomScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "classroom",
        "plural": false,
        "selections": [
          {
            "fragment": (v0/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Stream",
                  "kind": "LinkedField",
                  "name": "stream",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Course",
                      "kind": "LinkedField",
                      "name": "course",
                      "plural": false,
                      "selections": (v4/*:: as any*/),
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Level",
                      "kind": "LinkedField",
                      "name": "level",
                      "plural": false,
                      "selections": (v4/*:: as any*/),
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
                  "name": "groups",
                  "plural": true,
                  "selections": [
                    (v5/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ClassroomGroup_group"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "Classroom",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "room"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ClassroomSets_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ClassroomScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "classroom",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Stream",
                "kind": "LinkedField",
                "name": "stream",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Course",
                    "kind": "LinkedField",
                    "name": "course",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Level",
                    "kind": "LinkedField",
                    "name": "level",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "groups",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v8/*:: as any*/),
                    "concreteType": "ClassroomStudentConnection",
                    "kind": "LinkedField",
                    "name": "classroomStudents",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ClassroomStudentEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ClassroomStudent",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "seatUrlId",
                                "storageKey": null
                              },
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "lastActivity",
                                "storageKey": null
                              },
                              (v6/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v10/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v11/*:: as any*/)
                    ],
                    "storageKey": "classroomStudents(first:50)"
                  },
                  {
                    "alias": null,
                    "args": (v8/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "ClassroomGroup_classroomStudents",
                    "kind": "LinkedHandle",
                    "name": "classroomStudents"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Classroom",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "ClassroomSetConnection",
        "kind": "LinkedField",
        "name": "classroomSets",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ClassroomSetEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ClassroomSet",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "devices",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "checkedQuestions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tipsUsed",
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": "classroomSets(first:1)"
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ClassroomSets_classroomSets",
        "kind": "LinkedHandle",
        "name": "classroomSets"
      }
    ]
  },
  "params": {
    "id": "e1dbc7372ed95a8353d547fdac9b7347f24449a1ae4d9829f656a1ff1a21e393",
    "metadata": {},
    "name": "ClassroomScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5e1de28404731e58dcd1828211f2008d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
