/**
 * @generated SignedSource<<a26136633a202e567a2d87866a9fced1>>
 * @relayHash d8eca9a0d43a0c9680462cc116384f92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f17b62f983946a855c9b44aa42ce5a1e52f7b072d1810fd29847a4e21defa2c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminSeatScreenQuery$variables = {
  licenseUrlId: string;
  seatUrlId: string;
};
export type AdminSeatScreenQuery$data = {
  readonly adminSeat: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminSeatScreen_activity" | "AdminSeatScreen_seat">;
  } | null | undefined;
};
export type AdminSeatScreenQuery = {
  response: AdminSeatScreenQuery$data;
  variables: AdminSeatScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "licenseUrlId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "seatUrlId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "licenseUrlId",
    "variableName": "licenseUrlId"
  },
  {
    "kind": "Variable",
    "name": "seatUrlId",
    "variableName": "seatUrlId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "begin",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "objectType",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSeatScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Seat",
        "kind": "LinkedField",
        "name": "adminSeat",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminSeatScreen_seat"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminSeatScreen_activity"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminSeatScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Seat",
        "kind": "LinkedField",
        "name": "adminSeat",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasUser",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminSeatAccount",
            "kind": "LinkedField",
            "name": "adminAccount",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "urlId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminSeatPrivilege",
            "kind": "LinkedField",
            "name": "adminPrivileges",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "objectName",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminPrivilegeAction",
            "kind": "LinkedField",
            "name": "adminActions",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unlimited",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "count",
                "value": 1000
              }
            ],
            "concreteType": "AdminSeatActivity",
            "kind": "LinkedField",
            "name": "adminActivity",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "activity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ts",
                "storageKey": null
              }
            ],
            "storageKey": "adminActivity(count:1000)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3f17b62f983946a855c9b44aa42ce5a1e52f7b072d1810fd29847a4e21defa2c",
    "metadata": {},
    "name": "AdminSeatScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18a449fb648703aae7ac257e782d2fcf";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
