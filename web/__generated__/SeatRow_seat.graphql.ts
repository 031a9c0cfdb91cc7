/**
 * @generated SignedSource<<8e87636b76aa6a56c0709939473e3e9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SeatRole = "docent" | "leerling" | "%future added value";
export type SeatStatus = "active" | "empty" | "invited" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SeatRow_seat$data = {
  readonly email: string | null | undefined;
  readonly groups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly id: string;
  readonly invitationExpired: boolean;
  readonly invitationExpiresAt: any | null | undefined;
  readonly isActive: boolean;
  readonly isDemo: boolean;
  readonly isViewer: boolean;
  readonly name: string;
  readonly role: SeatRole;
  readonly status: SeatStatus;
  readonly streams: ReadonlyArray<{
    readonly action: string;
    readonly end: any;
    readonly streamName: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"SeatDialog_seat">;
  readonly " $fragmentType": "SeatRow_seat";
};
export type SeatRow_seat$key = {
  readonly " $data"?: SeatRow_seat$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeatRow_seat">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeatRow_seat",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
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
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDemo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationExpired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationExpiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Group",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SeatStream",
      "kind": "LinkedField",
      "name": "streams",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "streamName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "end",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SeatDialog_seat"
    }
  ],
  "type": "Seat",
  "abstractKey": null
};
})();

(node as any).hash = "93f6ed15ddf3f6d9477a90cb184c9bc8";

export default node;
