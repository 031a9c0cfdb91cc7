/**
 * @generated SignedSource<<70c1501ef64e081cf72714e933e0b25c>>
 * @relayHash 7aeac2b0627ffe13abbce793720e5f0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f6979f4c0e48dedf0dcced30384eb27ba478981787d80fd1790a7933170f9ed

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExamEditorScreenQuery } from './ExamEditorScreenQuery.graphql';

const node: PreloadableConcreteRequest<ExamEditorScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3f6979f4c0e48dedf0dcced30384eb27ba478981787d80fd1790a7933170f9ed",
    "metadata": {},
    "name": "ExamEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
