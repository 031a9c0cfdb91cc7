/**
 * @generated SignedSource<<40cdf53517d51e5d4bdb4a4e23b5f762>>
 * @relayHash b315b3c287928747723bb789f24dd0eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e63b3f12df721f3d3cb58f1ced165f4856fab908a7b38bc1e89bce3a0088e8fd

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
  readonly adminReportFilters: {
    readonly levels: ReadonlyArray<{
      readonly name: string;
      readonly urlId: string;
    }>;
    readonly subjects: ReadonlyArray<{
      readonly name: string;
      readonly urlId: string;
    }>;
    readonly terms: ReadonlyArray<number>;
    readonly years: ReadonlyArray<number>;
  };
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
    "args": null,
    "kind": "ScalarField",
    "name": "urlId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v8 = [
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminReportFilters",
    "kind": "LinkedField",
    "name": "adminReportFilters",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReportFilterOption",
        "kind": "LinkedField",
        "name": "subjects",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReportFilterOption",
        "kind": "LinkedField",
        "name": "levels",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "years",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "terms",
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
    "selections": (v8/*:: as any*/),
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
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "id": "e63b3f12df721f3d3cb58f1ced165f4856fab908a7b38bc1e89bce3a0088e8fd",
    "metadata": {},
    "name": "ReportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "10fade1ab1d32a723a14d664dd110de4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
