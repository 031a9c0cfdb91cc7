/**
 * @generated SignedSource<<704d775c9f52e881e3ca8795e25c2fdf>>
 * @relayHash 956eef0fa826de71f56c60fb84d1d6c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e136952bbaa9442bbab52a14422b2aa2c9dbc8aa745c39f2ec76364f44527da

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AnnotationsScreenQuery } from './AnnotationsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AnnotationsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6e136952bbaa9442bbab52a14422b2aa2c9dbc8aa745c39f2ec76364f44527da",
    "metadata": {},
    "name": "AnnotationsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
