/**
 * @generated SignedSource<<3568deca4c490574029d40e9c464ef33>>
 * @relayHash 4fcb657b7b4e4c868996e29761a2e86a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7f5f31ea33f50b1033d8b1510d80a4013ff84adc28cd7ef7cad8451fb4f812c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileScreenQuery } from './ProfileScreenQuery.graphql';

const node: PreloadableConcreteRequest<ProfileScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b7f5f31ea33f50b1033d8b1510d80a4013ff84adc28cd7ef7cad8451fb4f812c",
    "metadata": {},
    "name": "ProfileScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
