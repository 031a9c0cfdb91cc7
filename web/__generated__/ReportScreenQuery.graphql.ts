/**
 * @generated SignedSource<<15ba5a5c6d2eac7f86ef5df05c8e89f9>>
 * @relayHash f37c4f88e8aad0cc260ba1773699ff43
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3528eaba04adcc788e4e0d928909d10577a90dc0d5661072988283b6715b1747

import { ConcreteRequest } from 'relay-runtime';
export type ReportColumnType = "date" | "number" | "text" | "%future added value";
export type ReportFilterKind = "levels" | "range" | "subjects" | "terms" | "years" | "%future added value";
export type ReportScreenQuery$variables = {
  from?: any | null | undefined;
  key: string;
  levels?: ReadonlyArray<string> | null | undefined;
  subjects?: ReadonlyArray<string> | null | undefined;
  terms?: ReadonlyArray<number> | null | undefined;
  to?: any | null | undefined;
  years?: ReadonlyArray<number> | null | undefined;
};
export type ReportScreenQuery$data = {
  readonly adminReport: {
    readonly report: {
      readonly columns: ReadonlyArray<{
        readonly label: string;
        readonly type: ReportColumnType;
      }>;
      readonly endpoint: string;
      readonly filters: ReadonlyArray<ReportFilterKind>;
      readonly key: string;
      readonly title: string;
    };
    readonly rows: ReadonlyArray<{
      readonly cells: ReadonlyArray<string | null | undefined>;
    }>;
  } | null | undefined;
};
export type ReportScreenQuery = {
  response: ReportScreenQuery$data;
  variables: ReportScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "levels"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "subjects"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "terms"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "years"
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "key"
      },
      {
        "kind": "Variable",
        "name": "levels",
        "variableName": "levels"
      },
      {
        "kind": "Variable",
        "name": "subjects",
        "variableName": "subjects"
      },
      {
        "kind": "Variable",
        "name": "terms",
        "variableName": "terms"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      },
      {
        "kind": "Variable",
        "name": "years",
        "variableName": "years"
      }
    ],
    "concreteType": "AdminReportResult",
    "kind": "LinkedField",
    "name": "adminReport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminReport",
        "kind": "LinkedField",
        "name": "report",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endpoint",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "filters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReportColumn",
            "kind": "LinkedField",
            "name": "columns",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminReportRow",
        "kind": "LinkedField",
        "name": "rows",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cells",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportScreenQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReportScreenQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "3528eaba04adcc788e4e0d928909d10577a90dc0d5661072988283b6715b1747",
    "metadata": {},
    "name": "ReportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0301fd3dc8be33e351be1e2f3d3bff52";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
