/**
 * @generated SignedSource<<0937e685b27495f69a6d397bd69f1808>>
 * @relayHash ab25624b6ca3cf57a77d31b76228a1a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91b8587a311625a3470548a310bb7b336dd5e4f904b1d90f90aaec8b6fc0ee84

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LicensesScreenQuery } from './LicensesScreenQuery.graphql';

const node: PreloadableConcreteRequest<LicensesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "91b8587a311625a3470548a310bb7b336dd5e4f904b1d90f90aaec8b6fc0ee84",
    "metadata": {},
    "name": "LicensesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
