/**
 * @generated SignedSource<<8e31a5955a37e9a512692503f379e380>>
 * @relayHash 57e7f85489ec6b7e14c43d0f4282de1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1dbc7372ed95a8353d547fdac9b7347f24449a1ae4d9829f656a1ff1a21e393

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClassroomScreenQuery } from './ClassroomScreenQuery.graphql';

const node: PreloadableConcreteRequest<ClassroomScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e1dbc7372ed95a8353d547fdac9b7347f24449a1ae4d9829f656a1ff1a21e393",
    "metadata": {},
    "name": "ClassroomScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
