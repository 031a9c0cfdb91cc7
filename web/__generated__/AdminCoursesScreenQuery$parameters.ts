/**
 * @generated SignedSource<<d3153d8735c4cdf5792ff8678da2c585>>
 * @relayHash 666a19141ca96c3995337c763b31f9f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a946cfc1370c617330d58b1cee03277fa4f9712b53c0debc14ef248753243131

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminCoursesScreenQuery } from './AdminCoursesScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminCoursesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a946cfc1370c617330d58b1cee03277fa4f9712b53c0debc14ef248753243131",
    "metadata": {},
    "name": "AdminCoursesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
