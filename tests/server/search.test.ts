// Teacher search over GraphQL and REST against a stream of known content (tests/setup/searchFixture.ts): every
// filter and sort, facet counts, visibility by exam status, role and grant, free text with Dutch stemming and
// ranking, keywords, paging, and the topic index kept current by the database in the changing transaction.
import { createIdCodec, type IdCodec } from '../../server/app/ids.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrations.ts';
import { resultsSql, searchTopicIds, tagOverview, type TopicFilter } from '../../server/domain/search/search.ts';
import { createLicense, createSeat, createUser, signedInClient } from '../setup/factories.ts';
import { createSearchFixture, type SearchFixture } from '../setup/searchFixture.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
let fx: SearchFixture;
let ids: IdCodec;
let teacher: HttpClient;
let admin: HttpClient;
let statements: string[] = [];
let counting = false;

beforeAll(async () => {
  server = await startTestServer({}, { onQuery: (sql) => counting && statements.push(sql) });
  ids = createIdCodec(server.config.idSecret);
  fx = await createSearchFixture(server.db.prisma);
  // A teacher with a set-making grant for the test stream only.
  const user = await createUser(server.db.prisma, { role: 'docent', email: 'zoeker@example.test' });
  const license = await createLicense(server.db.prisma);
  await createSeat(server.db.prisma, { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: fx.streamId }] });
  teacher = await signedInClient(server, 'zoeker@example.test');
  admin = await signedInClient(server, 'admin@vraagwerk.nl');
});
afterAll(async () => {
  await server.close();
});

const stream = () => ids.encode(fx.streamId);

/** A request with the SQL statements it ran; it runs once before, uncounted, as a session's first request may extend it. */
const counted = async <T>(request: () => Promise<T>) => {
  await request();
  statements = [];
  counting = true;
  try {
    return { result: await request(), statements: [...statements] };
  } finally {
    counting = false;
  }
};
const names = async (client: HttpClient, query = '') => {
  const response = await client.json<{ name: string }[]>('GET', `/api/streams/${stream()}/search/results${query}`);
  expect(response.status).toBe(200);
  return response.body.map((t) => t.name);
};

describe('REST results: filters', () => {
  it('answers the published topics by popularity, most popular first', async () => {
    expect(await names(teacher)).toEqual(['Hijskraan', 'Elektrische fiets', 'Zonnepanelen op het dak']);
  });

  it('shows concept exams to admins (and authors) only', async () => {
    expect(await names(admin)).toEqual(['Windturbine', 'Hijskraan', 'Elektrische fiets', 'Zonnepanelen op het dak']);
    const author = await signedInClient(server, 'auteur@vraagwerk.nl');
    expect(await names(author, '?sort=name')).toEqual(['Elektrische fiets', 'Hijskraan', 'Windturbine', 'Zonnepanelen op het dak']);
  });

  it.each([
    ['a domain matches its subdomains', () => `filter[domain]=${ids.encode(fx.domains.elektriciteit)}`, ['Elektrische fiets', 'Zonnepanelen op het dak']],
    ['a top domain holds every topic below it', () => `filter[domain]=${ids.encode(fx.domains.mechanica)}`, ['Hijskraan', 'Elektrische fiets', 'Zonnepanelen op het dak']],
    ['a subdomain matches exactly', () => `filter[subdomain]=${ids.encode(fx.domains.energie)}`, ['Elektrische fiets', 'Zonnepanelen op het dak']],
    ['a parent is no subdomain match', () => `filter[subdomain]=${ids.encode(fx.domains.mechanica)}`, []],
    ['keywords must all match', () => `filter[tags]=${ids.encode(fx.tags.energie)},${ids.encode(fx.tags.vermogen)}`, ['Elektrische fiets']],
    ['one keyword', () => `filter[tags][]=${ids.encode(fx.tags.energie)}`, ['Hijskraan', 'Elektrische fiets']],
    ['a method', () => `filter[methodology]=${ids.encode(fx.methods.andere)}`, ['Zonnepanelen op het dak']],
    ['a chapter matches its paragraphs', () => `filter[chapter]=${ids.encode(fx.chapters.h1)}`, ['Elektrische fiets', 'Zonnepanelen op het dak']],
    ['a paragraph', () => `filter[chapter]=${ids.encode(fx.chapters.h11)}`, ['Zonnepanelen op het dak']],
    ['complexities', () => 'filter[complexity]=low,high', ['Hijskraan', 'Zonnepanelen op het dak']],
    ['a question type', () => `filter[questionType]=${ids.encode(fx.types.legUit)}`, ['Elektrische fiets', 'Zonnepanelen op het dak']],
    ['a year (indexed form)', () => 'filter[year][0]=2024', ['Hijskraan', 'Zonnepanelen op het dak']],
    ['a term', () => 'filter[term][]=2', ['Elektrische fiets']],
    ['with tips and self-marking', () => 'filter[has_answers]=1', ['Zonnepanelen op het dak']],
    ['without', () => 'filter[has_answers]=0', ['Hijskraan', 'Elektrische fiets']],
    ['combined, sorted by name', () => `filter[domain]=${ids.encode(fx.domains.mechanica)}&filter[has_answers]=0&sort=name`, ['Elektrische fiets', 'Hijskraan']],
    ['an id this server did not make matches nothing', () => 'filter[tags]=zzzzzzz', []],
  ])('%s', async (_name, query, expected) => {
    expect(await names(teacher, `?${query()}`)).toEqual(expected);
  });
});

