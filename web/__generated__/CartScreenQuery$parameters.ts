/**
 * @generated SignedSource<<bf49fa412c032fe7606bb1b58553d0f6>>
 * @relayHash dcdd1b0853d2be13b810b65f9ea35a7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38d6e72622f6614a38850baa7bdd767a6c1374b4c92d726d7aaf4e231abc785e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CartScreenQuery } from './CartScreenQuery.graphql';

const node: PreloadableConcreteRequest<CartScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "38d6e72622f6614a38850baa7bdd767a6c1374b4c92d726d7aaf4e231abc785e",
    "metadata": {},
    "name": "CartScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
