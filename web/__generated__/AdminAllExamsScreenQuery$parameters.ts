/**
 * @generated SignedSource<<364663154b984b9e85377725dfb64299>>
 * @relayHash 8f2a346b7e63a01cb84f4d6493369b46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2407756793872d3d145989241ca737293aba9feaa925b1839635d354765c3df1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminAllExamsScreenQuery } from './AdminAllExamsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminAllExamsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2407756793872d3d145989241ca737293aba9feaa925b1839635d354765c3df1",
    "metadata": {},
    "name": "AdminAllExamsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
