/**
 * @generated SignedSource<<01149a9883780b613c3b409d676f8874>>
 * @relayHash 95fe00bcc4253c499240c7d569a2338d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 858041e9d5aa26800c0e48caffe5092f84a6eafdfd1b627fb9c75dd106a108e5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RegistrationDetailScreenQuery } from './RegistrationDetailScreenQuery.graphql';

const node: PreloadableConcreteRequest<RegistrationDetailScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "858041e9d5aa26800c0e48caffe5092f84a6eafdfd1b627fb9c75dd106a108e5",
    "metadata": {},
    "name": "RegistrationDetailScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
