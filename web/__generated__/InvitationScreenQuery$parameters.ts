/**
 * @generated SignedSource<<16c705fa8a9709e7412fe32ce204ac65>>
 * @relayHash 11a0463613c0ba443945b503e6d68d32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9923b3aa61d1e69c2cb8d57ac5dcffefa65388e04ad47d7716e113678ff1b43

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InvitationScreenQuery } from './InvitationScreenQuery.graphql';

const node: PreloadableConcreteRequest<InvitationScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f9923b3aa61d1e69c2cb8d57ac5dcffefa65388e04ad47d7716e113678ff1b43",
    "metadata": {},
    "name": "InvitationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
