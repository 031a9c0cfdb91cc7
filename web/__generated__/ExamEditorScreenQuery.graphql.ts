/**
 * @generated SignedSource<<f2b7ce7fbba3a259d76bb57bc8435c23>>
 * @relayHash 7aeac2b0627ffe13abbce793720e5f0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f6979f4c0e48dedf0dcced30384eb27ba478981787d80fd1790a7933170f9ed

import { ConcreteRequest } from 'relay-runtime';
export type ExamStatus = "concept" | "frozen" | "prepared" | "processing" | "published" | "%future added value";
export type ExamEditorScreenQuery$variables = {
  urlId: string;
};
export type ExamEditorScreenQuery$data = {
  readonly adminExamByUrlId: {
    readonly adminTopics: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly urlId: string;
        };
      }>;
    };
    readonly edit: {
      readonly files: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly url: string;
      }>;
      readonly introduction: string | null | undefined;
      readonly isPilot: boolean;
      readonly notes: string | null | undefined;
      readonly showAnswers: boolean;
      readonly standardizationValue: number | null | undefined;
      readonly status: ExamStatus;
      readonly term: number;
      readonly version: number;
      readonly year: number;
    } | null | undefined;
    readonly id: string;
    readonly stream: {
      readonly name: string;
      readonly urlId: string;
    };
    readonly urlId: string;
  } | null | undefined;
};
export type ExamEditorScreenQuery = {
  response: ExamEditorScreenQuery$data;
  variables: ExamEditorScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "urlId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "urlId",
    "variableName": "urlId"
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
  "name": "urlId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "ExamAdminTopicsConnection",
  "kind": "LinkedField",
  "name": "adminTopics",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExamAdminTopicsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Topic",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "adminTopics(first:100)"
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ExamEdit",
  "kind": "LinkedField",
  "name": "edit",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
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
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "term",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showAnswers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPilot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "standardizationValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "introduction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExamFile",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExamEditorScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Exam",
        "kind": "LinkedField",
        "name": "adminExamByUrlId",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "ExamEditorScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Exam",
        "kind": "LinkedField",
        "name": "adminExamByUrlId",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Stream",
            "kind": "LinkedField",
            "name": "stream",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3f6979f4c0e48dedf0dcced30384eb27ba478981787d80fd1790a7933170f9ed",
    "metadata": {},
    "name": "ExamEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a2e68f71bc0f4c2d570b38904838c1fc";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
