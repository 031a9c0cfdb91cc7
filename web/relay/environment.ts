// The Relay environment: persisted operations by id, sent with the session cookie.
// The network layer also carries two rules of document 1 §8: a request that takes too long signs the user out, and an
// unauthorized answer (HTTP 401 or a GraphQL error with code UNAUTHENTICATED) shows a warning toast.
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { showToast } from '../components/Toasts.tsx';

/** A request that has not answered after this long is abandoned and the user is signed out (document 1 §4). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Operations whose 401 is expected and must not raise the 'Ongeautoriseerd' toast: the shell's viewer query (a visitor
 * is a normal answer) and sign-out (the session may already be gone). The legacy client exempted api/user and api/logout.
 */
const QUIET_OPERATIONS = new Set(['ShellQuery', 'useSignOutMutation']);

/** Raised when the server did not answer within REQUEST_TIMEOUT_MS. */
export class RequestTimeoutError extends Error {
  constructor(readonly operation: string) {
    super('De server reageert niet op tijd. Probeer het later opnieuw.');
    this.name = 'RequestTimeoutError';
  }
}

/**
 * Network events the shell listens to: 'timeout' (a request timed out; the shell signs the user out). Kept as a plain
 * EventTarget so the network layer stays free of React.
 */
export const networkEvents = new EventTarget();

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

interface GraphQLErrorJson {
  message?: string;
  extensions?: { code?: string };
}

function unauthorized(status: number, json: { errors?: GraphQLErrorJson[] } | null): boolean {
  return status === 401 || !!json?.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** Raised when Relay no longer wants the answer (a newer search replaced it); never shown. */
class CancelledError extends Error {}

async function fetchGraphQL(params: RequestParameters, variables: Variables, cancel: AbortSignal): Promise<GraphQLResponse> {
  // Persisted operations travel by their SHA-256 id in the standard persisted-query extension.
  const body = params.id
    ? { operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
    : { operationName: params.name, query: params.text, variables };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onCancel = () => controller.abort();
  cancel.addEventListener('abort', onCancel);
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        'X-XSRF-TOKEN': await ensureXsrfToken(),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (cancel.aborted) throw new CancelledError();
    if (controller.signal.aborted) {
      networkEvents.dispatchEvent(new CustomEvent('timeout', { detail: { operation: params.name } }));
      throw new RequestTimeoutError(params.name);
    }
    throw new Error('Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.', { cause: error });
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
  }
  const json = (await response.json().catch(() => null)) as ({ errors?: GraphQLErrorJson[] } & Record<string, unknown>) | null;
  if (unauthorized(response.status, json) && !QUIET_OPERATIONS.has(params.name)) {
    // The request address is always /graphql; the page the user is on says more about what was refused.
    showToast(`Ongeautoriseerd: ${window.location.pathname}`, 'warning');
  }
  if (!json) throw new Error(`De server gaf een onverwacht antwoord (${response.status}). Probeer het later opnieuw.`);
  return json as unknown as GraphQLResponse;
}

/**
 * Answers the server put in the page (server/http/preload.ts: the first queries of the pages opened most), each used
 * once by the request it answers — the same operation with the same variables — instead of asking the network.
 */
const preloaded = new Map<string, GraphQLResponse>();
try {
  const script = typeof document === 'undefined' ? null : document.getElementById('preloaded-answers');
  for (const item of script?.textContent ? (JSON.parse(script.textContent) as { id: string; variables: string; response: GraphQLResponse }[]) : []) {
    preloaded.set(`${item.id}|${item.variables}`, item.response);
  }
} catch {
  // A page without (readable) answers: the app asks as usual.
}

/** The same text for the same variables, whatever the order of their keys (as the server writes them). */
const variablesKey = (variables: Variables) => JSON.stringify(Object.fromEntries(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b))));

function takePreloaded(params: RequestParameters, variables: Variables): GraphQLResponse | undefined {
  if (!params.id || !preloaded.size) return undefined;
  const key = `${params.id}|${variablesKey(variables)}`;
  const response = preloaded.get(key);
  preloaded.delete(key);
  return response;
}

/**
 * Each request is an observable: when Relay unsubscribes (a newer search replaced this one, the screen went away) the
 * HTTP request is aborted, so a teacher typing or clicking filters never waits for answers nobody reads.
 */
function observeGraphQL(params: RequestParameters, variables: Variables) {
  return Observable.create<GraphQLResponse>((sink) => {
    const answer = takePreloaded(params, variables);
    if (answer) {
      sink.next(answer);
      sink.complete();
      return;
    }
    const cancel = new AbortController();
    fetchGraphQL(params, variables, cancel.signal).then(
      (response) => {
        sink.next(response);
        sink.complete();
      },
      (error: unknown) => {
        if (!(error instanceof CancelledError)) sink.error(error as Error);
      },
    );
    return () => cancel.abort();
  });
}

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(observeGraphQL), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
