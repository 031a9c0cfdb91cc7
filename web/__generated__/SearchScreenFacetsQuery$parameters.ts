/**
 * @generated SignedSource<<1b751ba8689ca09cb0b6b24457afa23d>>
 * @relayHash d529cf0e3ca0b5333ea970d6cb86c42a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c278dcd2c63daa76a5f30704bb66c9932aeffc3a8acfa63a35b0d995e35afde3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SearchScreenFacetsQuery } from './SearchScreenFacetsQuery.graphql';

const node: PreloadableConcreteRequest<SearchScreenFacetsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c278dcd2c63daa76a5f30704bb66c9932aeffc3a8acfa63a35b0d995e35afde3",
    "metadata": {},
    "name": "SearchScreenFacetsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
