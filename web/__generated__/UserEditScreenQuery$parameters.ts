/**
 * @generated SignedSource<<c1b9fbeecb859a2ec014d21a723c4c75>>
 * @relayHash a0ba2bd183cc7b2e68400c7ddc8692b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e78687f7533cda356a2afc0ed2c8a46b61be8a184609620a5408e7728e910c7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserEditScreenQuery } from './UserEditScreenQuery.graphql';

const node: PreloadableConcreteRequest<UserEditScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6e78687f7533cda356a2afc0ed2c8a46b61be8a184609620a5408e7728e910c7",
    "metadata": {},
    "name": "UserEditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
