/**
 * @generated SignedSource<<be220703335a81e49c11e5fb67f55e18>>
 * @relayHash 11dcc90b1e43bdd3bd64f4c6e442c2e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c14965cb28281963932bc5157c77a312b69e5056e9bca440441d4a4202b0fc73

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StreamsScreenQuery } from './StreamsScreenQuery.graphql';

const node: PreloadableConcreteRequest<StreamsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c14965cb28281963932bc5157c77a312b69e5056e9bca440441d4a4202b0fc73",
    "metadata": {},
    "name": "StreamsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
