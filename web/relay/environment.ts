// The Relay environment: persisted operations by id, sent with the session cookie.
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';

/** The readable XSRF-TOKEN cookie the server sets; every POST echoes it (CSRF protection). */
export function xsrfToken(): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : undefined;
}

export async function ensureXsrfToken(): Promise<string> {
  const existing = xsrfToken();
  if (existing) return existing;
  await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' });
  return xsrfToken() ?? '';
}

async function fetchGraphQL(params: RequestParameters, variables: Variables) {
  // Persisted operations travel by their SHA-256 id in the standard persisted-query extension.
  const body = params.id
    ? { operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
    : { operationName: params.name, query: params.text, variables };
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'X-XSRF-TOKEN': await ensureXsrfToken(),
    },
    body: JSON.stringify(body),
  });
  return response.json();
}

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