describe('REST results: sorts', () => {
  it.each([
    ['name', ['Elektrische fiets', 'Hijskraan', 'Zonnepanelen op het dak']],
    ['-name', ['Zonnepanelen op het dak', 'Hijskraan', 'Elektrische fiets']],
    ['popularity', ['Zonnepanelen op het dak', 'Elektrische fiets', 'Hijskraan']],
    ['-year', ['Hijskraan', 'Zonnepanelen op het dak', 'Elektrische fiets']],
    ['complexity', ['Hijskraan', 'Elektrische fiets', 'Zonnepanelen op het dak']],
    ['-complexity', ['Zonnepanelen op het dak', 'Elektrische fiets', 'Hijskraan']],
    ['time_in_minutes', ['Elektrische fiets', 'Hijskraan', 'Zonnepanelen op het dak']],
    ['-time_in_minutes', ['Zonnepanelen op het dak', 'Hijskraan', 'Elektrische fiets']],
    ['points', ['Elektrische fiets', 'Hijskraan', 'Zonnepanelen op het dak']],
    ['-question_count,name', ['Zonnepanelen op het dak', 'Elektrische fiets', 'Hijskraan']],
    // Weighted p-values: Zonnepanelen (3·60 + 2·40) / 5 = 52, Hijskraan 50, Elektrische fiets 0 (none known).
    ['-proportion_value', ['Zonnepanelen op het dak', 'Hijskraan', 'Elektrische fiets']],
    // Year and term ascending, whatever the sign.
    ['-position', ['Elektrische fiets', 'Hijskraan', 'Zonnepanelen op het dak']],
  ])('sort=%s', async (sort, expected) => {
    expect(await names(teacher, `?sort=${sort}`)).toEqual(expected);
  });
});

