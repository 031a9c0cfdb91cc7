/**
 * @generated SignedSource<<de209f2b7105ec72c79abf031956643d>>
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
  readonly id: string;
  readonly restorable: boolean;
  readonly restores: {
    readonly createdAt: any;
    readonly user: {
      readonly email: string;
      readonly fullName: string;
    } | null | undefined;
  } | null | undefined;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v1 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditScreen_entry",
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
      "name": "restorable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditEntry",
      "kind": "LinkedField",
      "name": "restores",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
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
})();

(node as any).hash = "d565886b6ed8759877273cf01b6fc4c6";

export default node;
