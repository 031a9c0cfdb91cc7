/**
 * @generated SignedSource<<6eb75c8f55aef3557cd0b8608e02e3a2>>
 * @relayHash afe56f1f9226ee4d6d68d0787fff5a9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID babe26876ca185e0d52d1cf0a365ba33ef3f05a722327009a1669ead45f0fbae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExamTermScreenQuery } from './ExamTermScreenQuery.graphql';

const node: PreloadableConcreteRequest<ExamTermScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "babe26876ca185e0d52d1cf0a365ba33ef3f05a722327009a1669ead45f0fbae",
    "metadata": {},
    "name": "ExamTermScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