describe('REST results: refusals', () => {
  it.each([
    ['an unknown filter', '?filter[colour]=red'],
    ['an unknown sort', '?sort=-colour'],
    ['a complexity that is none', '?filter[complexity]=extreme'],
    ['a year that is no number', '?filter[year]=twenty'],
    ['two methods', `?filter[methodology]=a1b2c,d3e4f`],
  ])('answers 400 to %s', async (_name, query) => {
    const response = await teacher.json<{ message: string }>('GET', `/api/streams/${stream()}/search/results${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).not.toBe('');
  });

  it('says which filter has too many values', async () => {
    const years = Array.from({ length: 51 }, (_, i) => 1970 + i).join(',');
    const response = await teacher.json<{ message: string }>('GET', `/api/streams/${stream()}/search/results?filter[year]=${years}`);
    expect(response).toEqual({ status: 400, body: { message: 'The filter years may not have more than 50 items.' } });
  });

  it('refuses a visitor (401), a student and a teacher without a grant for the stream (403), and an unknown stream (404)', async () => {
    expect((await server.client().json('GET', `/api/streams/${stream()}/search/results`)).status).toBe(401);
    expect((await (await signedInClient(server, 'leerling@vraagwerk.nl')).json('GET', `/api/streams/${stream()}/search/results`)).status).toBe(403);
    const docent = await signedInClient(server, 'docent@vraagwerk.nl');
    expect((await docent.json('GET', `/api/streams/${stream()}/search`)).status).toBe(403);
    expect((await docent.json('GET', `/api/streams/${stream()}/tags`)).status).toBe(403);
    expect((await teacher.json('GET', `/api/streams/${ids.encode(999_999)}/search/results`)).status).toBe(404);
  });
});

describe('REST topic cards', () => {
  it("answer document 4's shape with opaque ids and the display cache", async () => {
    const response = await teacher.json<Record<string, unknown>[]>('GET', `/api/streams/${stream()}/search/results?sort=-proportion_value`);
    const card = response.body[0]!;
    expect(card).toEqual({
      id: ids.encode(fx.topics.zon),
      exam_id: ids.encode(fx.examIds.e2024),
      complexity: 'high',
      popularity: 5,
      name: 'Zonnepanelen op het dak',
      introduction: 'Een school legt panelen op het dak.',
      position: 0,
      has_answers: 1,
      attachments: [],
      cache: {
        examStatus: 'published',
        examAnswers: true,
        stream_id: stream(),
        course: 'Testkunde',
        course_id: expect.any(String),
        level: 'Havo',
        level_id: expect.any(String),
        year: 2024,
        term: 1,
        totalPoints: 5,
        weightedProportionValue: 52,
        questionCount: 2,
        questionsId: [ids.encode(fx.questions.zon1), ids.encode(fx.questions.zon2)],
        totalTimeInMinutes: 7,
        questionTypes: [
          { id: ids.encode(fx.types.bereken), name: 'Bereken', topics_count: null },
          { id: ids.encode(fx.types.legUit), name: 'Leg uit', topics_count: null },
        ],
        tags: [
          { id: ids.encode(fx.tags.rendement), stream_id: '', name: 'rendement' },
          { id: ids.encode(fx.tags.vermogen), stream_id: '', name: 'vermogen' },
          { id: ids.encode(fx.tags.zonnepaneel), stream_id: '', name: 'zonnepaneel' },
        ],
        domains: [
          { id: ids.encode(fx.domains.mechanica), name: 'Mechanica', children: [{ id: ids.encode(fx.domains.energie), name: 'Energie', topics_count: null }], topics_count: null },
          { id: ids.encode(fx.domains.elektriciteit), name: 'Elektriciteit', children: [{ id: ids.encode(fx.domains.schakelingen), name: 'Schakelingen', topics_count: null }], topics_count: null },
        ],
        methodologies: [
          { id: ids.encode(fx.methods.andere), name: 'Andere methode' },
          { id: ids.encode(fx.methods.test), name: 'Testmethode' },
        ],
        highlights: [{ id: expect.any(String), text: 'Rendementen van **zonnepanelen** vergelijken' }],
      },
    });
  });

  it('come with their attachments in their order, in the statement that searches', async () => {
    const prisma = server.db.prisma;
    const file = (name: string) => prisma.storedFile.create({ data: { name, mime: 'image/png', size: 1, sha256: name, content: Buffer.from('x') } });
    const [first, second] = [await file('dak plan.png'), await file('paneel.png')];
    // Made in the other order than they show: position decides, not the id.
    const later = await prisma.attachment.create({ data: { fileId: second.id, name: 'Figuur 2' } });
    const earlier = await prisma.attachment.create({ data: { fileId: first.id, name: 'Figuur 1' } });
    await prisma.topicAttachment.createMany({
      data: [
        { topicId: fx.topics.zon, attachmentId: later.id, position: 2 },
        { topicId: fx.topics.zon, attachmentId: earlier.id, position: 1 },
      ],
    });
    try {
      const { result: response, statements: sqls } = await counted(() => teacher.json<{ name: string; attachments: unknown[] }[]>('GET', `/api/streams/${stream()}/search/results?sort=name`));
      expect(response.status).toBe(200);
      const byName = Object.fromEntries(response.body.map((t) => [t.name, t.attachments]));
      const base = server.config.publicUrl;
      expect(byName['Zonnepanelen op het dak']).toEqual([
        { id: ids.encode(earlier.id), name: 'Figuur 1', url: `${base}/files/${first.id}/dak%20plan.png`, path: `files/${first.id}/dak%20plan.png` },
        { id: ids.encode(later.id), name: 'Figuur 2', url: `${base}/files/${second.id}/paneel.png`, path: `files/${second.id}/paneel.png` },
      ]);
      expect(byName['Hijskraan']).toEqual([]);
      // The session (whose grants show that the stream exists) and the topics with their attachments.
      expect(sqls).toHaveLength(2);
    } finally {
      await prisma.topicAttachment.deleteMany({ where: { attachmentId: { in: [earlier.id, later.id] } } });
      await prisma.attachment.deleteMany({ where: { id: { in: [earlier.id, later.id] } } });
      await prisma.storedFile.deleteMany({ where: { id: { in: [first.id, second.id] } } });
    }
  });
});

describe('free text', () => {
  it('finds a word by its Dutch stem, in highlights and question texts', async () => {
    // 'rendementen' and the question's 'rendement' share the stem 'rendement'.
    expect(await names(teacher, '?filter[text]=rendementen')).toEqual(['Zonnepanelen op het dak']);
    expect(await names(teacher, '?filter[text]=panelen%20winter')).toEqual(['Zonnepanelen op het dak']);
  });

  it('matches the last word as the start of a word, while typing', async () => {
    expect(await names(teacher, '?filter[text]=zonnepan')).toEqual(['Zonnepanelen op het dak']);
  });

  it('does not search formulas as TeX', async () => {
    expect(await names(teacher, '?filter[text]=nuttig')).toEqual([]);
    expect(await names(teacher, '?filter[text]=dfrac')).toEqual([]);
  });

  it('ranks a match in the name above one in a question text, and combines with filters and sorts', async () => {
    expect(await names(teacher, '?filter[text]=hijskraan')).toEqual(['Hijskraan', 'Elektrische fiets']);
    expect(await names(teacher, '?filter[text]=hijskraan&sort=name')).toEqual(['Elektrische fiets', 'Hijskraan']);
    expect(await names(teacher, '?filter[text]=hijskraan&filter[year]=2023')).toEqual(['Elektrische fiets']);
  });

  it('keeps to the exams the user sees, ranked or sorted, with or without other filter values', async () => {
    expect(await names(teacher, '?filter[text]=windturbine')).toEqual([]);
    expect(await names(teacher, '?filter[text]=windturbine&sort=name')).toEqual([]);
    expect(await names(admin, '?filter[text]=windturbine')).toEqual(['Windturbine']);
    expect(await names(admin, '?filter[text]=windturbine&sort=name')).toEqual(['Windturbine']);
    expect(await names(admin, '?filter[text]=windturbine&filter[year]=2022')).toEqual(['Windturbine']);
    expect(await names(admin, '?filter[text]=windturbine&filter[year]=2023')).toEqual([]);
  });

  it('ignores text without words, and never breaks on query syntax', async () => {
    expect(await names(teacher, `?filter[text]=${encodeURIComponent("!&|:*'()")}`)).toEqual(['Hijskraan', 'Elektrische fiets', 'Zonnepanelen op het dak']);
  });
});

describe('REST facets and keywords', () => {
  it('count the topics the user sees per value (document 4 §4)', async () => {
    const { status, body } = await teacher.json<Record<string, unknown>>('GET', `/api/streams/${stream()}/search`);
    expect(status).toBe(200);
    const e = (id: number) => ids.encode(id);
    expect(body).toEqual({
      methodologies: [
        {
          id: e(fx.methods.andere),
          name: 'Andere methode',
          topics_count: null,
          chapters: [{ id: e(fx.chapters.k3), name: 'K3', title: 'Elektrische energie', methodology: { id: e(fx.methods.andere), name: 'Andere methode' }, children: [], topics_count: 1 }],
        },
        {
          id: e(fx.methods.test),
          name: 'Testmethode',
          topics_count: null,
          chapters: [
            {
              id: e(fx.chapters.h1),
              name: 'H1',
              title: 'Beweging',
              methodology: { id: e(fx.methods.test), name: 'Testmethode' },
              children: [{ id: e(fx.chapters.h11), name: 'H1.1', title: 'Snelheid', methodology: { id: e(fx.methods.test), name: 'Testmethode' }, children: [], topics_count: 1 }],
              topics_count: 2,
            },
            { id: e(fx.chapters.h2), name: 'H2', title: 'Energie', methodology: { id: e(fx.methods.test), name: 'Testmethode' }, children: [], topics_count: 1 },
          ],
        },
      ],
      domains: [
        {
          id: e(fx.domains.mechanica),
          name: 'Mechanica',
          topics_count: 3,
          children: [
            { id: e(fx.domains.krachten), name: 'Krachten', topics_count: 1 },
            { id: e(fx.domains.energie), name: 'Energie', topics_count: 2 },
          ],
        },
        { id: e(fx.domains.elektriciteit), name: 'Elektriciteit', topics_count: 2, children: [{ id: e(fx.domains.schakelingen), name: 'Schakelingen', topics_count: 2 }] },
      ],
      questionTypes: [
        { id: e(fx.types.bereken), name: 'Bereken', topics_count: 2 },
        { id: e(fx.types.legUit), name: 'Leg uit', topics_count: 2 },
      ],
      years: [
        { id: 2024, name: '2024', topics_count: 2 },
        { id: 2023, name: '2023', topics_count: 1 },
      ],
      terms: [
        { id: 1, name: '1e tijdvak', topics_count: 2 },
        { id: 2, name: '2e tijdvak', topics_count: 1 },
      ],
      complexities: [
        { id: 'high', name: 'high', topics_count: 1 },
        { id: 'average', name: 'average', topics_count: 1 },
        { id: 'low', name: 'low', topics_count: 1 },
      ],
      has_answers: [
        { id: 1, name: 'Inclusief tips/nakijken voor leerlingen', topics_count: 1 },
        { id: 0, name: 'Exclusief tips/nakijken voor leerlingen', topics_count: 2 },
      ],
    });
  });

  it('count concept exams for admins', async () => {
    const { body } = await admin.json<{ years: unknown[]; domains: { name: string; topics_count: number }[] }>('GET', `/api/streams/${stream()}/search`);
    expect(body.years).toEqual([
      { id: 2024, name: '2024', topics_count: 2 },
      { id: 2023, name: '2023', topics_count: 1 },
      { id: 2022, name: '2022', topics_count: 1 },
    ]);
    expect(body.domains.map((d) => [d.name, d.topics_count])).toEqual([
      ['Mechanica', 4],
      ['Elektriciteit', 2],
    ]);
  });

  it('list the keywords used by a visible topic, by name, and one keyword with its children', async () => {
    const { body } = await teacher.json<{ name: string; topics_count: number; stream_id: string; children: unknown[] }[]>('GET', `/api/streams/${stream()}/tags`);
    expect(body.map((t) => [t.name, t.topics_count])).toEqual([
      ['arbeid', 1],
      ['energie', 2],
      ['rendement', 1],
      ['vermogen', 2],
      ['zonnepaneel', 1],
    ]);
    expect(body.every((t) => t.stream_id === stream() && t.children.length === 0)).toBe(true);
    const one = await teacher.json('GET', `/api/streams/${stream()}/tags/${ids.encode(fx.tags.vermogen)}`);
    expect(one).toEqual({ status: 200, body: { id: ids.encode(fx.tags.vermogen), stream_id: stream(), name: 'vermogen', children: [] } });
    expect((await teacher.json('GET', `/api/streams/${stream()}/tags/${ids.encode(999_999)}`)).status).toBe(404);
  });
});

const SEARCH = `query Search($id: ID!, $filter: TopicFilter, $sort: String, $first: Int, $after: String) {
  node(id: $id) { ... on Stream { searchTopics(filter: $filter, sort: $sort, first: $first, after: $after) {
    edges { cursor node { name urlId courseName levelName year term questionCount totalPoints totalMinutes complexity hasAnswers highlights { text } } }
    pageInfo { hasNextPage endCursor }
  } } }
}`;

interface SearchData {
  node: { searchTopics: { edges: { cursor: string; node: Record<string, unknown> & { name: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
}

const streamNodeId = () => Buffer.from(`Stream:${fx.streamId}`).toString('base64');

/** A search of `first` topics by the teacher, with the SQL statements it ran. */
const countedSearch = async (query: string, first: number) => {
  const { result, statements: sqls } = await counted(() => teacher.graphql<SearchData>(query, { id: streamNodeId(), first }));
  expect(result.errors).toBeUndefined();
  return { nodes: result.data!.node.searchTopics.edges.map((e) => e.node), statements: sqls };
};

describe('A stream by the id of its address', () => {
  const BY_ADDRESS = `query ($urlId: String!) { stream(urlId: $urlId) { id searchTopics(first: 3) { edges { node { name } } } } }`;
  type ByAddress = { stream: { id: string; searchTopics: { edges: { node: { name: string } }[] } | null } | null };
  const search = (client: HttpClient, urlId: string) => counted(() => client.graphql<ByAddress>(BY_ADDRESS, { urlId }));

  it("is known from the grants that came with the session: a granted search is the session, the page's ids and their cards, three statements", async () => {
    const granted = await search(teacher, stream());
    expect(granted.result.errors).toBeUndefined();
    expect(granted.result.data!.stream!.searchTopics!.edges.map((e) => e.node.name)).toEqual(['Hijskraan', 'Elektrische fiets', 'Zonnepanelen op het dak']);
    expect(granted.statements).toHaveLength(3);
    expect(granted.statements.some((sql) => /FROM streams WHERE/.test(sql))).toBe(false);
    // Asked for more than its id, a granted stream is read.
    const slug = await teacher.graphql<{ stream: { id: string; slug: string } | null }>(`query ($urlId: String!) { stream(urlId: $urlId) { id slug } }`, { urlId: stream() });
    expect(slug.data!.stream!.slug).toBe('testkunde-havo');
    // An admin holds no grants: the stream is looked up (session, stream, the page's ids and cards).
    const staff = await search(admin, stream());
    expect(staff.result.data!.stream!.searchTopics!.edges).toHaveLength(3);
    expect(staff.statements).toHaveLength(4);
    // A stream the teacher holds no grant for is looked up too: it exists, and its search is refused.
    const other = await server.db.prisma.stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' }, select: { id: true } });
    const refused = await search(teacher, ids.encode(other.id));
    expect(refused.result.data!.stream).toEqual({ id: expect.any(String), searchTopics: null });
    expect(refused.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // An id no stream has: null.
    const unknown = await teacher.graphql<ByAddress>(BY_ADDRESS, { urlId: ids.encode(999_999) });
    expect(unknown.data!.stream).toBeNull();
  });

  it('is not known from a privilege on a stream that is gone: that privilege opens nothing', async () => {
    const db = server.db.prisma;
    const level = await db.level.findUniqueOrThrow({ where: { slug: 'vwo' } });
    const course = await db.course.create({ data: { name: 'Verdwijnkunde', slug: 'verdwijnkunde' } });
    const gone = await db.stream.create({ data: { slug: 'verdwijnkunde-vwo', courseId: course.id, levelId: level.id } });
    const user = await createUser(db, { role: 'docent', email: 'verdwenen@example.test' });
    const license = await createLicense(db);
    await createSeat(db, {
      licenseId: license.id,
      userId: user.id,
      privileges: [
        { action: 'opgavensets samenstellen', objectId: fx.streamId },
        { action: 'opgavensets samenstellen', objectId: gone.id },
      ],
    });
    const client = await signedInClient(server, 'verdwenen@example.test');
    const before = await client.graphql<ByAddress>(BY_ADDRESS, { urlId: ids.encode(gone.id) });
    expect(before.data!.stream).toEqual({ id: expect.any(String), searchTopics: { edges: [] } });
    // The privilege stays behind (its object is a bare id); the stream does not.
    await db.stream.delete({ where: { id: gone.id } });
    await db.course.delete({ where: { id: course.id } });
    expect(await db.privilege.count({ where: { objectType: 'stream', objectId: gone.id } })).toBe(1);
    const after = await client.graphql<ByAddress>(BY_ADDRESS, { urlId: ids.encode(gone.id) });
    expect(after.errors).toBeUndefined();
    expect(after.data!.stream).toBeNull();
    expect((await client.json('GET', `/api/streams/${ids.encode(gone.id)}/search/results`)).status).toBe(404);
    // The user's other grant still opens its stream.
    expect((await client.graphql<ByAddress>(BY_ADDRESS, { urlId: stream() })).data!.stream!.searchTopics!.edges).toHaveLength(3);
  });
});

describe('GraphQL search', () => {
  it("gives each card its topic's Relay id ('Topic:<id>' in base64), by which node(id:) finds the topic again", async () => {
    const result = await teacher.graphql<{ node: { searchTopics: { edges: { node: { id: string; name: string } }[] } } }>(
      `query ($id: ID!) { node(id: $id) { ... on Stream { searchTopics(first: 2) { edges { node { id name } } } } } }`,
      { id: streamNodeId() },
    );
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.node.searchTopics.edges.map((e) => e.node);
    expect(nodes.map((n) => n.name)).toEqual(['Hijskraan', 'Elektrische fiets']);
    for (const node of nodes) {
      const topic = await server.db.prisma.topic.findFirstOrThrow({ where: { name: node.name, exam: { streamId: fx.streamId } }, select: { id: true } });
      expect(node.id).toBe(Buffer.from(`Topic:${topic.id}`).toString('base64'));
      const found = await teacher.graphql<{ node: { name: string } | null }>(`query ($id: ID!) { node(id: $id) { ... on Topic { name } } }`, { id: node.id });
      expect(found.data!.node).toEqual({ name: node.name });
    }
  });

  it('serves results as a connection, page by page, with the card fields', async () => {
    const first = await teacher.graphql<SearchData>(SEARCH, { id: streamNodeId(), first: 2 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.node.searchTopics;
    expect(page1.edges.map((e) => e.node.name)).toEqual(['Hijskraan', 'Elektrische fiets']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges[0]!.node).toEqual({
      name: 'Hijskraan',
      urlId: ids.encode(fx.topics.kraan),
      courseName: 'Testkunde',
      levelName: 'Havo',
      year: 2024,
      term: 1,
      questionCount: 1,
      totalPoints: 4,
      totalMinutes: 5,
      complexity: 'low',
      hasAnswers: false,
      highlights: [],
    });
    const second = await teacher.graphql<SearchData>(SEARCH, { id: streamNodeId(), first: 2, after: page1.pageInfo.endCursor });
    expect(second.data!.node.searchTopics.edges.map((e) => e.node.name)).toEqual(['Zonnepanelen op het dak']);
    expect(second.data!.node.searchTopics.pageInfo.hasNextPage).toBe(false);
  });

  it('takes the facets’ opaque ids, free text and a sort', async () => {
    const result = await teacher.graphql<SearchData>(SEARCH, {
      id: streamNodeId(),
      filter: { domains: [ids.encode(fx.domains.mechanica)], complexities: ['low', 'average'], text: 'energie' },
      sort: 'name',
      first: 10,
    });
    expect(result.errors).toBeUndefined();
    // 'energie' is in the introduction of Elektrische fiets only (keywords are filters, not text).
    expect(result.data!.node.searchTopics.edges.map((e) => e.node.name)).toEqual(['Elektrische fiets']);
  });

  it('refuses an unknown sort and a teacher without a grant, in Dutch', async () => {
    const sort = await teacher.graphql(SEARCH, { id: streamNodeId(), sort: 'colour' });
    expect(sort.errors?.[0]?.message).toBe('sort: Kies een van de mogelijkheden');
    const docent = await signedInClient(server, 'docent@vraagwerk.nl');
    const refused = await docent.graphql(SEARCH, { id: streamNodeId() });
    expect(refused.errors?.[0]?.message).toBe('Testkunde Havo valt niet onder je licentie.');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('costs the same SQL statements for a page of 1 and of 3 topics', async () => {
    const [one, three] = [await countedSearch(SEARCH, 1), await countedSearch(SEARCH, 3)];
    expect([one.nodes.length, three.nodes.length]).toEqual([1, 3]);
    expect(one.statements).toHaveLength(three.statements.length);
  });

  it("gives each card the teacher's last use in the cards' statement, not in one more", async () => {
    const prisma = server.db.prisma;
    const withLastUse = SEARCH.replace('highlights { text } }', 'highlights { text } viewerLastUse { groupName sharedAt } }');
    expect(withLastUse).not.toBe(SEARCH);
    const run = async (query: string) => {
      const { nodes, statements: sqls } = await countedSearch(query, 3);
      return { nodes, statements: sqls.length };
    };
    const { id: userId } = await prisma.user.findUniqueOrThrow({ where: { email: 'zoeker@example.test' }, select: { id: true } });
    // The teacher shared a set holding Hijskraan's question with all their students this school year.
    const set = await prisma.collection.create({
      data: { key: 'zoeker-gebruikt', ownerId: userId, streamId: fx.streamId, name: 'Gebruikt', fingerprint: 'zoeker-gebruikt', questions: { create: [{ questionId: fx.questions.kraan1 }] } },
    });
    try {
      await prisma.collectionShare.create({ data: { collectionId: set.id, sharedById: userId, createdAt: new Date('2026-03-02T08:00:00.000Z') } });
      const cards = await run(SEARCH);
      const used = await run(withLastUse);
      expect(used.nodes.map((n) => [n.name, n.viewerLastUse])).toEqual([
        ['Hijskraan', { groupName: null, sharedAt: '2026-03-02T08:00:00.000Z' }],
        ['Elektrische fiets', null],
        ['Zonnepanelen op het dak', null],
      ]);
      expect(used.statements).toBe(cards.statements);
      // Asked beside a relation, the topics load by id in place of the cards, and the last uses in one statement of
      // their own, the same.
      const related = await run(withLastUse.replace('viewerLastUse {', 'stream { id } viewerLastUse {'));
      expect(related.nodes.map((n) => n.viewerLastUse)).toEqual(used.nodes.map((n) => n.viewerLastUse));
      expect(related.statements).toBe(cards.statements + 1);
    } finally {
      await prisma.collection.delete({ where: { id: set.id } });
    }
  });

  it("loads a page of cards in two statements, its ids and their cards; with a relation asked of them, the topics load by id in the cards' place", async () => {
    const withStream = SEARCH.replace('highlights { text } }', 'highlights { text } stream { id } }');
    expect(withStream).not.toBe(SEARCH);
    const run = async (query: string) => {
      const { nodes, statements: sqls } = await countedSearch(query, 3);
      return { nodes, readingTopics: sqls.filter((sql) => /\btopics\b/.test(sql)) };
    };
    const cards = await run(SEARCH);
    const related = await run(withStream);
    // The ids are planned for their values every time; the cards' statement is the same text for every page.
    expect(cards.readingTopics).toEqual([expect.stringMatching(/^\/\* custom plan \*\/ SELECT t\.id FROM topics t /), expect.stringMatching(/ FROM unnest\(\$1::int\[\]\) WITH ORDINALITY /)]);
    expect(related.readingTopics).toEqual([cards.readingTopics[0], expect.stringMatching(/FROM "public"\."topics" AS "t0" .* WHERE "t0"\."id" IN /)]);
    expect(cards.nodes.map((n) => n.name)).toEqual(['Hijskraan', 'Elektrische fiets', 'Zonnepanelen op het dak']);
    // The cards' statement gives a card only its parts of the display cache; loaded by id, the topic has all of it.
    expect(cards.nodes[2]).toMatchObject({ courseName: 'Testkunde', levelName: 'Havo', highlights: [{ text: 'Rendementen van **zonnepanelen** vergelijken' }] });
    expect(related.nodes.map(({ stream: _stream, ...card }) => card)).toEqual(cards.nodes);
    expect(related.nodes.map((n) => n.stream)).toEqual([1, 2, 3].map(() => ({ id: streamNodeId() })));
  });

  it('gives facets and keyword counts', async () => {
    const result = await teacher.graphql<{ node: { searchFacets: { years: unknown[]; complexities: unknown[]; hasAnswers: unknown[] }; keywords: { name: string; topicCount: number }[] } }>(
      `query($id: ID!) { node(id: $id) { ... on Stream {
        searchFacets { years { value name topicCount } complexities { value topicCount } hasAnswers { value topicCount } }
        keywords { name topicCount }
      } } }`,
      { id: streamNodeId() },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.node.searchFacets).toEqual({
      years: [
        { value: 2024, name: '2024', topicCount: 2 },
        { value: 2023, name: '2023', topicCount: 1 },
      ],
      complexities: [
        { value: 'high', topicCount: 1 },
        { value: 'average', topicCount: 1 },
        { value: 'low', topicCount: 1 },
      ],
      hasAnswers: [
        { value: 1, topicCount: 1 },
        { value: 0, topicCount: 2 },
      ],
    });
    // Every keyword, the unused one with 0 (the overview shows it disabled).
    expect(result.data!.node.keywords).toEqual([
      { name: 'arbeid', topicCount: 1 },
      { name: 'energie', topicCount: 2 },
      { name: 'ongebruikt', topicCount: 0 },
      { name: 'rendement', topicCount: 1 },
      { name: 'vermogen', topicCount: 2 },
      { name: 'zonnepaneel', topicCount: 1 },
    ]);
  });
});

describe('the index of the default sort', () => {
  // Whether a plan reads the table depends on the statistics of a database this small; which plans are possible does
  // not. With every other way to find or order the rows switched off, the planner takes an index-only scan of the
  // default sort's index if that index holds every column the statement reads, and reads the table otherwise.
  const plan = async (filter: TopicFilter) => {
    const sql = resultsSql({ streamId: fx.streamId, statuses: ['published'], filter, sort: [{ key: 'popularity', descending: true }], limit: 21, offset: 0 });
    return server.db.prisma.$transaction(async (tx) => {
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'enable_incremental_sort']) await tx.$executeRawUnsafe(`SET LOCAL ${setting} = off`);
      const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql.text}`, ...sql.values);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  };
  beforeAll(async () => {
    // An index-only scan is priced by the pages known to be all-visible.
    await server.db.prisma.$executeRawUnsafe('VACUUM ANALYZE topics');
  });

  // Every filter but the free text (its column is not in the index): typed so, a filter added to TopicFilter must be
  // added here too, and the plan then shows whether the index holds its column.
  const everyFilter = (): Required<Omit<TopicFilter, 'text'>> => ({
    domains: [fx.domains.elektriciteit],
    subdomains: [fx.domains.energie],
    tags: [fx.tags.energie],
    methodology: fx.methods.andere,
    chapters: [fx.chapters.h1],
    questionTypes: [fx.types.legUit],
    complexities: ['low', 'high'],
    years: [2024],
    terms: [1],
    hasAnswers: [true],
  });

  it.each<[string, () => TopicFilter]>([
    ['no filter', () => ({})],
    ['every filter at once', everyFilter],
  ])('finds a page with %s in the index alone', async (_name, filter) => {
    // Fails when a filter's column is left out of topics_stream_popularity: the scan then reads each match's row.
    expect(await plan(filter())).toMatch(/Index Only Scan using topics_stream_popularity/);
  });
});

describe('free text ranked by relevance', () => {
  it('reads the narrow topic_search alone, and the topic index only for the filter’s other values', async () => {
    const plan = async (filter: TopicFilter) => {
      const sql = resultsSql({ streamId: fx.streamId, statuses: ['published'], filter, sort: [{ key: 'relevance', descending: true }], limit: 21, offset: 0 });
      const rows = await server.db.prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql.text}`, ...sql.values);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    // Ranking reads every match's vector: in the wide rows of `topics` a common word read 2.6 times as many pages.
    const textOnly = await plan({ text: 'energie' });
    expect(textOnly).toMatch(/ on topic_search s\b/);
    expect(textOnly).not.toMatch(/ on topics t\b|topics_/);
    expect(await plan({ text: 'energie', years: [2024] })).toMatch(/ on topics t\b|topics_stream/);
  });
});

describe('a database migrated by the running process', () => {
  it('searches with enum filters (the embedded database learns no new array types after it opened)', async () => {
    const db = await openDatabase({ kind: 'pglite-memory' });
    try {
      await applyMigrations(db.adapterFactory);
      await expect(searchTopicIds(db.prisma, { streamId: 1, statuses: ['published'], filter: { complexities: ['low'] }, sort: [{ key: 'popularity', descending: true }] })).resolves.toEqual([]);
      await expect(tagOverview(db.prisma, { streamId: 1, statuses: ['published', 'concept'] })).resolves.toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('the topic index', () => {
  const row = (id: number) =>
    server.db.prisma.topic.findUniqueOrThrow({ where: { id }, select: { questionCount: true, totalPoints: true, totalMinutes: true, hasAnswers: true, tagIds: true, examStatus: true, cache: true } });

  it('is rebuilt in the transaction that changes the content, and a rolled-back change leaves it as it was', async () => {
    const prisma = server.db.prisma;
    await prisma.$transaction(async (tx) => {
      await tx.question.create({ data: { topicId: fx.topics.kraan, number: 2, points: 3, timeInMinutes: 6, text: 'Bereken het vermogen.', tags: { create: [{ tagId: fx.tags.vermogen }] } } });
    });
    expect(await row(fx.topics.kraan)).toMatchObject({ questionCount: 2, totalPoints: 7, totalMinutes: 11, tagIds: [fx.tags.arbeid, fx.tags.energie, fx.tags.vermogen].sort((a, b) => a - b) });
    expect(await names(teacher, `?filter[tags]=${ids.encode(fx.tags.vermogen)}`)).toEqual(['Hijskraan', 'Elektrische fiets', 'Zonnepanelen op het dak']);

    await expect(
      prisma.$transaction(async (tx) => {
        await tx.question.deleteMany({ where: { topicId: fx.topics.kraan, number: 2 } });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await row(fx.topics.kraan)).toMatchObject({ questionCount: 2, totalPoints: 7 });

    await prisma.question.deleteMany({ where: { topicId: fx.topics.kraan, number: 2 } });
    expect(await row(fx.topics.kraan)).toMatchObject({ questionCount: 1, totalPoints: 4, totalMinutes: 5, tagIds: [fx.tags.arbeid, fx.tags.energie].sort((a, b) => a - b) });
  });

  it('follows an exam that is withdrawn or starts showing answers', async () => {
    const prisma = server.db.prisma;
    await prisma.exam.update({ where: { id: fx.examIds.e2023 }, data: { showAnswers: true } });
    expect(await row(fx.topics.fiets)).toMatchObject({ hasAnswers: true });
    expect(await names(teacher, '?filter[text]=fiets')).toEqual(['Elektrische fiets']);
    await prisma.exam.update({ where: { id: fx.examIds.e2023 }, data: { status: 'concept' } });
    expect(await names(teacher)).toEqual(['Hijskraan', 'Zonnepanelen op het dak']);
    // The free text, searched in a table of its own, follows too.
    expect(await names(teacher, '?filter[text]=fiets')).toEqual([]);
    expect(await names(admin, '?filter[text]=fiets')).toEqual(['Elektrische fiets']);
    await prisma.exam.update({ where: { id: fx.examIds.e2023 }, data: { status: 'published', showAnswers: false } });
    expect(await row(fx.topics.fiets)).toMatchObject({ hasAnswers: false, examStatus: 'published' });
  });

  it('follows a renamed, a new and a deleted topic into the free text; equal ranks go by name', async () => {
    const prisma = server.db.prisma;
    await prisma.topic.update({ where: { id: fx.topics.kraan }, data: { name: 'Torenkraan' } });
    try {
      expect(await names(teacher, '?filter[text]=torenkraan')).toEqual(['Torenkraan']);
      expect(await names(teacher, '?filter[text]=hijskraan')).toEqual(['Elektrische fiets']);
    } finally {
      await prisma.topic.update({ where: { id: fx.topics.kraan }, data: { name: 'Hijskraan' } });
    }
    expect(await names(teacher, '?filter[text]=hijskraan')).toEqual(['Hijskraan', 'Elektrische fiets']);
    const created = await prisma.topic.create({ data: { examId: fx.examIds.e2023, name: 'Aaa hijskraan' } });
    try {
      // Ranked the same as 'Hijskraan' (a match in the name), and before it by name.
      expect(await names(teacher, '?filter[text]=hijskraan')).toEqual(['Aaa hijskraan', 'Hijskraan', 'Elektrische fiets']);
    } finally {
      await prisma.topic.delete({ where: { id: created.id } });
    }
    expect(await names(teacher, '?filter[text]=hijskraan')).toEqual(['Hijskraan', 'Elektrische fiets']);
  });

  it('follows a renamed keyword into the cache, and plain SQL writes into the free-text index and the card', async () => {
    const prisma = server.db.prisma;
    await prisma.tag.update({ where: { id: fx.tags.arbeid }, data: { name: 'arbeid (W)' } });
    expect((await row(fx.topics.kraan)).cache).toMatchObject({
      tags: [
        { id: fx.tags.arbeid, name: 'arbeid (W)' },
        { id: fx.tags.energie, name: 'energie' },
      ],
    });
    await prisma.tag.update({ where: { id: fx.tags.arbeid }, data: { name: 'arbeid' } });

    expect(await names(teacher, '?filter[text]=takelwagen')).toEqual([]);
    const card = async () => (await prisma.topic.findUniqueOrThrow({ where: { id: fx.topics.kraan }, select: { card: true } })).card;
    expect(await card()).toEqual({ course: 'Testkunde', level: 'Havo', highlights: [] });
    await prisma.$executeRaw`INSERT INTO question_highlights (question_id, text, position, updated_at) VALUES (${fx.questions.kraan1}, 'Een takelwagen tilt', 0, now())`;
    expect(await names(teacher, '?filter[text]=takelwagen')).toEqual(['Hijskraan']);
    // The card, generated from the cache, follows it: what a results page shows.
    expect(await card()).toEqual({ course: 'Testkunde', level: 'Havo', highlights: [{ id: expect.any(Number), text: 'Een takelwagen tilt' }] });
    expect(await prisma.topicIndexQueue.count()).toBe(0);
  });

  it('is rebuilt once a transaction has flushed early (SET CONSTRAINTS … IMMEDIATE) and changed more, and after a savepoint rolled back', async () => {
    // A transaction's first flush takes the whole queue and later firings for the rows it took return at once; rows
    // queued after it must still be flushed at the commit, and a savepoint rolled back undoes the flush with its rows.
    const prisma = server.db.prisma;
    const question = (number: number, points: number) => ({ topicId: fx.topics.kraan, number, points, timeInMinutes: points, text: `Deelvraag ${number}.` });
    const countInside = async (tx: Db) => (await tx.topic.findUniqueOrThrow({ where: { id: fx.topics.kraan }, select: { questionCount: true } })).questionCount;
    try {
      await prisma.$transaction(async (tx) => {
        await tx.question.create({ data: question(2, 3) });
        await tx.$executeRawUnsafe('SET CONSTRAINTS topic_index_flush IMMEDIATE');
        expect(await countInside(tx)).toBe(2);
        await tx.$executeRawUnsafe('SET CONSTRAINTS topic_index_flush DEFERRED');
        await tx.question.create({ data: question(3, 2) });
        expect(await countInside(tx)).toBe(2);
      });
      expect(await row(fx.topics.kraan)).toMatchObject({ questionCount: 3, totalPoints: 9, totalMinutes: 10 });
      expect(await prisma.topicIndexQueue.count()).toBe(0);

      await prisma.$transaction(async (tx) => {
        await tx.question.create({ data: question(4, 1) });
        await tx.$executeRawUnsafe('SAVEPOINT early');
        await tx.$executeRawUnsafe('SET CONSTRAINTS topic_index_flush IMMEDIATE');
        expect(await countInside(tx)).toBe(4);
        await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT early');
        expect(await countInside(tx)).toBe(3);
      });
      expect(await row(fx.topics.kraan)).toMatchObject({ questionCount: 4, totalPoints: 10, totalMinutes: 11 });
      expect(await prisma.topicIndexQueue.count()).toBe(0);
    } finally {
      await prisma.question.deleteMany({ where: { topicId: fx.topics.kraan, number: { in: [2, 3, 4] } } });
    }
    expect(await row(fx.topics.kraan)).toMatchObject({ questionCount: 1, totalPoints: 4, totalMinutes: 5 });
  });
});
