// The fuzzer (issue 43, 'Keep it proven'): requests generated with fast-check against one real server on a copy of the
// seeded test database, as a visitor, a leerling, a licensed docent and an admin signed in through the real routes.
// Every REST route of the shim comes from the server's own OpenAPI document and every GraphQL operation from
// web/persisted-queries.json, so a route or operation added later is fuzzed without a list to keep. Each request
// checks: no 5xx (nor a masked 'Unexpected error.' from GraphQL, Yoga's 500 in a 200); a refused request (4xx, a GraphQL
// error or a typed error in a result union) committed no row outside the tables a refusal may write
// (./database.ts); and after the run no stored text is over its limit. Request i of seed s is always the same request,
// so `npm run fuzz -- --seed s --runs i+1` replays a run up to a failure. Shared by tests/server/fuzz.test.ts and
// scripts/fuzz.ts.
import fc from 'fast-check';
import { GraphQLNonNull, Kind, parse, typeFromAST, validate, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { schema } from '../../server/graphql/schema.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { loadPersistedOperations } from '../../server/http/app.ts';
import { SESSION_COOKIE } from '../../server/http/session.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { signedInClient } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';
import { makeFixtures, type RoleEmails } from '../server/authorization/fixtures.ts';
import type { Fixtures } from '../server/authorization/matrix.ts';
import { DEEP_JSON, kindOf, fromGraphqlType, fromJsonSchema, hostileString, hugeValue, mutated, type KnownValues } from './values.ts';
import { installChangeNotes, overLimitFields, takeChangeNotes, WRITTEN_WHEN_REFUSED, type OverLimit } from './database.ts';

/** How long an accepted write's unawaited work (an e-mail to the outbox) is given to land, in ms. */
const SETTLE_MS = 25;

export const ACTORS = ['visitor', 'leerling', 'docent', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
/** The matrix's role each actor signs in as: the docent is the school's teacher with a licence. */
const ROLE_OF: Record<Exclude<Actor, 'visitor'>, keyof RoleEmails> = { leerling: 'leerling', docent: 'schoolDocent', admin: 'admin' };

type Body =
  | { type: 'none' }
  | { type: 'json'; value: unknown }
  | { type: 'raw'; contentType: string | null; text: string }
  | { type: 'form'; value: unknown }
  | { type: 'multipart'; fields: [string, string][]; file: { bytes: number[]; name: string; type: string } | null };

export interface FuzzRequest {
  /** The route ('POST /api/x/{id}') or operation ('useSaveProfileMutation 083655938e') it exercises. */
  target: string;
  actor: Actor;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Body;
  /** Whether the CSRF token is echoed (a client that forgets it gets 419). */
  csrf: boolean;
}

export interface Failure {
  index: number;
  request: FuzzRequest;
  status: number;
  detail: string;
}

export interface FuzzReport {
  seed: number;
  start: number;
  requests: number;
  ms: number;
  /** Per route or operation: requests per status class ('2xx', '4xx', 'graphql-error', …). */
  perTarget: Map<string, Map<string, number>>;
  statusClasses: Map<string, number>;
  /** 5xx answers, masked unexpected GraphQL errors and requests that got no answer. */
  serverErrors: Failure[];
  /** Refused requests that committed rows. */
  halfWrites: Failure[];
  overLimit: OverLimit[];
  targets: { rest: number; graphql: number };
  /** Rows committed by accepted requests, per 'table OPERATION' (that the fuzzer reaches the writes at all). */
  rowsWritten: Map<string, number>;
  /** Accepted requests that committed rows outside the session and the throttles. */
  writingRequests: number;
}

export interface FuzzTarget {
  server: TestServer;
  fixtures: Fixtures;
  emails: RoleEmails;
  known: KnownValues;
  request: fc.Arbitrary<FuzzRequest>;
  targets: { rest: number; graphql: number };
  close(): Promise<void>;
}

interface OpenApi {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> } }>
  >;
}

// ── Ids of real objects ──

