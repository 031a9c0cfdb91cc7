/**
 * @generated SignedSource<<9975ba1430003013ce23816b60cb861f>>
 * @relayHash eb20b9a57886d74c112d6752b1a87c39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c60ff316b0d618a47e7a416974658e3d924356d087ab27cb0abbffa19368ea16

import { ConcreteRequest } from 'relay-runtime';
export type AnnotationsScreenDeleteMutation$variables = {
  urlId: string;
};
export type AnnotationsScreenDeleteMutation$data = {
  readonly deleteAnnotationChild: {
    readonly __typename: string;
    readonly message?: string;
    readonly stream?: {
      readonly adminAnnotations: ReadonlyArray<{
        readonly children: ReadonlyArray<{
          readonly name: string;
          readonly questions: ReadonlyArray<{
            readonly number: number;
            readonly term: number;
            readonly topicName: string;
            readonly urlId: string;
            readonly year: number;
          }>;
          readonly type: string;
          readonly urlId: string;
        }>;
        readonly name: string;
        readonly type: string;
        readonly urlId: string;
      }>;
      readonly id: string;
    };
  };
};
export type AnnotationsScreenDeleteMutation = {
  response: AnnotationsScreenDeleteMutation$data;
  variables: AnnotationsScreenDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteAnnotationChild",
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
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
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
                "concreteType": "AdminAnnotation",
                "kind": "LinkedField",
                "name": "adminAnnotations",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminAnnotationChild",
                    "kind": "LinkedField",
                    "name": "children",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AnnotationLinkedQuestion",
                        "kind": "LinkedField",
                        "name": "questions",
                        "plural": true,
                        "selections": [
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "number",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "topicName",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DeleteAnnotationChildSuccess",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnotationsScreenDeleteMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnnotationsScreenDeleteMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "c60ff316b0d618a47e7a416974658e3d924356d087ab27cb0abbffa19368ea16",
    "metadata": {},
    "name": "AnnotationsScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "339e9c724451510da05c0cd1d02c1b4d";

export default node;
