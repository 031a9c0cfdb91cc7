/**
 * @generated SignedSource<<114843c17d64ba6727e8b8831930bd48>>
 * @relayHash ed837a04cbc754a399fc90f20c8dc229
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fdbe0b144dd2f99e830c16d5f580a3c18ca18c2e8b82fa338cc3dae3f594180

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TagsScreenQuery } from './TagsScreenQuery.graphql';

const node: PreloadableConcreteRequest<TagsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0fdbe0b144dd2f99e830c16d5f580a3c18ca18c2e8b82fa338cc3dae3f594180",
    "metadata": {},
    "name": "TagsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
