// An HTTP client that behaves like a browser towards the API: it keeps cookies and echoes the XSRF token.
export interface HttpClient {
  cookies: Map<string, string>;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
  /** Runs a GraphQL document; returns the parsed body. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  /** Fetches the CSRF cookie like a legacy client does before its first POST. */
  csrf(): Promise<void>;
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export function createClient(baseUrl: string): HttpClient {
  const cookies = new Map<string, string>();
  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a)) || attributes.some((a) => /^\s*max-age=0\b/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const client: HttpClient = {
    cookies,
    async request(method, path, body, headers = {}) {
      const h: Record<string, string> = { Accept: 'application/json', ...headers };
      if (cookies.size) h.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const xsrf = cookies.get('XSRF-TOKEN');
      if (xsrf && !('X-XSRF-TOKEN' in headers)) h['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        payload = JSON.stringify(body);
        h['Content-Type'] = 'application/json';
      }
      const response = await fetch(`${baseUrl}${path}`, { method, headers: h, body: payload, redirect: 'manual' });
      store(response);
      return response;
    },
    get: (path) => client.request('GET', path),
    post: (path, body) => client.request('POST', path, body ?? {}),
    put: (path, body) => client.request('PUT', path, body ?? {}),
    delete: (path) => client.request('DELETE', path),
    async csrf() {
      await client.get('/sanctum/csrf-cookie');
    },
    async graphql(query, variables) {
      if (!cookies.has('XSRF-TOKEN')) await client.csrf();
      const response = await client.request('POST', '/graphql', { query, variables });
      return response.json();
    },
    async json(method, path, body) {
      if (method !== 'GET' && !cookies.has('XSRF-TOKEN')) await client.csrf();
      const response = await client.request(method, path, method === 'GET' ? undefined : (body ?? {}));
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
  return client;
}
