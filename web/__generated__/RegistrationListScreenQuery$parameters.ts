/**
 * @generated SignedSource<<5eb7922f1048f69b7112a8b1fa72e191>>
 * @relayHash bfef24f8a016cc6acb19f85c403622d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3afbe705c8e89559e2e2887a8a39990602c1b16e871b206b33fd08da7945ce0e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RegistrationListScreenQuery } from './RegistrationListScreenQuery.graphql';

const node: PreloadableConcreteRequest<RegistrationListScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3afbe705c8e89559e2e2887a8a39990602c1b16e871b206b33fd08da7945ce0e",
    "metadata": {},
    "name": "RegistrationListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
