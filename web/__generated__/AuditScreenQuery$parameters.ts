/**
 * @generated SignedSource<<6b6cc5aa2c6809d3a8e916db58fd84df>>
 * @relayHash cffc7e6de4cf71342c9c649021d85ab3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0aac3f89d8926638391ceb34258cc947487f8205703ad1c562d385ca4085ee0f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AuditScreenQuery } from './AuditScreenQuery.graphql';

const node: PreloadableConcreteRequest<AuditScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0aac3f89d8926638391ceb34258cc947487f8205703ad1c562d385ca4085ee0f",
    "metadata": {},
    "name": "AuditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
