/**
 * @generated SignedSource<<ec7616fa22d63559f0c66771a818dc24>>
 * @relayHash c077fc26d8cebc3bdb0781f0572b3c11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69de886b2264a87b9de3aae45a99bacfa988550cfd3c6ec87fa8b074d1c9f91f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminCourseScreenQuery } from './AdminCourseScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminCourseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "69de886b2264a87b9de3aae45a99bacfa988550cfd3c6ec87fa8b074d1c9f91f",
    "metadata": {},
    "name": "AdminCourseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
