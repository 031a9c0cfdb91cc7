/**
 * @generated SignedSource<<cb0ca530a6633326ade7e3f2de44430a>>
 * @relayHash ca0ebd5f3d0ffe435831df4e457befc8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a67a86d8eecf2bd09680b513917f1303e277ba7b6918dd481208541702d2dd4b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WholeExamsScreenQuery } from './WholeExamsScreenQuery.graphql';

const node: PreloadableConcreteRequest<WholeExamsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a67a86d8eecf2bd09680b513917f1303e277ba7b6918dd481208541702d2dd4b",
    "metadata": {},
    "name": "WholeExamsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
