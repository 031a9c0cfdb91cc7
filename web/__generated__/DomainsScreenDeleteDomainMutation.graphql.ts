/**
 * @generated SignedSource<<8abef33c1e9d2f4a5143aca944f27470>>
 * @relayHash 41884bbeb54bbae7dbaef4415b9a0c06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e99b49b2eece5b8e27ab26ad499c0c9643f1953b26f10d9f73e836a1cc4f642

import { ConcreteRequest } from 'relay-runtime';
export type DomainsScreenDeleteDomainMutation$variables = {
  id: string;
};
export type DomainsScreenDeleteDomainMutation$data = {
  readonly deleteDomain: {
    readonly __typename: string;
    readonly message?: string;
    readonly stream?: {
      readonly adminDomains: ReadonlyArray<{
        readonly children: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
          readonly questionCount: number;
        }>;
        readonly id: string;
        readonly name: string;
        readonly questionCount: number;
      }>;
      readonly id: string;
    };
  };
};
export type DomainsScreenDeleteDomainMutation = {
  response: DomainsScreenDeleteDomainMutation$data;
  variables: DomainsScreenDeleteDomainMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
},
v4 = [
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
    "name": "deleteDomain",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminDomain",
                "kind": "LinkedField",
                "name": "adminDomains",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminSubdomain",
                    "kind": "LinkedField",
                    "name": "children",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
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
        "type": "DomainDeleted",
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
    "name": "DomainsScreenDeleteDomainMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DomainsScreenDeleteDomainMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "3e99b49b2eece5b8e27ab26ad499c0c9643f1953b26f10d9f73e836a1cc4f642",
    "metadata": {},
    "name": "DomainsScreenDeleteDomainMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b6d6619010aae1898fc955b3bd87962f";

export default node;
