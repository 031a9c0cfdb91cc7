/**
 * @generated SignedSource<<bd5ee97569bf43dae542f4be994a2bfa>>
 * @relayHash 6d422345712bbb5809dd7402e2b548b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8558158dd7d284f8a7c6b8da3dcd4a46d26e1f76567d0bb32671f0a3c3f3c3e6

import { ConcreteRequest } from 'relay-runtime';
export type TeacherSelectionScreenQuery$variables = Record<PropertyKey, never>;
export type TeacherSelectionScreenQuery$data = {
  readonly viewer: {
    readonly teacherSelection: ReadonlyArray<{
      readonly authorName: string;
      readonly key: string;
      readonly name: string;
      readonly questionCount: number;
      readonly sharedAt: any;
      readonly stream: {
        readonly name: string;
      };
    }>;
  };
};
export type TeacherSelectionScreenQuery = {
  response: TeacherSelectionScreenQuery$data;
  variables: TeacherSelectionScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
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
  "name": "authorName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sharedAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TeacherSelectionScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SelectedSet",
            "kind": "LinkedField",
            "name": "teacherSelection",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Stream",
                "kind": "LinkedField",
                "name": "stream",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TeacherSelectionScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SelectedSet",
            "kind": "LinkedField",
            "name": "teacherSelection",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Stream",
                "kind": "LinkedField",
                "name": "stream",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8558158dd7d284f8a7c6b8da3dcd4a46d26e1f76567d0bb32671f0a3c3f3c3e6",
    "metadata": {},
    "name": "TeacherSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6d9c230152c647c0f4d7a9922c2f70eb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