async function knownValues(server: TestServer, fixtures: Fixtures, emails: RoleEmails): Promise<KnownValues> {
  const ids = createIdCodec(server.config.idSecret);
  const db = server.db.prisma;
  const restByKind: Record<string, string[]> = {
    stream: [fixtures.stream.urlId, fixtures.stream.slug],
    topic: [fixtures.topic.urlId, ...Object.values(fixtures.sets).map((s) => s.topicUrlId)],
    question: [fixtures.question.urlId],
    exam: [fixtures.exam.urlId],
    tag: [fixtures.tag.urlId],
    privilege: [fixtures.studentPrivilegeUrlId],
    seat: [fixtures.studentSeatUrlId, ...Object.values(fixtures.licenses).map((l) => l.seatUrlId)],
    set: Object.values(fixtures.sets).map((s) => s.key),
    license: Object.values(fixtures.licenses).map((l) => l.urlId),
    group: Object.values(fixtures.licenses).map((l) => l.groupUrlId),
  };
  const globalByKind: Record<string, string[]> = {
    stream: [fixtures.stream.globalId],
    topic: [fixtures.topic.globalId],
    question: [fixtures.question.globalId],
    exam: [fixtures.exam.globalId],
    user: [fixtures.adminUserGlobalId],
    set: Object.values(fixtures.sets).map((s) => s.globalId),
    license: Object.values(fixtures.licenses).map((l) => l.globalId),
    seat: Object.values(fixtures.licenses).map((l) => l.seatGlobalId),
    group: Object.values(fixtures.licenses).map((l) => l.groupGlobalId),
  };
  const restIds = new Set<string>([
    fixtures.stream.urlId,
    fixtures.stream.slug,
    fixtures.topic.urlId,
    fixtures.question.urlId,
    fixtures.exam.urlId,
    fixtures.tag.urlId,
    fixtures.studentPrivilegeUrlId,
    fixtures.studentSeatUrlId,
    ...Object.values(fixtures.sets).flatMap((s) => [s.key, s.topicUrlId]),
    ...Object.values(fixtures.licenses).flatMap((l) => [l.urlId, l.seatUrlId, l.groupUrlId]),
  ]);
  const globalIds = new Set<string>([
    fixtures.stream.globalId,
    fixtures.topic.globalId,
    fixtures.question.globalId,
    fixtures.exam.globalId,
    fixtures.adminUserGlobalId,
    ...Object.values(fixtures.sets).map((s) => s.globalId),
    ...Object.values(fixtures.licenses).flatMap((l) => [l.globalId, l.seatGlobalId, l.groupGlobalId]),
  ]);
  // A few more of each kind, from other streams and schools too: ids the actor has no business with.
  const more = async <T extends { id: number }>(type: string, rows: Promise<T[]>) => {
    const kind = type.toLowerCase();
    for (const row of await rows) {
      restIds.add(ids.encode(row.id));
      globalIds.add(encodeGlobalID(type, row.id));
      (restByKind[kind] ??= []).push(ids.encode(row.id));
      (globalByKind[kind] ??= []).push(encodeGlobalID(type, row.id));
    }
  };
  await more('Topic', db.topic.findMany({ select: { id: true }, take: 4, orderBy: { id: 'desc' } }));
  await more('Question', db.question.findMany({ select: { id: true }, take: 4, orderBy: { id: 'desc' } }));
  await more('Stream', db.stream.findMany({ select: { id: true }, take: 4 }));
  await more('User', db.user.findMany({ select: { id: true }, take: 4 }));
  await more('Group', db.group.findMany({ select: { id: true }, take: 3 }));
  await more('Seat', db.seat.findMany({ select: { id: true }, take: 3 }));
  for (const s of await db.stream.findMany({ select: { slug: true }, take: 3 })) restIds.add(s.slug);
  const demoEmails = (await db.user.findMany({ select: { email: true }, take: 6 })).map((u) => u.email);
  return { restIds: [...restIds], globalIds: [...globalIds], restByKind, globalByKind, emails: [...new Set([...Object.values(emails), ...demoEmails])] };
}

// ── REST requests, from the OpenAPI document ──

/** A path segment as a client would send it; text a URL cannot carry in UTF-8 (a lone surrogate) as its raw bytes. */
function segment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w.-]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}

