/**
 * @generated SignedSource<<a23ebf0b7b4e31a17446324ec37e47a7>>
 * @relayHash 009ac425054ee97aae8c131d95a270b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f66d985497bfa58398dc3d171a56fadc6a5b16ddcb6f11c3d85a8608da60b1c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionCreateScreenQuery } from './QuestionCreateScreenQuery.graphql';

const node: PreloadableConcreteRequest<QuestionCreateScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2f66d985497bfa58398dc3d171a56fadc6a5b16ddcb6f11c3d85a8608da60b1c",
    "metadata": {},
    "name": "QuestionCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
