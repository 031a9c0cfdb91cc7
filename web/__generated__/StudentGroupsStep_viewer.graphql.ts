/**
 * @generated SignedSource<<3c97943ac6a31e544dd19ada5811715b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentGroupsStep_viewer$data = {
  readonly choosableGroups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly stream: {
      readonly name: string;
    } | null | undefined;
  }>;
  readonly user: {
    readonly firstName: string;
  } | null | undefined;
  readonly " $fragmentType": "StudentGroupsStep_viewer";
};
export type StudentGroupsStep_viewer$key = {
  readonly " $data"?: StudentGroupsStep_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentGroupsStep_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentGroupsStep_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Group",
      "kind": "LinkedField",
      "name": "choosableGroups",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Stream",
          "kind": "LinkedField",
          "name": "stream",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "8825dd3c4ef151cb3e108fbb800bf27d";

export default node;
