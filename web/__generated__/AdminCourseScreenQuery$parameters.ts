/**
 * @generated SignedSource<<5146270c2bbfc81c13b175ff66ac686c>>
 * @relayHash 83e83deb73653d831776d17993d45ba2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eab38c424a7dc79049b72a473296abac93549f864c45df29cd6049992caff545

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminCourseScreenQuery } from './AdminCourseScreenQuery.graphql';

const node: PreloadableConcreteRequest<AdminCourseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "eab38c424a7dc79049b72a473296abac93549f864c45df29cd6049992caff545",
    "metadata": {},
    "name": "AdminCourseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
