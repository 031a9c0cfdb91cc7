/**
 * @generated SignedSource<<c3caffffa3c8f34d0ffc704efe3ec351>>
 * @relayHash 6d422345712bbb5809dd7402e2b548b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8558158dd7d284f8a7c6b8da3dcd4a46d26e1f76567d0bb32671f0a3c3f3c3e6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TeacherSelectionScreenQuery } from './TeacherSelectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<TeacherSelectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8558158dd7d284f8a7c6b8da3dcd4a46d26e1f76567d0bb32671f0a3c3f3c3e6",
    "metadata": {},
    "name": "TeacherSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
