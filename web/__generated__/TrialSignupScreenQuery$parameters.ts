/**
 * @generated SignedSource<<c6b57135cd30a7e7f853005ccae3561b>>
 * @relayHash 0919a6301f940f4d174be85be6c05aef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab0aef19a5bae7ca1293cbf18606bb989485d247bfe6e15e7c35b9c24e97f03c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TrialSignupScreenQuery } from './TrialSignupScreenQuery.graphql';

const node: PreloadableConcreteRequest<TrialSignupScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ab0aef19a5bae7ca1293cbf18606bb989485d247bfe6e15e7c35b9c24e97f03c",
    "metadata": {},
    "name": "TrialSignupScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
