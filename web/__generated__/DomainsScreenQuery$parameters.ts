/**
 * @generated SignedSource<<54b66ffffe094e1b08e8739dde463be1>>
 * @relayHash 64bab7dfec386d875043f17c4fabb768
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40ffea508c6c67b4f3755932124ff56a655ab14c60323bc5da48fd47dd3647b3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DomainsScreenQuery } from './DomainsScreenQuery.graphql';

const node: PreloadableConcreteRequest<DomainsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "40ffea508c6c67b4f3755932124ff56a655ab14c60323bc5da48fd47dd3647b3",
    "metadata": {},
    "name": "DomainsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
