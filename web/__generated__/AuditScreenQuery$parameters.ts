/**
 * @generated SignedSource<<c52a566291c3435c019d73e4dd8e1f64>>
 * @relayHash b63f3bc6f5fcb05308563d71448b4ab8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd26bd22940bb2bb78041a3dc00545f4d9c782b74a4db88a4df87c186d599192

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AuditScreenQuery } from './AuditScreenQuery.graphql';

const node: PreloadableConcreteRequest<AuditScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cd26bd22940bb2bb78041a3dc00545f4d9c782b74a4db88a4df87c186d599192",
    "metadata": {},
    "name": "AuditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
