/**
 * @generated SignedSource<<40bbaabe4cfdfa178df8f1b8ba3028dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DomainsScreen_domains$data = {
  readonly adminDomains: ReadonlyArray<{
    readonly children: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly questionCount: number;
    }>;
    readonly id: string;
    readonly name: string;
    readonly questionCount: number;
  }>;
  readonly " $fragmentType": "DomainsScreen_domains";
};
export type DomainsScreen_domains$key = {
  readonly " $data"?: DomainsScreen_domains$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainsScreen_domains">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainsScreen_domains",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminDomain",
      "kind": "LinkedField",
      "name": "adminDomains",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminSubdomain",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
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

(node as any).hash = "8ea2632e62c488aea36cf67fd39e2e29";

export default node;
