/**
 * @generated SignedSource<<91a71937ad9f5ebb665f8a154df3a5cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SeatStatus = "active" | "empty" | "invited" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SeatDialog_seat$data = {
  readonly email: string | null | undefined;
  readonly firstName: string | null | undefined;
  readonly id: string;
  readonly invitationExpired: boolean;
  readonly isActive: boolean;
  readonly isViewer: boolean;
  readonly lastName: string | null | undefined;
  readonly name: string;
  readonly status: SeatStatus;
  readonly " $fragmentType": "SeatDialog_seat";
};
export type SeatDialog_seat$key = {
  readonly " $data"?: SeatDialog_seat$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeatDialog_seat">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeatDialog_seat",
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
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
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
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationExpired",
      "storageKey": null
    }
  ],
  "type": "Seat",
  "abstractKey": null
};

(node as any).hash = "c78d3cb63ed48e0def07f5b53dc0687a";

export default node;
