/**
 * @generated SignedSource<<99e307076dd6003003c1c5c9f4ae7c9e>>
 * @relayHash 4f21214ffc6bb80b919eb2349b1a4b05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e5c6b594b4b16abd8dffd969308aaf7633de9c73904e22c7696890a2fa543ad

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LoginScreenQuery } from './LoginScreenQuery.graphql';

const node: PreloadableConcreteRequest<LoginScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2e5c6b594b4b16abd8dffd969308aaf7633de9c73904e22c7696890a2fa543ad",
    "metadata": {},
    "name": "LoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
