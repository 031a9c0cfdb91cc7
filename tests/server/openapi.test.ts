// The REST shim's contract as an OpenAPI 3.1 document made from the routes' own schemas: every route is in it with
// its answers, and the readable reference page is served outside production only.
import { startTestServer, type TestServer } from '../setup/server.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface OpenApi {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let doc: OpenApi;
beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await server.get('/api/openapi.json')).json()) as OpenApi;
});
afterAll(async () => {
  await server.close();
});

/** Fastify's /api/groups/:group as OpenAPI spells it: /api/groups/{group}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the shim', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Vraagwerk REST API');
  });

  it('holds every registered /api route, each with at least one declared answer', () => {
    const routes = server.app.restRoutes;
    // The accounts layer alone has 34 routes under /api: an empty registry would prove nothing.
    expect(routes.length).toBeGreaterThanOrEqual(34);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const unanswered = routes.filter((r) => !Object.keys(doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!.responses ?? {}).length).map((r) => `${r.method} ${r.url}`);
    expect(unanswered).toEqual([]);
    expect(routes.every((r) => r.hasResponseSchema)).toBe(true);
  });

  it('describes requests from the same schemas the server validates with', () => {
    const login = doc.paths['/api/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('"email"');
    expect(Object.keys(login.responses!).sort()).toEqual(['200', '422']);
    const group = doc.paths['/api/groups/{group}']!.put!;
    expect(group.parameters!.map((p) => [p.in, p.name])).toEqual([['path', 'group']]);
    expect(JSON.stringify(group.requestBody)).toMatch(/"maxLength":\s*255/);
  });

  it('lists only the shim: no GraphQL, files or the document itself', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    expect(paths).not.toContain('/api/openapi.json');
    expect(paths.some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('serves a readable reference page of the document outside production', async () => {
    const page = await server.get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('swagger-ui');
  });
});

describe('in production', () => {
  it('still publishes the document, but no reference page', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      ID_SECRET: 'production-id-secret-0123456789',
      APP_SECRET: 'production-app-secret-0123456789',
      PUBLIC_URL: 'https://vraagwerk.example',
    });
    try {
      // Bodies are read to the end: an unread answer keeps its connection busy, and closing the server waits for it.
      const document = await production.get('/api/openapi.json');
      expect(document.status).toBe(200);
      expect(((await document.json()) as OpenApi).openapi).toBe('3.1.0');
      const page = await production.get('/api/docs/');
      expect(page.status).toBe(404);
      await page.text();
    } finally {
      await production.close();
    }
  });
});
