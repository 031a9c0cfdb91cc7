/**
 * @generated SignedSource<<f4bae42b9e8d6bf8497ee35bdfc602ea>>
 * @relayHash 51ed59aba0eb782b8ea26aeb6472a393
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ad61deb501002291870e49ba3e96c3021c6f52ec6811e76bfe092afeb73a554

import { ConcreteRequest } from 'relay-runtime';
export type DomainsScreenTypesQuery$variables = {
  urlId: string;
};
export type DomainsScreenTypesQuery$data = {
  readonly adminStream: {
    readonly adminQuestionTypes: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly questionCount: number;
    }>;
    readonly id: string;
    readonly name: string;
    readonly urlId: string;
  } | null | undefined;
};
export type DomainsScreenTypesQuery = {
  response: DomainsScreenTypesQuery$data;
  variables: DomainsScreenTypesQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "urlId",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminQuestionType",
        "kind": "LinkedField",
        "name": "adminQuestionTypes",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "questionCount",
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
    "name": "DomainsScreenTypesQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DomainsScreenTypesQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "9ad61deb501002291870e49ba3e96c3021c6f52ec6811e76bfe092afeb73a554",
    "metadata": {},
    "name": "DomainsScreenTypesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bbca7feb555f700057d2eca55f5f1832";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
