// The Relay environment: persisted operations by id, sent with the session cookie.
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';

async function fetchGraphQL(params: RequestParameters, variables: Variables) {
  // Persisted operations travel by their SHA-256 id in the standard persisted-query extension.
  const body = params.id
    ? { operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
    : { operationName: params.name, query: params.text, variables };
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
