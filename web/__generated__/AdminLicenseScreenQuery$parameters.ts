/**
 * @generated SignedSource<<4a3859da0fa86bfc6b6bdce0694416de>>
 * @relayHash 30179cd81d81367791592da924ca1acd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 435d62efaf1bf283c6979aa3c6808884780f6b9b2864c0886ed8c4fe8376016c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminLicenseScreenQuery } from './AdminLicenseScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminLicenseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "435d62efaf1bf283c6979aa3c6808884780f6b9b2864c0886ed8c4fe8376016c",
    "metadata": {},
    "name": "AdminLicenseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
