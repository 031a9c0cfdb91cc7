/**
 * @generated SignedSource<<8dc985d4251103ba9c3dec29e5844b75>>
 * @relayHash 74c378227f79a24932dba98319559f23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef0d0ecabdc5508d158b36081fef35265241070f5a84c4c2386ef48d3f6f8654

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserEditScreenQuery } from './UserEditScreenQuery.graphql';

const node: PreloadableConcreteRequest<UserEditScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ef0d0ecabdc5508d158b36081fef35265241070f5a84c4c2386ef48d3f6f8654",
    "metadata": {},
    "name": "UserEditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
