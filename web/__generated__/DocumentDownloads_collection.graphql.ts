/**
 * @generated SignedSource<<18a5735a63a8c5a30fa865ab3b38dd54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentKind = "APPENDIXES" | "CORRECTIONS" | "CORRECTIONS_PDF" | "PDF" | "TEACHER_PDF" | "WORD" | "%future added value";
export type DownloadType = "digital" | "pdf" | "word" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentDownloads_collection$data = {
  readonly documents: ReadonlyArray<{
    readonly fileName: string;
    readonly format: string;
    readonly kind: DocumentKind;
    readonly path: string;
  }>;
  readonly downloadType: DownloadType;
  readonly " $fragmentType": "DocumentDownloads_collection";
};
export type DocumentDownloads_collection$key = {
  readonly " $data"?: DocumentDownloads_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentDownloads_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentDownloads_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SetDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "format",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "2837cb4159744ff828db3d3d01393e22";

export default node;
