/**
 * @generated SignedSource<<11271bf6181a613aa5cb80d126ad4442>>
 * @relayHash c077fc26d8cebc3bdb0781f0572b3c11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69de886b2264a87b9de3aae45a99bacfa988550cfd3c6ec87fa8b074d1c9f91f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminCourseScreenQuery$variables = {
  urlId: string;
};
export type AdminCourseScreenQuery$data = {
  readonly adminStream: {
    readonly name: string;
    readonly urlId: string;
    readonly " $fragmentSpreads": FragmentRefs<"DomainTagsCard_stream" | "FormulaSheetForm_stream">;
  } | null | undefined;
};
export type AdminCourseScreenQuery = {
  response: AdminCourseScreenQuery$data;
  variables: AdminCourseScreenQuery$variables;
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
  "name": "urlId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminCourseScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "adminStream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FormulaSheetForm_stream"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DomainTagsCard_stream"
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
    "name": "AdminCourseScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Stream",
        "kind": "LinkedField",
        "name": "adminStream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "formulaSheet",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminDomainPreview",
            "kind": "LinkedField",
            "name": "adminDomainPreviews",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DomainTag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "n",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "69de886b2264a87b9de3aae45a99bacfa988550cfd3c6ec87fa8b074d1c9f91f",
    "metadata": {},
    "name": "AdminCourseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4556bd1f782f1ea89959307918bd92ec";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
