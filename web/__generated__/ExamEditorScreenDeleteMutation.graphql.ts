/**
 * @generated SignedSource<<52e6c6093d7e93f92dbc4d9de1c66970>>
 * @relayHash 91486eb2501fbb92d6ab2f5ec6d0f291
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 824dcd92347e218815e97193c8329269399c3b4305a0337b2f9e1c76f462d7b4

import { ConcreteRequest } from 'relay-runtime';
export type ExamEditorScreenDeleteMutation$variables = {
  id: string;
};
export type ExamEditorScreenDeleteMutation$data = {
  readonly deleteExam: {
    readonly __typename: string;
    readonly deletedExamId?: string;
    readonly message?: string;
  };
};
export type ExamEditorScreenDeleteMutation = {
  response: ExamEditorScreenDeleteMutation$data;
  variables: ExamEditorScreenDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteExam",
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
            "kind": "ScalarField",
            "name": "deletedExamId",
            "storageKey": null
          }
        ],
        "type": "DeleteExamSuccess",
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
    "name": "ExamEditorScreenDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExamEditorScreenDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "824dcd92347e218815e97193c8329269399c3b4305a0337b2f9e1c76f462d7b4",
    "metadata": {},
    "name": "ExamEditorScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5669befc9356db7db13c11d7d09ade44";

export default node;
