/**
 * @generated SignedSource<<675dbcb32531615d81b4d04fa988fc8c>>
 * @relayHash ab795bdb9d26a722f3cd511ec3d77ced
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 011acbdd0fc52c012d9078e4139457373064945aeb995c0abea8c7d2ad5689ec

import { PreloadableConcreteRequest } from 'relay-runtime';
import { KeywordsScreenQuery } from './KeywordsScreenQuery.graphql';

const node: PreloadableConcreteRequest<KeywordsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "011acbdd0fc52c012d9078e4139457373064945aeb995c0abea8c7d2ad5689ec",
    "metadata": {},
    "name": "KeywordsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
