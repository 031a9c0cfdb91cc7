/**
 * @generated SignedSource<<26ed3fd8e177453d5e05d908c6b1a79a>>
 * @relayHash 1d075fe0824acff543a50cbbd0b3f1bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e7adbdafebc1a0c7fe05087a00225a4735e48e1a385e93c6a0fe95d51db3b1f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminExamsScreenQuery } from './AdminExamsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminExamsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7e7adbdafebc1a0c7fe05087a00225a4735e48e1a385e93c6a0fe95d51db3b1f",
    "metadata": {},
    "name": "AdminExamsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
