/**
 * @generated SignedSource<<49fce5824175a6a119c9e10a755b49ea>>
 * @relayHash 86a1f31481269c4725f00f7c4c4ea8a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd5a734286c2e12f39f6ce5418c4d198a29c54b1117d7392a7b71277acf1308b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExamWizardScreenQuery } from './ExamWizardScreenQuery.graphql';

const node: PreloadableConcreteRequest<ExamWizardScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fd5a734286c2e12f39f6ce5418c4d198a29c54b1117d7392a7b71277acf1308b",
    "metadata": {},
    "name": "ExamWizardScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