/** A header value as HTTP carries it: bytes, no line breaks (fetch refuses anything else, as every client library does). */
const latin1 = (value: unknown) => String(value).replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => (c.charCodeAt(0) > 0xff ? '\xff' : ''));

function queryString(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${segment(name)}=${segment(typeof v === 'string' ? v : JSON.stringify(v))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const RAW_QUERIES = ['?a[b][c][d][e][f]=1', '?__proto__[admin]=1&constructor[prototype][x]=1', '?%ZZ=%E0%A4%A', '?items[]=&items[]=', `?x=${'a'.repeat(9000)}`, '?filter[text]=%00', '?&&&=&=='];
const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"text"',
  '42',
  '{"a":1}{"b":2}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '['.repeat(70) + ']'.repeat(70),
  DEEP_JSON,
];
const TINY_PNG = [...Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')];

function restRequest(method: string, template: string, operation: OpenApi['paths'][string][string], known: KnownValues): fc.Arbitrary<Omit<FuzzRequest, 'actor' | 'csrf'>> {
  const parameters = operation.parameters ?? [];
  const pathNames = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const pathValue = (name: string) => {
    const declared = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    const kind = kindOf(name) ?? (name === 'id' ? 'set' : null);
    const ofKind = kind && known.restByKind[kind]?.length ? fc.constantFrom(...known.restByKind[kind]!) : fc.constantFrom(...known.restIds);
    return fc.oneof(
      { weight: 8, arbitrary: ofKind },
      { weight: 2, arbitrary: fc.constantFrom(...known.restIds) },
      { weight: 2, arbitrary: fromJsonSchema(declared as never, known, name) },
      { weight: 2, arbitrary: hostileString.filter((s) => s.length < 3000) },
    );
  };
  const path = fc.tuple(...pathNames.map(pathValue)).map((values) => pathNames.reduce((p, name, i) => p.replace(`{${name}}`, segment(values[i])), template));
  const queryParams = parameters.filter((p) => p.in === 'query' && /^[\w[\]]+$/.test(p.name) && typeof p.schema === 'object');
  const validQuery = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, fromJsonSchema(p.schema as never, known, p.name)])), { requiredKeys: [] });
  const query = fc.oneof(
    { weight: 6, arbitrary: validQuery.map(queryString) },
    {
      weight: queryParams.length ? 3 : 1,
      arbitrary: mutated(validQuery, known.restIds).map((q) => (q && typeof q === 'object' && !Array.isArray(q) ? queryString(q as Record<string, unknown>) : `?q=${segment(q)}`)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
  const headerParams = parameters.filter((p) => p.in === 'header');
  const headers = fc.record(
    Object.fromEntries(headerParams.map((p) => [p.name, fc.oneof(fromJsonSchema(p.schema as never, known, p.name).map(latin1), fc.string({ unit: 'grapheme-ascii', maxLength: 300 }).map(latin1))])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;

  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const valid = jsonSchema ? fromJsonSchema(jsonSchema as never, known) : fc.constant({});
  const jsonBody: fc.Arbitrary<Body> = fc
    .oneof({ weight: 5, arbitrary: valid }, { weight: 5, arbitrary: mutated(valid, known.restIds) }, { weight: 1, arbitrary: hugeValue })
    .map((value) => ({ type: 'json', value }));
  const multipart: fc.Arbitrary<Body> = fc
    .record({
      fields: fc.array(
        fc.tuple(
          fc.constantFrom('name', 'file', 'device_key', 'x', '_token'),
          fc.oneof(
            fc.string({ maxLength: 30 }),
            hostileString.filter((s) => s.length < 5000),
          ),
        ),
        { maxLength: 3 },
      ),
      file: fc.option(
        fc.record({
          bytes: fc.oneof(fc.constant(TINY_PNG), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 200 }), fc.constant(TINY_PNG.slice(0, 30))),
          name: fc.oneof(
            fc.constantFrom('foto.png', 'a.jpg', '../../x.png', 'x.svg', ''),
            hostileString.filter((s) => s.length < 300),
          ),
          type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream', 'text/html', ''),
        }),
        { freq: 5 },
      ),
    })
    .map(({ fields, file }) => ({ type: 'multipart', fields, file }));
  const otherBody: fc.Arbitrary<Body> = fc.oneof(
    fc.constant<Body>({ type: 'none' }),
    fc.constantFrom(...BROKEN_JSON).map((text): Body => ({ type: 'raw', contentType: 'application/json', text })),
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/xml', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/octet-stream', null),
        fc.string({ maxLength: 60 }),
      )
      .map(([contentType, text]): Body => ({ type: 'raw', contentType, text })),
    valid.map((value): Body => ({ type: 'form', value })),
    multipart,
  );
  // fetch sends no body with a GET, as no browser does.
  const hasBody = method.toUpperCase() !== 'GET';
  const isMultipart = 'multipart/form-data' in content;
  const body: fc.Arbitrary<Body> = !hasBody
    ? fc.constant<Body>({ type: 'none' })
    : isMultipart
      ? fc.oneof({ weight: 8, arbitrary: multipart }, { weight: 2, arbitrary: otherBody }, { weight: 1, arbitrary: jsonBody })
      : fc.oneof({ weight: 8, arbitrary: jsonBody }, { weight: 2, arbitrary: otherBody });
  const target = `${method.toUpperCase()} ${template}`;
  return fc.record({ path, query, headers, body }).map(({ path, query, headers, body }) => ({ target, method: method.toUpperCase(), path: `${path}${query}`, headers, body }));
}

