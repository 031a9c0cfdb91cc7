/**
 * @generated SignedSource<<791ba7b2b89b8df499b065141235e875>>
 * @relayHash 4d3f9d4e400a68e92d124eb8947078ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bae036384679c0d8bb2a8b1cf5508672b65f2bfbb588293cf7b6b8ee65921c27

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionEditorScreenQuery } from './QuestionEditorScreenQuery.graphql';

const node: PreloadableConcreteRequest<QuestionEditorScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bae036384679c0d8bb2a8b1cf5508672b65f2bfbb588293cf7b6b8ee65921c27",
    "metadata": {},
    "name": "QuestionEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
