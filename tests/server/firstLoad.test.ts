// The first load of a shared set's pages (issue 10, performance): the page arrives with the app's first answers inside
// (server/http/preload.ts) — for this device, exactly what the app would have asked — with its code announced and the
// glyphs of its formulas linked (server/http/formulaFonts.ts); every other page is the plain app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import * as fontkit from 'fontkit';
import { createIdCodec } from '../../server/app/ids.ts';
import { streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
let webDist: string;
const db = () => server.db.prisma;

beforeAll(async () => {
  // A web build as Vite writes it: the page, and the manifest that says which files the student pages' chunk needs.
  webDist = mkdtempSync(join(tmpdir(), 'vraagwerk-first-load-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="nl"><head><title>Vraagwerk</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite/manifest.json'),
    JSON.stringify({
      'routes/student.screens.tsx': { file: 'assets/student.screens-T1.js', imports: ['_Markup-T2.js'], css: ['assets/katex-T3.css'] },
      '_Markup-T2.js': { file: 'assets/Markup-T2.js' },
      'routes/home.screens.tsx': { file: 'assets/home.screens-T4.js' },
      'routes/search.screens.tsx': { file: 'assets/search.screens-T5.js', imports: ['_Markup-T2.js'], css: ['assets/search-T6.css'] },
      'routes/topics.screens.tsx': { file: 'assets/topics.screens-T7.js' },
      // KaTeX's font files, as the app's KaTeX stylesheet brings them into the build.
      ...Object.fromEntries(
        ['Main-Regular', 'Math-Italic', 'Size1-Regular', 'AMS-Regular'].map((font, i) => [`../node_modules/katex/dist/fonts/KaTeX_${font}.woff2`, { file: `assets/KaTeX_${font}-F${i}.woff2` }]),
      ),
    }),
  );
  server = await startTestServer({ WEB_DIST: webDist, LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** 'Brachytherapie', Natuurkunde havo 2024-I: question 10 has two formulas; question 11 comes with it. */
async function brachytherapySet() {
  const streamId = await streamIdOf(db(), 'natuurkunde-havo');
  const topic = await db().topic.findFirstOrThrow({
    where: { name: 'Brachytherapie', exam: { year: 2024, term: 1, streamId } },
    include: { questions: { orderBy: { number: 'asc' }, select: { id: true, number: true, text: true, introduction: true } } },
  });
  const owner = await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { id: true } });
  const questions = topic.questions.filter((q) => q.number === 10 || q.number === 11);
  const set = await db().collection.create({
    data: {
      key: randomBytes(16).toString('base64url'),
      ownerId: owner.id,
      streamId,
      name: 'Brachytherapie oefenen',
      fingerprint: `first-load-${randomBytes(6).toString('hex')}`,
      topicOrder: [topic.id],
      questions: { create: questions.map((q, position) => ({ questionId: q.id, position })) },
    },
  });
  const ids = createIdCodec(server.config.idSecret);
  return { set, topic, question10: questions[0]!, url: (q: { id: number }) => `/c/${set.key}/${ids.encode(topic.id)}/${ids.encode(q.id)}` };
}

interface Preloaded {
  id: string;
  variables: string;
  response: { data: { sharedSet?: { __typename: string; name: string; questions: { question: { number: number; text: string } }[] }; viewer?: unknown } };
}

function preloadedOf(html: string): Preloaded[] {
  const json = /<script type="application\/json" id="preloaded-answers">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`No preloaded answers in:\n${html.slice(0, 500)}`);
  return JSON.parse(json) as Preloaded[];
}

describe('a QR page', () => {
  it('arrives with the set for this new device inside (the formulas’ $$ intact), its code announced and its glyphs linked, and is never cached', async () => {
    const { set, question10, url } = await brachytherapySet();
    expect(question10.text).toContain('$$\\beta^{-}$$');
    const response = await server.get(url(question10));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // A key the server signed (fair use counts only those): a nonce and its signature.
    const device = /vraagwerk_device=([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{27});/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(device).toBeDefined();
    expect(response.headers.get('set-cookie')).toMatch(/Path=\/; SameSite=Lax/);
    const html = await response.text();

    const answers = preloadedOf(html);
    expect(answers.map((a) => a.variables)).toEqual(['{}', JSON.stringify({ deviceKey: device, key: set.key })]);
    const shared = answers[1]!.response.data.sharedSet!;
    expect(shared.__typename).toBe('SharedSet');
    expect(shared.name).toBe('Brachytherapie oefenen');
    expect(shared.questions.map((q) => q.question.number)).toEqual([10, 11]);
    expect(shared.questions[0]!.question.text).toBe(question10.text);
    // Exactly what the app gets when it asks itself for this device (its persisted operation, by POST).
    const asked = await server.client().json<unknown>('POST', '/graphql', {
      operationName: 'StudentSetScreenQuery',
      variables: { key: set.key, deviceKey: device },
      extensions: { persistedQuery: { version: 1, sha256Hash: answers[1]!.id } },
    });
    expect(asked.body).toEqual(answers[1]!.response);

    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/student.screens-T1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Markup-T2.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/katex-T3.css">');
    // Question 10's formulas, \beta^{-} and {}^{192}_{77}\text{Ir} \rightarrow \ldots + \ldots: β in KaTeX's math
    // italic; + 1 2 7 9 I r, KaTeX's zero-width space (its vlist struts), … → − in its main font (code points in base 36).
    const fonts = /<link rel="stylesheet" href="\/fonts\/katex\.css\?f=([^"]+)">/.exec(html)?.[1];
    expect(decodeURIComponent(fonts ?? '')).toBe('KaTeX_Main-Regular:17.1d.1e.1j.1l.21.36.6bv.6cm.6mq.6qa;KaTeX_Math-Italic:qa');
    // Hidden samples start both fonts before the app draws anything.
    expect(html).toContain('font-family:KaTeX_Math;font-style:italic;font-weight:400">&#946;</span>');
    expect(html).toContain('font-family:KaTeX_Main;font-style:normal;font-weight:400">');
  });

  it('uses the key a returning device already has, and gives the set’s own fair-use refusal to a device over the limit', async () => {
    const { set, question10, url } = await brachytherapySet();
    const first = await server.get(url(question10));
    const sanne = /vraagwerk_device=([^;]+);/.exec(first.headers.get('set-cookie') ?? '')![1]!;
    const again = await server.get(url(question10), { headers: { cookie: `vraagwerk_device=${sanne}` } });
    expect(again.headers.get('set-cookie') ?? '').not.toContain('vraagwerk_device');
    expect(preloadedOf(await again.text())[1]!.variables).toBe(JSON.stringify({ deviceKey: sanne, key: set.key }));
    expect(await db().collection.findUniqueOrThrow({ where: { id: set.id }, select: { deviceCount: true } })).toEqual({ deviceCount: 1 });

    await db().collection.update({ where: { id: set.id }, data: { deviceCount: 75 } });
    // A key the device made up itself is no key: a new device, over the limit.
    const over = preloadedOf(await (await server.get(url(question10), { headers: { cookie: 'vraagwerk_device=toestel-nummer-76' } })).text());
    expect(over[1]!.response.data.sharedSet).toEqual({
      __typename: 'FairUseError',
      __isError: 'FairUseError',
      message: 'Helaas... Je kunt deze examenvragen niet meer gebruiken. Ze zijn zo vaak gebruikt dat geen sprake meer is van redelijk gebruik.',
    });
  });

  it('leaves every other page the plain app', async () => {
    for (const path of ['/vakken', '/forgot-password', '/c/not-a-key/x/y', '/index.html']) {
      const response = await server.get(path);
      expect({ path, status: response.status, cache: response.headers.get('cache-control') }).toEqual({ path, status: 200, cache: 'no-cache' });
      expect(await response.text()).not.toContain('preloaded-answers');
    }
  });
});

describe('the home page', () => {
  it('arrives with the shell’s and the home variant’s answers for its visitor, and the home chunk announced', async () => {
    const client = server.client();
    const before = await client.request('GET', '/');
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(before.headers.get('set-cookie') ?? '').not.toContain('vraagwerk_device');
    const page = await before.text();
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home.screens-T4.js">');
    expect(page).not.toContain('student.screens-T1.js');
    const visitor = preloadedOf(page);
    expect(visitor.map((a) => a.variables)).toEqual(['{}', '{}']);
    expect(visitor[0]!.response.data.viewer).toMatchObject({ user: null });
    // Signed in, the answers are the teacher's own: the same as the app's own request for the home variant.
    const signedIn = await client.json('POST', '/api/login', { email: 'docent@vraagwerk.nl', password: 'vraagwerk-demo' });
    expect(signedIn.status).toBe(200);
    const teacher = preloadedOf(await (await client.request('GET', '/')).text());
    const asked = await client.json<unknown>('POST', '/graphql', { operationName: 'HomeScreenQuery', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: teacher[1]!.id } } });
    expect(asked.body).toEqual(teacher[1]!.response);
    expect(JSON.stringify(teacher[0]!.response)).toContain('docent@vraagwerk.nl');
  });

  it('so does the sign-in page: its answers are the app’s own, and the page is never stored', async () => {
    const client = server.client();
    const page = await client.request('GET', '/login');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const answers = preloadedOf(await page.text());
    expect(answers.map((a) => a.variables)).toEqual(['{}', '{}']);
    const asked = await client.json<unknown>('POST', '/graphql', { operationName: 'LoginScreenQuery', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: answers[1]!.id } } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(answers[1]!.response);
  });
});

