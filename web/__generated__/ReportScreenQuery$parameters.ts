/**
 * @generated SignedSource<<85db0ae9f562cdf40dbf59618a0820cb>>
 * @relayHash b315b3c287928747723bb789f24dd0eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e63b3f12df721f3d3cb58f1ced165f4856fab908a7b38bc1e89bce3a0088e8fd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReportScreenQuery } from './ReportScreenQuery.graphql';

const node: PreloadableConcreteRequest<ReportScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e63b3f12df721f3d3cb58f1ced165f4856fab908a7b38bc1e89bce3a0088e8fd",
    "metadata": {},
    "name": "ReportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
