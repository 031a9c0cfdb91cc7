/**
 * @generated SignedSource<<883584b9b7a7fa3499e83b5321f0ecaf>>
 * @relayHash a4b11e2a3bb8a2197f2802c9fa1ff12c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff178663467ff4ae4cfcb7c329b7b52071b1443bc6c3b5ad0fcfbe634bfe8657

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ContactRequestsScreenQuery } from './ContactRequestsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ContactRequestsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ff178663467ff4ae4cfcb7c329b7b52071b1443bc6c3b5ad0fcfbe634bfe8657",
    "metadata": {},
    "name": "ContactRequestsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