describe('a search page', () => {
  interface SearchAnswer {
    data: { stream: { searchTopics?: { edges: unknown[] }; keywords?: unknown[] } | null };
  }
  async function signedInTeacher() {
    const client = server.client();
    const signedIn = await client.json('POST', '/api/login', { email: 'docent@vraagwerk.nl', password: 'vraagwerk-demo' });
    expect(signedIn.status).toBe(200);
    return client;
  }
  const urlIdOf = async (slug: string) => createIdCodec(server.config.idSecret).encode(await streamIdOf(db(), slug));
  /** What the app's own request for a preloaded answer gets: the same operation with the same variables. */
  async function asked(client: ReturnType<TestServer['client']>, name: string, answer: Preloaded) {
    const response = await client.json<unknown>('POST', '/graphql', {
      operationName: name,
      variables: JSON.parse(answer.variables),
      extensions: { persistedQuery: { version: 1, sha256Hash: answer.id } },
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  it('arrives with the facets and the first results of the search in its address, as the app asks for them, and its chunk announced', async () => {
    const client = await signedInTeacher();
    const stream = await urlIdOf('natuurkunde-havo');
    const response = await client.request('GET', `/courses/${stream}/search/domains?f=${encodeURIComponent('complexities=average,high&years=2024')}&sort=name`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = await response.text();
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/search.screens-T5.js"><link rel="modulepreload" crossorigin href="/assets/Markup-T2.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/search-T6.css">');
    const [shell, facets, results] = preloadedOf(page);
    expect(JSON.stringify(shell!.response)).toContain('docent@vraagwerk.nl');
    // The variables web/routes/search.tsx gives its two queries for this address, keys sorted.
    // The facets count within the search (issue 41), so they take its filter too.
    expect(facets!.variables).toBe(`{"filter":{"complexities":["average","high"],"years":[2024]},"streamId":"${stream}","tagId":"","withTag":false}`);
    expect(results!.variables).toBe(`{"filter":{"complexities":["average","high"],"years":[2024]},"first":20,"sort":"name","streamId":"${stream}"}`);
    expect(await asked(client, 'SearchScreenFacetsQuery', facets!)).toEqual(facets!.response);
    expect(await asked(client, 'SearchResultsScreenQuery', results!)).toEqual(results!.response);
    expect((results!.response as unknown as SearchAnswer).data.stream!.searchTopics!.edges.length).toBeGreaterThan(0);
  });

  it('filters a keyword’s page on its keyword; the keyword overview has its own query; a visitor gets only the shell’s answer', async () => {
    const client = await signedInTeacher();
    const stream = await urlIdOf('natuurkunde-havo');
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    const keyword = await db().tag.findFirstOrThrow({ where: { streamId, questions: { some: {} } }, orderBy: { id: 'asc' }, select: { id: true } });
    const tag = createIdCodec(server.config.idSecret).encode(keyword.id);
    const [, , results] = preloadedOf(await (await client.request('GET', `/courses/${stream}/search/tags/${tag}`)).text());
    expect((results!.response as unknown as SearchAnswer).data.stream!.searchTopics!.edges.length).toBeGreaterThan(0);
    expect(results!.variables).toBe(`{"filter":{"tags":["${tag}"]},"first":20,"sort":null,"streamId":"${stream}"}`);
    expect(await asked(client, 'SearchResultsScreenQuery', results!)).toEqual(results!.response);
    // Free text typed on the keyword overview has a results page of its own, which comes with its answers too.
    const text = preloadedOf(await (await client.request('GET', `/courses/${stream}/search/text?f=${encodeURIComponent('text=gemiddelde snelheid')}`)).text());
    expect(text.slice(1).map((a) => JSON.parse(a.variables).filter)).toEqual([{ text: 'gemiddelde snelheid' }, { text: 'gemiddelde snelheid' }]);
    expect((text[2]!.response as unknown as SearchAnswer).data.stream!.searchTopics!.edges.length).toBeGreaterThan(0);
    const overview = preloadedOf(await (await client.request('GET', `/courses/${stream}/search/tags`)).text());
    expect(overview.map((a) => a.variables)).toEqual(['{}', `{"streamId":"${stream}"}`]);
    expect((overview[1]!.response as unknown as SearchAnswer).data.stream!.keywords!.length).toBeGreaterThan(0);
    // Search needs a teacher with a grant: a visitor's page holds the shell's answer only, and the app asks (and is refused) itself.
    const visitor = preloadedOf(await (await server.client().request('GET', `/courses/${stream}/search/domains`)).text());
    expect(visitor).toHaveLength(1);
    expect(JSON.stringify(visitor[0]!.response)).toContain('"user":null');
  });
});

describe("a stream's search without its kind", () => {
  it('is redirected by the server to the keyword overview, which comes with its first answers', async () => {
    const urlId = createIdCodec(server.config.idSecret).encode(await streamIdOf(db(), 'natuurkunde-havo'));
    for (const path of [`/courses/${urlId}/search`, `/courses/${urlId}/search/`]) {
      const response = await server.client().get(path);
      expect({ path, status: response.status, location: response.headers.get('location') }).toEqual({ path, status: 302, location: `/courses/${urlId}/search/tags` });
    }
    const teacher = server.client();
    expect((await teacher.json('POST', '/api/login', { email: 'docent@vraagwerk.nl', password: 'vraagwerk-demo' })).status).toBe(200);
    const overview = preloadedOf(await (await teacher.get(`/courses/${urlId}/search/tags`)).text());
    expect(overview.map((a) => a.variables)).toEqual(['{}', JSON.stringify({ streamId: urlId })]);
    // A stream id that no address could hold is not redirected anywhere: the app's own page.
    const odd = await server.client().get(`/courses/${'x'.repeat(41)}/search`);
    expect(odd.status).toBe(200);
    expect(odd.headers.get('location')).toBeNull();
  });
});

describe('a topic page', () => {
  it('arrives with the topic as its visitor may see it, the same as the app’s own request, and the topic chunk announced', async () => {
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    const topic = await db().topic.findFirstOrThrow({ where: { exam: { streamId, status: 'published' } }, orderBy: { id: 'asc' }, select: { id: true, name: true } });
    const urlId = createIdCodec(server.config.idSecret).encode(topic.id);
    type TopicAnswer = { data: { topic: { name: string; viewerMaySeeAnswers: boolean; viewerMaySelect: boolean } } };
    const answersFor = async (client: ReturnType<TestServer['client']>) => {
      const response = await client.request('GET', `/topics/${urlId}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const page = await response.text();
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/topics.screens-T7.js">');
      const answers = preloadedOf(page);
      expect(answers.map((a) => a.variables)).toEqual(['{}', `{"id":"${urlId}"}`]);
      const asked = await client.json<unknown>('POST', '/graphql', {
        operationName: 'TopicScreenQuery',
        variables: { id: urlId },
        extensions: { persistedQuery: { version: 1, sha256Hash: answers[1]!.id } },
      });
      expect(asked.body).toEqual(answers[1]!.response);
      return (answers[1]!.response as unknown as TopicAnswer).data.topic;
    };
    // The public preview for a visitor; the marking schemes and the selection for the demo teacher with a grant.
    expect(await answersFor(server.client())).toMatchObject({ name: topic.name, viewerMaySeeAnswers: false, viewerMaySelect: false });
    const teacher = server.client();
    expect((await teacher.json('POST', '/api/login', { email: 'docent@vraagwerk.nl', password: 'vraagwerk-demo' })).status).toBe(200);
    expect(await answersFor(teacher)).toMatchObject({ name: topic.name, viewerMaySeeAnswers: true, viewerMaySelect: true });
  });
});

describe('a topic page with formulas', () => {
  it('arrives with its formulas drawn and the font files of those it opens with announced, not those of the marking schemes that open on request', async () => {
    const { topic } = await brachytherapySet();
    expect(topic.questions.find((q) => q.number === 10)!.text).toContain('$$\\beta^{-}$$');
    const urlId = createIdCodec(server.config.idSecret).encode(topic.id);
    type Drawn = { tex: string; html: string | null };
    const pageFor = async (client: ReturnType<TestServer['client']>) => {
      const html = await (await client.request('GET', `/topics/${urlId}`)).text();
      const formulas = (preloadedOf(html)[1]!.response.data as unknown as { topic: { formulas: Drawn[] } }).topic.formulas;
      return { formulas, fonts: [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort(), html };
    };
    // A visitor gets the public preview: none of the questions' texts, so none of their formulas (the content rule,
    // tests/server/contentRule.test.ts).
    const visitor = await pageFor(server.client());
    expect(visitor.formulas.map((f) => f.tex)).not.toContain('\\beta^{-}');
    // The teacher with a grant gets the questions' formulas and the marking schemes', drawn (one of them with a large
    // bracket, KaTeX_Size1); the fonts announced are those of the page's first paint: the questions' formulas use
    // KaTeX's main font and its math italic (β); no stylesheet of glyphs made for the page.
    const teacher = server.client();
    expect((await teacher.json('POST', '/api/login', { email: 'docent@vraagwerk.nl', password: 'vraagwerk-demo' })).status).toBe(200);
    const granted = await pageFor(teacher);
    expect(granted.formulas.map((f) => f.tex)).toContain('\\beta^{-}');
    expect(granted.formulas.every((f) => f.html?.includes('<math'))).toBe(true);
    expect(granted.formulas.some((f) => f.html?.includes('delimsizing size1'))).toBe(true);
    expect(granted.fonts).toEqual(['/assets/KaTeX_Main-Regular-F0.woff2', '/assets/KaTeX_Math-Italic-F1.woff2']);
    expect(granted.html).not.toContain('/fonts/katex.css');
  });
});

describe('the stylesheet of a page’s glyphs', () => {
  it('holds each font with just the characters asked for, covering only those', async () => {
    const response = await server.get(`/fonts/katex.css?f=${encodeURIComponent('KaTeX_Main-Regular:17.1d;KaTeX_Math-Italic:qa')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const rules = (await response.text()).split('\n');
    expect(rules).toHaveLength(2);
    const fontOf = (rule: string) => fontkit.create(Buffer.from(/base64,([A-Za-z0-9+/=]+)\)/.exec(rule)![1]!, 'base64')) as fontkit.Font;
    expect(rules[0]).toMatch(/^@font-face\{font-display:block;font-family:KaTeX_Main;font-style:normal;font-weight:400;src:url\(data:font\/woff2;base64,/);
    expect(rules[0]).toMatch(/unicode-range:U\+2B,U\+31\}$/);
    const main = fontOf(rules[0]!);
    expect([0x2b, 0x31, 0x32, 0x61].map((c) => main.hasGlyphForCodePoint(c))).toEqual([true, true, false, false]);
    expect(rules[1]).toMatch(/font-family:KaTeX_Math;font-style:italic;font-weight:400;.*unicode-range:U\+3B2\}$/);
    const math = fontOf(rules[1]!);
    expect([0x3b2, 0x3b3, 0x76].map((c) => math.hasGlyphForCodePoint(c))).toEqual([true, false, false]);
  });

  it('answers 404 for a font KaTeX does not have, no characters, or too many', async () => {
    const many = Array.from({ length: 401 }, (_, i) => (0x4e00 + i).toString(36)).join('.');
    for (const spec of ['KaTeX_Nope-Regular:17', 'KaTeX_Main-Regular:', `KaTeX_Main-Regular:${many}`, '../../etc/passwd:17']) {
      expect({ spec: spec.slice(0, 30), status: (await server.get(`/fonts/katex.css?f=${encodeURIComponent(spec)}`)).status }).toEqual({ spec: spec.slice(0, 30), status: 404 });
    }
  });
});