// ── GraphQL requests, from the persisted operations ──

function graphqlRequest(id: string, document: string, known: KnownValues, current: boolean): { target: string; arbitrary: fc.Arbitrary<Omit<FuzzRequest, 'actor' | 'csrf'>> } {
  const ast = parse(document);
  const operation = ast.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const name = operation.name?.value ?? 'anonymous';
  const variables = (operation.variableDefinitions ?? []).map((def) => {
    const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined;
    return { name: def.variable.name.value, type };
  });
  const record = (hostile: boolean) =>
    fc.record(Object.fromEntries(variables.map((v) => [v.name, v.type ? fromGraphqlType(v.type, known, v.name, hostile) : fc.string()])), {
      requiredKeys: hostile ? [] : variables.filter((v) => v.type instanceof GraphQLNonNull).map((v) => v.name),
    });
  const persisted = (vars: unknown) => ({ operationName: name, variables: vars, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
  const bodies = fc.oneof(
    { weight: 6, arbitrary: record(false).map((v): Body => ({ type: 'json', value: persisted(v) })) },
    { weight: 5, arbitrary: record(true).map((v): Body => ({ type: 'json', value: persisted(v) })) },
    { weight: 1, arbitrary: mutated(record(false), known.globalIds).map((v): Body => ({ type: 'json', value: persisted(v) })) },
    {
      weight: 1,
      arbitrary: fc.tuple(record(false), fc.constantFrom('unknown-hash', 'operationName', 'variablesText', 'queryAndHash', 'noVersion', 'hugeVariables', 'deepVariables')).map(([vars, twist]) => {
        const body = persisted(vars) as Record<string, unknown>;
        if (twist === 'unknown-hash') body.extensions = { persistedQuery: { version: 1, sha256Hash: `${id.slice(0, -4)}ffff` } };
        if (twist === 'operationName') body.operationName = 'Other';
        if (twist === 'variablesText') body.variables = JSON.stringify(vars);
        if (twist === 'queryAndHash') body.query = '{ __typename }';
        if (twist === 'noVersion') body.extensions = { persistedQuery: { sha256Hash: id } };
        if (twist === 'hugeVariables') body.variables = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`v${i}`, i]));
        if (twist === 'deepVariables') return { type: 'raw', contentType: 'application/json', text: JSON.stringify({ ...body, variables: '@' }).replace('"@"', DEEP_JSON) } as Body;
        return { type: 'json', value: body } as Body;
      }),
    },
  );
  const target = `${name} ${id.slice(0, 10)}${current ? '' : ' (stale)'}`;
  return {
    target,
    arbitrary: bodies.map((body) => ({ target, method: 'POST', path: '/graphql', headers: { Accept: 'application/graphql-response+json, application/json' }, body })),
  };
}

