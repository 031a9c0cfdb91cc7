/**
 * @generated SignedSource<<4d75bf4eb08610865f9ec64084a6a689>>
 * @relayHash ed837a04cbc754a399fc90f20c8dc229
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fdbe0b144dd2f99e830c16d5f580a3c18ca18c2e8b82fa338cc3dae3f594180

import { ConcreteRequest } from 'relay-runtime';
export type TagsScreenQuery$variables = {
  urlId: string;
};
export type TagsScreenQuery$data = {
  readonly adminStream: {
    readonly adminTagDuplicates: ReadonlyArray<{
      readonly keep: {
        readonly name: string;
        readonly questionCount: number;
        readonly urlId: string;
      };
      readonly others: ReadonlyArray<{
        readonly name: string;
        readonly questionCount: number;
        readonly urlId: string;
      }>;
    }>;
    readonly adminTags: ReadonlyArray<{
      readonly name: string;
      readonly questionCount: number;
      readonly urlId: string;
    }>;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type TagsScreenQuery = {
  response: TagsScreenQuery$data;
  variables: TagsScreenQuery$variables;
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
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "urlId",
    "storageKey": null
  },
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "questionCount",
    "storageKey": null
  }
],
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
        "concreteType": "AdminTag",
        "kind": "LinkedField",
        "name": "adminTags",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminTagDuplicates",
        "kind": "LinkedField",
        "name": "adminTagDuplicates",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminTag",
            "kind": "LinkedField",
            "name": "keep",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminTag",
            "kind": "LinkedField",
            "name": "others",
            "plural": true,
            "selections": (v2/*:: as any*/),
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
    "name": "TagsScreenQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagsScreenQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "0fdbe0b144dd2f99e830c16d5f580a3c18ca18c2e8b82fa338cc3dae3f594180",
    "metadata": {},
    "name": "TagsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3dbdf1e1d04ff8421ef76ae188789150";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
