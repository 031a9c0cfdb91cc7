/**
 * @generated SignedSource<<b384596d8809cb9cb64c097de94f6610>>
 * @relayHash b5e298dc75cb4dc85ae87daffd30c251
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3def13a7d5a31b93817f75906dd6e5cc91aa54b92a839056d34edef02cd70095

import { ConcreteRequest } from 'relay-runtime';
export type Complexity = "average" | "high" | "low" | "%future added value";
export type QuestionEditorScreenQuery$variables = {
  urlId: string;
};
export type QuestionEditorScreenQuery$data = {
  readonly adminQuestionByUrlId: {
    readonly edit: {
      readonly appendixIds: ReadonlyArray<string>;
      readonly appendixes: ReadonlyArray<{
        readonly editId: string;
        readonly name: string;
        readonly url: string;
      }>;
      readonly attachmentIds: ReadonlyArray<string>;
      readonly attachments: ReadonlyArray<{
        readonly editId: string;
        readonly name: string;
        readonly url: string;
      }>;
      readonly chapterIds: ReadonlyArray<string>;
      readonly complexity: Complexity | null | undefined;
      readonly dependencies: ReadonlyArray<{
        readonly appendixes: boolean;
        readonly attachments: boolean;
        readonly introduction: boolean;
        readonly questionId: string;
      }>;
      readonly domainIds: ReadonlyArray<string>;
      readonly earlierQuestions: ReadonlyArray<{
        readonly hasAppendixes: boolean;
        readonly hasAttachments: boolean;
        readonly hasIntroduction: boolean;
        readonly id: string;
        readonly number: number;
        readonly topicName: string;
      }>;
      readonly highlights: ReadonlyArray<string>;
      readonly introduction: string | null | undefined;
      readonly number: number;
      readonly options: {
        readonly domains: ReadonlyArray<{
          readonly children: ReadonlyArray<{
            readonly id: string;
            readonly name: string;
          }>;
          readonly id: string;
          readonly name: string;
        }>;
        readonly methodologies: ReadonlyArray<{
          readonly chapters: ReadonlyArray<{
            readonly id: string;
            readonly isBook: boolean;
            readonly name: string;
            readonly title: string | null | undefined;
          }>;
          readonly id: string;
          readonly name: string;
        }>;
        readonly questionTypes: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly tagNames: ReadonlyArray<string>;
      };
      readonly points: number;
      readonly proportionValue: number | null | undefined;
      readonly strategies: ReadonlyArray<{
        readonly name: string;
        readonly position: number;
        readonly status: string;
        readonly stepCount: number;
        readonly urlId: string;
      }>;
      readonly tagNames: ReadonlyArray<string>;
      readonly text: string;
      readonly timeInMinutes: number | null | undefined;
      readonly topicUrlId: string;
      readonly typeId: string | null | undefined;
      readonly version: number;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type QuestionEditorScreenQuery = {
  response: QuestionEditorScreenQuery$data;
  variables: QuestionEditorScreenQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "introduction",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "editId",
    "storageKey": null
  },
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tagNames",
  "storageKey": null
},
v7 = [
  (v1/*:: as any*/),
  (v4/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "urlId",
        "variableName": "urlId"
      }
    ],
    "concreteType": "Question",
    "kind": "LinkedField",
    "name": "adminQuestionByUrlId",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "QuestionEdit",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "points",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timeInMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "complexity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "proportionValue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "typeId",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attachmentIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Attachment",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "appendixIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Attachment",
            "kind": "LinkedField",
            "name": "appendixes",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chapterIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "domainIds",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "highlights",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionDependencyEdit",
            "kind": "LinkedField",
            "name": "dependencies",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "questionId",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attachments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appendixes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "topicUrlId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionFormOptions",
            "kind": "LinkedField",
            "name": "options",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QuestionFormChoice",
                "kind": "LinkedField",
                "name": "questionTypes",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QuestionFormMethodology",
                "kind": "LinkedField",
                "name": "methodologies",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "QuestionFormChapter",
                    "kind": "LinkedField",
                    "name": "chapters",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v4/*:: as any*/),
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
                        "name": "isBook",
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
                "concreteType": "QuestionFormDomain",
                "kind": "LinkedField",
                "name": "domains",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "QuestionFormChoice",
                    "kind": "LinkedField",
                    "name": "children",
                    "plural": true,
                    "selections": (v7/*:: as any*/),
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
            "concreteType": "EarlierQuestion",
            "kind": "LinkedField",
            "name": "earlierQuestions",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "topicName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasIntroduction",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasAttachments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasAppendixes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionStrategyRow",
            "kind": "LinkedField",
            "name": "strategies",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "urlId",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stepCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionEditorScreenQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionEditorScreenQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "id": "3def13a7d5a31b93817f75906dd6e5cc91aa54b92a839056d34edef02cd70095",
    "metadata": {},
    "name": "QuestionEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5dcbc4943b14a217b6d7898766a35776";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