// ── Setting up ──

export async function startFuzzTarget(): Promise<FuzzTarget> {
  // Per-address limits count X-Forwarded-For's address (each request comes from one of a few made-up addresses, so they
  // are met now and then, as behind a school's NAT), while the actors sign in from the loopback address.
  const server = await startTestServer({ TRUST_PROXY: 'true' });
  try {
    const { fixtures, emails } = await makeFixtures(server);
    const known = await knownValues(server, fixtures, emails);
    const openapi = (await (await server.get('/api/openapi.json')).json()) as OpenApi;
    // Routes and operations that write are sent three times as often as reads: a half write can only hide there.
    const rest = Object.entries(openapi.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ weight: method === 'get' ? 1 : 3, arbitrary: restRequest(method, `/api${path.replace(/^\/api/, '')}`, operation, known) })),
    );
    const persisted = Object.entries(loadPersistedOperations());
    const graphql = persisted.map(([id, document]) => {
      // An operation of an earlier build of the web app that no longer validates is still sent now and then: a phone
      // with that build open sends it.
      const current = validate(schema, parse(document)).length === 0;
      const mutation = /^\s*mutation\b/.test(document);
      return { weight: (current ? 4 : 1) * (mutation ? 3 : 1), arbitrary: graphqlRequest(id, document, known, current).arbitrary };
    });
    const restArb = fc.oneof(...rest);
    const graphqlArb = fc.oneof(...graphql);
    const request = fc
      .tuple(
        fc.oneof({ weight: 11, arbitrary: restArb }, { weight: 9, arbitrary: graphqlArb }),
        fc.constantFrom(...ACTORS),
        fc.oneof({ weight: 24, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      )
      .map(([r, actor, csrf]) => ({ ...r, actor, csrf }));
    await installChangeNotes(server.db.prisma);
    return { server, fixtures, emails, known, request, targets: { rest: rest.length, graphql: graphql.length }, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

// ── Running ──

/** Request i of a run with seed s: its own seed, so any request can be made again alone. */
export function requestAt(target: FuzzTarget, seed: number, index: number): FuzzRequest {
  return fc.sample(target.request, { seed: (seed + Math.imul(index + 1, 0x9e3779b1)) | 0, numRuns: 1 })[0]!;
}

function encodeBody(body: Body): { payload?: BodyInit; contentType?: string } {
  switch (body.type) {
    case 'none':
      return {};
    case 'json':
      return body.value === undefined ? { contentType: 'application/json' } : { payload: JSON.stringify(body.value), contentType: 'application/json' };
    case 'raw':
      return { payload: body.text, contentType: body.contentType ?? undefined };
    case 'form': {
      const params = new URLSearchParams();
      const value = body.value && typeof body.value === 'object' ? (body.value as Record<string, unknown>) : { value: body.value };
      for (const [k, v] of Object.entries(value)) params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
      return { payload: params.toString(), contentType: 'application/x-www-form-urlencoded' };
    }
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of body.fields) form.append(k, v);
      if (body.file) form.append('file', new Blob([new Uint8Array(body.file.bytes)], { type: body.file.type }), body.file.name);
      return { payload: form };
    }
  }
}

/** Short text of a request for a report line (bodies cut). */
export function describe(request: FuzzRequest): string {
  const json = (value: unknown) => {
    try {
      return JSON.stringify(value);
    } catch {
      return '(too deep to print here)';
    }
  };
  const body = request.body.type === 'json' || request.body.type === 'form' ? json(request.body.value) : request.body.type === 'raw' ? request.body.text : request.body.type;
  const cut = (text: string | undefined, n: number) => (!text ? '' : text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);
  return `${request.actor} ${request.method} ${cut(request.path, 160)} ${request.body.type !== 'none' ? `[${request.body.type}] ${cut(body, 300)}` : ''}`.trim();
}

interface Answer {
  status: number;
  refused: boolean;
  unexpected: string | null;
  className: string;
  sessionSet: boolean;
}

async function send(client: HttpClient, baseUrl: string, request: FuzzRequest, address: string): Promise<Answer> {
  const { payload, contentType } = encodeBody(request.body);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Forwarded-For': address, ...request.headers };
  if (contentType) headers['Content-Type'] = contentType;
  if (client.cookies.size) headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = client.cookies.get('XSRF-TOKEN');
  if (xsrf && request.csrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers, body: payload, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const setCookies = response.headers.getSetCookie();
  // The client keeps its cookies as a browser would (the device key, a rotated token); a session change is seen below.
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    if (value === '' || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) client.cookies.delete(name);
    else client.cookies.set(name, value);
  }
  const sessionSet = setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`));
  const text = await response.text();
  const status = response.status;
  if (request.path !== '/graphql' || status >= 400) {
    return { status, refused: status >= 400, unexpected: null, className: `${Math.floor(status / 100)}xx`, sessionSet };
  }
  let json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  try {
    json = JSON.parse(text);
  } catch {
    return { status, refused: true, unexpected: `not JSON: ${text.slice(0, 200)}`, className: 'graphql-not-json', sessionSet };
  }
  const masked = json?.errors?.find((e) => e.message === 'Unexpected error.' || e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (json?.errors?.length)
    return { status, refused: true, unexpected: masked ? JSON.stringify(json.errors).slice(0, 500) : null, className: masked ? 'graphql-unexpected' : 'graphql-error', sessionSet };
  const typedError = Object.values(json?.data ?? {}).some((v) => v && typeof v === 'object' && ('__isError' in v || /Error$/.test(String((v as { __typename?: unknown }).__typename ?? ''))));
  return { status, refused: typedError, unexpected: null, className: typedError ? 'graphql-typed-error' : '2xx', sessionSet };
}

export interface FuzzOptions {
  seed: number;
  runs: number;
  /** The first request's index (to make one request of a run again alone). */
  start?: number;
  /** Called every `progressEvery` requests. */
  progress?: (done: number, report: FuzzReport) => void;
  progressEvery?: number;
}

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const { server, emails } = target;
  const prisma = server.db.prisma;
  const start = options.start ?? 0;
  const report: FuzzReport = {
    seed: options.seed,
    start,
    requests: 0,
    ms: 0,
    perTarget: new Map(),
    statusClasses: new Map(),
    serverErrors: [],
    halfWrites: [],
    overLimit: [],
    targets: target.targets,
    rowsWritten: new Map(),
    writingRequests: 0,
  };
  const clients = new Map<Actor, HttpClient>();

  async function clientOf(actor: Actor): Promise<HttpClient> {
    const existing = clients.get(actor);
    if (existing) return existing;
    let client: HttpClient;
    if (actor === 'visitor') {
      client = server.client();
      await client.csrf();
    } else {
      const email = emails[ROLE_OF[actor]];
      try {
        client = await signedInClient(server, email);
      } catch {
        // Fuzzed sign-ins with this address may have locked it (or a fuzzed profile changed it): the fixture is made
        // usable again between requests, outside any request's check.
        await prisma.loginThrottle.deleteMany({ where: { key: { contains: email } } });
        client = await signedInClient(server, email);
      }
    }
    await takeChangeNotes(prisma);
    clients.set(actor, client);
    return client;
  }

  const started = Date.now();
  for (let index = start; index < start + options.runs; index++) {
    const request = requestAt(target, options.seed, index);
    const client = await clientOf(request.actor);
    // A handful of client addresses per actor, as pupils behind one school address.
    const address = `10.${ACTORS.indexOf(request.actor)}.${Math.floor(index / 50) % 200}.${index % 7}`;
    let answer: Answer;
    try {
      answer = await send(client, server.url, request, address);
    } catch (error) {
      answer = { status: 0, refused: true, unexpected: `no answer: ${(error as Error).message}`, className: 'no-answer', sessionSet: false };
    }
    const changes = await takeChangeNotes(prisma);
    // What an accepted write starts without awaiting lands after its answer (a password reset's e-mail is put in the
    // outbox after the reply, so the reply says nothing about the account): it is that request's, not the next one's.
    if (!answer.refused && request.method !== 'GET') {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      for (const [key, n] of await takeChangeNotes(prisma)) changes.set(key, (changes.get(key) ?? 0) + n);
    }
    // FUZZ_TRACE=<part of a target's name> prints each such request with its answer (to see what a route gets).
    if (process.env.FUZZ_TRACE && request.target.includes(process.env.FUZZ_TRACE)) console.log(`#${index} ${answer.status} ${answer.className} ${describe(request).slice(0, 400)}`);
    report.requests++;
    const perTarget = report.perTarget.get(request.target) ?? new Map<string, number>();
    perTarget.set(answer.className, (perTarget.get(answer.className) ?? 0) + 1);
    report.perTarget.set(request.target, perTarget);
    report.statusClasses.set(answer.className, (report.statusClasses.get(answer.className) ?? 0) + 1);
    if (answer.status >= 500 || answer.status === 0 || answer.unexpected) {
      report.serverErrors.push({ index, request, status: answer.status, detail: answer.unexpected ?? `HTTP ${answer.status}` });
    }
    if (!answer.refused) {
      for (const [key, n] of changes) report.rowsWritten.set(key, (report.rowsWritten.get(key) ?? 0) + n);
      if ([...changes.keys()].some((key) => !WRITTEN_WHEN_REFUSED.has(key.split(' ')[0]!))) report.writingRequests++;
    }
    if (answer.refused) {
      const written = [...changes].filter(([key]) => !WRITTEN_WHEN_REFUSED.has(key.split(' ')[0]!));
      if (written.length) report.halfWrites.push({ index, request, status: answer.status, detail: `${answer.className}: ${written.map(([k, n]) => `${k} ×${n}`).join(', ')}` });
    }
    // A session begun, switched or ended: the actor signs in afresh before its next request (the visitor starts over).
    if (answer.sessionSet) clients.delete(request.actor);
    if (options.progress && (index - start + 1) % (options.progressEvery ?? 500) === 0) options.progress(index - start + 1, report);
  }
  report.ms = Date.now() - started;
  report.overLimit = await overLimitFields(prisma);
  return report;
}

