/**
 * @generated SignedSource<<a1386e6f3615e8fdb162921dd85a145d>>
 * @relayHash 140dc275802b788e00e74391c3fbcc12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76be52bf360fa942ac2bc2073f6252cc2e8bf131012de94d3ceefa4eae3ac6c6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AnswerEditorScreenQuery } from './AnswerEditorScreenQuery.graphql';

const node: PreloadableConcreteRequest<AnswerEditorScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "76be52bf360fa942ac2bc2073f6252cc2e8bf131012de94d3ceefa4eae3ac6c6",
    "metadata": {},
    "name": "AnswerEditorScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
