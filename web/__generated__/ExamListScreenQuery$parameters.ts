/**
 * @generated SignedSource<<c152575f1d3df8305867ebcb35ba9e91>>
 * @relayHash 04fbf6bd63333ad5017e7f66f521aa69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4d85d5cb590837009bfb5e234dd749a3225f41a31916c231eef405877ce6ee6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExamListScreenQuery } from './ExamListScreenQuery.graphql';

const node: PreloadableConcreteRequest<ExamListScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f4d85d5cb590837009bfb5e234dd749a3225f41a31916c231eef405877ce6ee6",
    "metadata": {},
    "name": "ExamListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
