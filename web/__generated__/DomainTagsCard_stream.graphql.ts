/**
 * @generated SignedSource<<71afeed99598e98a44317dc600162691>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DomainTagsCard_stream$data = {
  readonly adminDomainPreviews: ReadonlyArray<{
    readonly name: string;
    readonly tags: ReadonlyArray<{
      readonly n: number;
      readonly name: string;
    }>;
    readonly urlId: string;
  }>;
  readonly " $fragmentType": "DomainTagsCard_stream";
};
export type DomainTagsCard_stream$key = {
  readonly " $data"?: DomainTagsCard_stream$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainTagsCard_stream">;
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
  "name": "DomainTagsCard_stream",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminDomainPreview",
      "kind": "LinkedField",
      "name": "adminDomainPreviews",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "urlId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "DomainTag",
          "kind": "LinkedField",
          "name": "tags",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
  "type": "Stream",
  "abstractKey": null
};
})();

(node as any).hash = "8e6ac861d4588e9e89fc0974c5b8605b";

export default node;
