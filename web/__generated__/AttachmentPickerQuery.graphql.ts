/**
 * @generated SignedSource<<e65f97ffb0310a3e36d93b92e3f1b2ab>>
 * @relayHash 15c8a2193e6aa708f06c1ebd4eda9bfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4d92c3e13546cb210c424d679e289bc7caf3b80cd4e5454f10deeb532513801

import { ConcreteRequest } from 'relay-runtime';
export type AttachmentPickerQuery$variables = {
  exam: string;
};
export type AttachmentPickerQuery$data = {
  readonly adminExamByUrlId: {
    readonly attachments: ReadonlyArray<{
      readonly editId: string;
      readonly name: string;
      readonly url: string;
    }>;
    readonly id: string;
  } | null | undefined;
};
export type AttachmentPickerQuery = {
  response: AttachmentPickerQuery$data;
  variables: AttachmentPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "exam"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "exam"
      }
    ],
    "concreteType": "Exam",
    "kind": "LinkedField",
    "name": "adminExamByUrlId",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Attachment",
        "kind": "LinkedField",
        "name": "attachments",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AttachmentPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AttachmentPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b4d92c3e13546cb210c424d679e289bc7caf3b80cd4e5454f10deeb532513801",
    "metadata": {},
    "name": "AttachmentPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0171b94619b90757cad7af520fc6b808";

export default node;
