/**
 * @generated SignedSource<<8f92e709e1719830e9710252d07b35b6>>
 * @relayHash 41ae7ee98f6c726e42336c3aa77be540
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75c2069816b9c4dbfd647f6c18d76780b7474002eea436ca9968bff00b1f339d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminLicensesScreenQuery } from './AdminLicensesScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminLicensesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "75c2069816b9c4dbfd647f6c18d76780b7474002eea436ca9968bff00b1f339d",
    "metadata": {},
    "name": "AdminLicensesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
