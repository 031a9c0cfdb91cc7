/**
 * @generated SignedSource<<2c835ca53090054eb9828f60932c3d13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuditEvent = "created" | "deleted" | "updated" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AuditScreen_entry$data = {
  readonly auditableId: string;
  readonly changes: ReadonlyArray<{
    readonly field: string;
    readonly new: string | null | undefined;
    readonly old: string | null | undefined;
  }>;
  readonly createdAt: any;
  readonly event: AuditEvent;
  readonly type: string;
  readonly user: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly " $fragmentType": "AuditScreen_entry";
};
export type AuditScreen_entry$key = {
  readonly " $data"?: AuditScreen_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditScreen_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditScreen_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "auditableId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "event",
      "storageKey": null
    },
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
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditFieldChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "old",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "new",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AuditEntry",
  "abstractKey": null
};

(node as any).hash = "200907febf5e7a344c2db364bd505ccd";

export default node;
