/**
 * @generated SignedSource<<8df8abdb0e81cef9be279341b12f2c15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicTask_question$data = {
  readonly appendixes: ReadonlyArray<{
    readonly name: string;
    readonly url: string;
  }>;
  readonly attachments: ReadonlyArray<{
    readonly name: string;
    readonly url: string;
  }>;
  readonly dependencies: ReadonlyArray<{
    readonly appendixes: ReadonlyArray<{
      readonly name: string;
      readonly url: string;
    }>;
    readonly attachments: ReadonlyArray<{
      readonly name: string;
      readonly url: string;
    }>;
    readonly introduction: string | null | undefined;
    readonly number: number;
  }>;
  readonly introduction: string | null | undefined;
  readonly number: number;
  readonly text: string | null | undefined;
  readonly " $fragmentType": "TopicTask_question";
};
export type TopicTask_question$key = {
  readonly " $data"?: TopicTask_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicTask_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "introduction",
  "storageKey": null
},
v2 = [
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
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Attachment",
  "kind": "LinkedField",
  "name": "attachments",
  "plural": true,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Attachment",
  "kind": "LinkedField",
  "name": "appendixes",
  "plural": true,
  "selections": (v2/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicTask_question",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionDependency",
      "kind": "LinkedField",
      "name": "dependencies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};
})();

(node as any).hash = "ec2c7a571002799534080214c7798f60";

export default node;
