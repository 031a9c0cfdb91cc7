/**
 * @generated SignedSource<<9911921167267c5958f3e2dc7b591d6e>>
 * @relayHash 956eef0fa826de71f56c60fb84d1d6c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e136952bbaa9442bbab52a14422b2aa2c9dbc8aa745c39f2ec76364f44527da

import { ConcreteRequest } from 'relay-runtime';
export type AnnotationsScreenQuery$variables = {
  urlId: string;
};
export type AnnotationsScreenQuery$data = {
  readonly adminStream: {
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
    readonly canRebuildAnnotations: boolean;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type AnnotationsScreenQuery = {
  response: AnnotationsScreenQuery$data;
  variables: AnnotationsScreenQuery$variables;
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
  "name": "name",
  "storageKey": null
},
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
    "concreteType": "Stream",
    "kind": "LinkedField",
    "name": "adminStream",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canRebuildAnnotations",
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
          (v2/*:: as any*/),
          (v1/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminAnnotationChild",
            "kind": "LinkedField",
            "name": "children",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AnnotationLinkedQuestion",
                "kind": "LinkedField",
                "name": "questions",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnotationsScreenQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnnotationsScreenQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "6e136952bbaa9442bbab52a14422b2aa2c9dbc8aa745c39f2ec76364f44527da",
    "metadata": {},
    "name": "AnnotationsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "25f6b6bc25b1391634c2359f55c038d9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
