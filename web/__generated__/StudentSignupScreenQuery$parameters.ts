/**
 * @generated SignedSource<<1179de847b7d3035a0abb82641365a0a>>
 * @relayHash 49aae60c9d597a7a249112227c6fa2ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6fc8b35c9ac4732f964c2feee022a2d5f113443936e048b399d02ee3c5ba5d1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StudentSignupScreenQuery } from './StudentSignupScreenQuery.graphql';

const node: PreloadableConcreteRequest<StudentSignupScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a6fc8b35c9ac4732f964c2feee022a2d5f113443936e048b399d02ee3c5ba5d1",
    "metadata": {},
    "name": "StudentSignupScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
