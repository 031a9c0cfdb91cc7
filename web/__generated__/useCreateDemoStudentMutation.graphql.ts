/**
 * @generated SignedSource<<857c1feebe65e67262fd85552e434e36>>
 * @relayHash 4723a64878108f8e9347c31053dced69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 351fe18da321ceb32fe7c5263028e4ba850f858eb859a4786af3eff7b4f808ba

import { ConcreteRequest } from 'relay-runtime';
export type useCreateDemoStudentMutation$variables = {
  licenseId: string;
};
export type useCreateDemoStudentMutation$data = {
  readonly createDemoStudent: {
    readonly __typename: string;
    readonly license?: {
      readonly id: string;
      readonly myDemoStudent: {
        readonly email: string | null | undefined;
        readonly id: string;
      } | null | undefined;
    };
    readonly message?: string;
    readonly seat?: {
      readonly email: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useCreateDemoStudentMutation = {
  response: useCreateDemoStudentMutation$data;
  variables: useCreateDemoStudentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "licenseId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "licenseId",
        "variableName": "licenseId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createDemoStudent",
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
            "concreteType": "Seat",
            "kind": "LinkedField",
            "name": "seat",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "License",
            "kind": "LinkedField",
            "name": "license",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Seat",
                "kind": "LinkedField",
                "name": "myDemoStudent",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateDemoStudentSuccess",
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
    "name": "useCreateDemoStudentMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateDemoStudentMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "351fe18da321ceb32fe7c5263028e4ba850f858eb859a4786af3eff7b4f808ba",
    "metadata": {},
    "name": "useCreateDemoStudentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "126e77f0c303f6a52ef6c2b4a7f59702";

export default node;
