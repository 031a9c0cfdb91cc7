/**
 * @generated SignedSource<<c65fafa06d16e92f7932a42c1f99a86e>>
 * @relayHash cee707e02ae2faaf080ffb2bd73bb18a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 029c36f750173d08bef589bbba75f1f8f1823ecea477e5f4d03ea89e224e1d49

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminLicenseScreenQuery } from './AdminLicenseScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminLicenseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "029c36f750173d08bef589bbba75f1f8f1823ecea477e5f4d03ea89e224e1d49",
    "metadata": {},
    "name": "AdminLicenseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
