/**
 * @generated SignedSource<<28bd5167cda44f68dd2c5630548ceefe>>
 * @relayHash b950168c1f4b8f76a1e908feac106042
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ae2c30a739dd41c9df90fea8317e3e0440bf398e5c7f5a725ddb000536ea810

import { ConcreteRequest } from 'relay-runtime';
export type RegisterTrialInput = {
  consent: boolean;
  email: string;
  firstName: string;
  lastName: string;
  license: string;
  newsletter?: boolean | null | undefined;
};
export type useRegisterTrialMutation$variables = {
  input: RegisterTrialInput;
};
export type useRegisterTrialMutation$data = {
  readonly registerTrial: {
    readonly __typename: string;
    readonly email?: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useRegisterTrialMutation = {
  response: useRegisterTrialMutation$data;
  variables: useRegisterTrialMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "registerTrial",
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
            "name": "email",
            "storageKey": null
          }
        ],
        "type": "RegisterTrialSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messages",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useRegisterTrialMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterTrialMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0ae2c30a739dd41c9df90fea8317e3e0440bf398e5c7f5a725ddb000536ea810",
    "metadata": {},
    "name": "useRegisterTrialMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "488a9ac12f906a4746fae14530aebd9b";

export default node;
