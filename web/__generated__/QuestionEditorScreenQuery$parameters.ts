/**
 * @generated SignedSource<<20241132ddb1e9801c5cbce93e9a0d1f>>
 * @relayHash b5e298dc75cb4dc85ae87daffd30c251
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3def13a7d5a31b93817f75906dd6e5cc91aa54b92a839056d34edef02cd70095

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionEditorScreenQuery } from './QuestionEditorScreenQuery.graphql';

const node: PreloadableConcreteRequest<QuestionEditorScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3def13a7d5a31b93817f75906dd6e5cc91aa54b92a839056d34edef02cd70095",
    "metadata": {},
    "name": "QuestionEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
