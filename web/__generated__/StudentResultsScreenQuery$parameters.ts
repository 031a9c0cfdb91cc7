/**
 * @generated SignedSource<<aed7d5afa03446a90429c13fc08b0c7d>>
 * @relayHash 6a26438e94c8ee429b1085a5596eb7c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 396d72473c7f7cb809f3a1ee8f77566c202e854767157fe049f61492fbc76e42

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StudentResultsScreenQuery } from './StudentResultsScreenQuery.graphql';

const node: PreloadableConcreteRequest<StudentResultsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "396d72473c7f7cb809f3a1ee8f77566c202e854767157fe049f61492fbc76e42",
    "metadata": {},
    "name": "StudentResultsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