/** The report as lines: counts per route and operation, status classes, and every failure with how to replay it. */
export function formatReport(report: FuzzReport): string[] {
  const lines: string[] = [];
  const classes = [...report.statusClasses]
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  lines.push(
    `Fuzzed ${report.requests} requests in ${(report.ms / 1000).toFixed(1)} s (seed ${report.seed}, from request ${report.start}; ${report.targets.rest} REST routes, ${report.targets.graphql} persisted operations)`,
  );
  lines.push(`Answers: ${classes}`);
  lines.push('Per route / operation:');
  for (const [target, counts] of [...report.perTarget].sort(([a], [b]) => a.localeCompare(b))) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    lines.push(
      `  ${target.padEnd(58)} ${String(total).padStart(5)}  ${[...counts]
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  }
  lines.push(
    `Accepted requests that wrote rows: ${report.writingRequests}; rows: ${[...report.rowsWritten]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  lines.push(`5xx and unexpected errors: ${report.serverErrors.length}`);
  for (const f of report.serverErrors.slice(0, 50))
    lines.push(
      `  #${f.index} ${f.request.target}: ${f.detail}\n    ${describe(f.request)}\n    replay: npm run fuzz -- --seed ${report.seed} --start ${f.index} --runs 1   (the run up to it: --runs ${f.index + 1})`,
    );
  lines.push(`Half writes (refused, yet rows committed): ${report.halfWrites.length}`);
  for (const f of report.halfWrites.slice(0, 50))
    lines.push(`  #${f.index} ${f.request.target}: ${f.detail}\n    ${describe(f.request)}\n    replay: npm run fuzz -- --seed ${report.seed} --start ${f.index} --runs 1`);
  lines.push(`Stored text over its limit: ${report.overLimit.length}`);
  for (const o of report.overLimit) lines.push(`  ${o.table}.${o.column}: ${o.rows} rows over ${o.max} (longest ${o.longest})`);
  return lines;
}
