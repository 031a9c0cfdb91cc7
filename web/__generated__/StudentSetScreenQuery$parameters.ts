/**
 * @generated SignedSource<<b2040104ec044fb5b555a7809dfbd53c>>
 * @relayHash 9c70fb88e57b7b78304c6cb3ffb15f99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3bf8c2e25e9a08b7f6dbb487f2aa6ee69909aece6cc7c77d8b158d2e1d0cfcee

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StudentSetScreenQuery } from './StudentSetScreenQuery.graphql';

const node: PreloadableConcreteRequest<StudentSetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3bf8c2e25e9a08b7f6dbb487f2aa6ee69909aece6cc7c77d8b158d2e1d0cfcee",
    "metadata": {},
    "name": "StudentSetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
