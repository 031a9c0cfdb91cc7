/**
 * @generated SignedSource<<5918a7044c0fd92c9e74dbfde10bf9ad>>
 * @relayHash cce090af011ddbc7d7279fb83dac9f4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08c0a33cbbb0e5f53a8dc2d00beea29d5e89990383cfb17817fd50be16ad4659

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StudentSetScreenQuery } from './StudentSetScreenQuery.graphql';

const node: PreloadableConcreteRequest<StudentSetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "08c0a33cbbb0e5f53a8dc2d00beea29d5e89990383cfb17817fd50be16ad4659",
    "metadata": {},
    "name": "StudentSetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
