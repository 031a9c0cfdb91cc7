/**
 * @generated SignedSource<<6f0d62904d83efc93bf49120d5e6f1f4>>
 * @relayHash 62b069ca4f59a6276dc7ae66cb603682
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a160a8f908f442fc297cae2ddf88c29f01e0202ea0ac9bd72906c239c58af715

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PracticeSetsScreenQuery } from './PracticeSetsScreenQuery.graphql';

const node: PreloadableConcreteRequest<PracticeSetsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a160a8f908f442fc297cae2ddf88c29f01e0202ea0ac9bd72906c239c58af715",
    "metadata": {},
    "name": "PracticeSetsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
