/**
 * @generated SignedSource<<412c58a9a2a68cf4e8138b0fb96c119d>>
 * @relayHash ed107c892610bae83ca4893dbd272a5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ce969bf87fbdae65e35561ea3f348b92c62c9feab421b89d75146f76cf58111

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeScreenQuery } from './HomeScreenQuery.graphql';

const node: PreloadableConcreteRequest<HomeScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3ce969bf87fbdae65e35561ea3f348b92c62c9feab421b89d75146f76cf58111",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
