// Facet counts within a search (issue 41): a value's count is the number of results ticking it would give, within the
// current search (keyword, free text and the other facets' values), and the search's number of results. The expected
// counts come from the fixture's own rows (tests/setup/searchFixture.ts), read with plain Prisma queries and counted
// here, never from the topic index or the search's SQL.
import { createIdCodec, type IdCodec } from '../../server/app/ids.ts';
import { createLicense, createSeat, createUser, signedInClient } from '../setup/factories.ts';
import { createSearchFixture, type SearchFixture } from '../setup/searchFixture.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
let fx: SearchFixture;
let ids: IdCodec;
let teacher: HttpClient;
let statements: string[] = [];
let counting = false;

/** A visible topic as its rows say: the values each facet would match it by. */
interface Facts {
  name: string;
  domains: Set<number>;
  subdomains: Set<number>;
  chapters: Set<number>;
  methods: Set<number>;
  types: Set<number>;
  tags: Set<number>;
  year: number;
  term: number;
  complexity: string;
  /** Tips and self-marking for students: the exam shows answers and a question has a published one. */
  hasAnswers: boolean;
}
let facts: Facts[];

beforeAll(async () => {
  server = await startTestServer({}, { onQuery: (sql) => counting && statements.push(sql) });
  ids = createIdCodec(server.config.idSecret);
  fx = await createSearchFixture(server.db.prisma);
  const user = await createUser(server.db.prisma, { role: 'docent', email: 'teller@example.test' });
  const license = await createLicense(server.db.prisma);
  await createSeat(server.db.prisma, { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: fx.streamId }] });
  teacher = await signedInClient(server, 'teller@example.test');

  const db = server.db.prisma;
  const [domains, chapters] = [await db.domain.findMany({ where: { streamId: fx.streamId } }), await db.chapter.findMany({ where: { streamId: fx.streamId } })];
  const withAncestors = <T extends { id: number; parentId: number | null }>(all: T[], id: number): number[] => {
    const row = all.find((r) => r.id === id)!;
    return row.parentId === null ? [id] : [id, ...withAncestors(all, row.parentId)];
  };
  const topics = await db.topic.findMany({
    where: { exam: { streamId: fx.streamId, status: 'published' } },
    select: {
      name: true,
      complexity: true,
      exam: { select: { year: true, term: true, showAnswers: true } },
      questions: { select: { typeId: true, domains: true, chapters: true, tags: true, answers: { where: { status: 'published' }, select: { id: true } } } },
    },
  });
  facts = topics.map((t) => {
    const qs = t.questions;
    const direct = qs.flatMap((q) => q.domains.map((d) => d.domainId));
    const chapterIds = qs.flatMap((q) => q.chapters.flatMap((c) => withAncestors(chapters, c.chapterId)));
    return {
      name: t.name,
      domains: new Set(direct.flatMap((id) => withAncestors(domains, id))),
      subdomains: new Set(direct),
      chapters: new Set(chapterIds),
      methods: new Set(chapterIds.map((id) => chapters.find((c) => c.id === id)!.methodologyId)),
      types: new Set(qs.flatMap((q) => (q.typeId === null ? [] : [q.typeId]))),
      tags: new Set(qs.flatMap((q) => q.tags.map((g) => g.tagId))),
      year: t.exam.year,
      term: t.exam.term,
      complexity: t.complexity!,
      hasAnswers: t.exam.showAnswers && qs.some((q) => q.answers.length > 0),
    };
  });
});
afterAll(async () => {
  await server.close();
});

/** A search as plain values (database ids); `text` names the topics the free text finds (documented in search.test.ts). */
interface Search {
  domains?: number[];
  subdomains?: number[];
  chapters?: number[];
  methodology?: number;
  questionTypes?: number[];
  complexities?: string[];
  years?: number[];
  terms?: number[];
  hasAnswers?: boolean[];
  tags?: number[];
  text?: { words: string; finds: string[] };
}
type Key = Exclude<keyof Search, 'text' | 'tags'>;

/** Whether a topic matches the search, leaving out the keys in `except`. */
function matches(t: Facts, s: Search, except: Key[] = []): boolean {
  const any = (key: Key, test: () => boolean) => except.includes(key) || s[key] === undefined || test();
  return (
    any('domains', () => s.domains!.some((d) => t.domains.has(d))) &&
    any('subdomains', () => s.subdomains!.some((d) => t.subdomains.has(d))) &&
    any('chapters', () => s.chapters!.some((c) => t.chapters.has(c))) &&
    any('methodology', () => t.methods.has(s.methodology!)) &&
    any('questionTypes', () => s.questionTypes!.some((q) => t.types.has(q))) &&
    any('complexities', () => s.complexities!.includes(t.complexity)) &&
    any('years', () => s.years!.includes(t.year)) &&
    any('terms', () => s.terms!.includes(t.term)) &&
    any('hasAnswers', () => s.hasAnswers!.includes(t.hasAnswers)) &&
    (s.tags ?? []).every((g) => t.tags.has(g)) &&
    (!s.text || s.text.finds.includes(t.name))
  );
}
/** The results ticking a value would give: the topics matching every other part of the search and having the value. */
const expected = (s: Search, own: Key[], has: (t: Facts) => boolean) => facts.filter((t) => matches(t, s, own) && has(t)).length;

const FACETS = `query ($id: ID!, $filter: TopicFilter) { node(id: $id) { ... on Stream { searchFacets(filter: $filter) {
  topicCount
  domains { urlId topicCount children { urlId topicCount } }
  methodologies { urlId chapters { urlId topicCount children { urlId topicCount } } }
  questionTypes { urlId topicCount }
  years { value topicCount } terms { value topicCount } complexities { value topicCount } hasAnswers { value topicCount }
} } } }`;
type Counted = { urlId: string; topicCount: number };
type Facets = {
  topicCount: number;
  domains: (Counted & { children: Counted[] })[];
  methodologies: { urlId: string; chapters: (Counted & { children: Counted[] })[] }[];
  questionTypes: Counted[];
  years: { value: number; topicCount: number }[];
  terms: { value: number; topicCount: number }[];
  complexities: { value: string; topicCount: number }[];
  hasAnswers: { value: number; topicCount: number }[];
};

const facets = async (s: Search) => {
  const e = (list?: number[]) => list?.map((id) => ids.encode(id));
  const filter = {
    domains: e(s.domains),
    subdomains: e(s.subdomains),
    chapters: e(s.chapters),
    methodology: s.methodology === undefined ? undefined : ids.encode(s.methodology),
    questionTypes: e(s.questionTypes),
    complexities: s.complexities,
    years: s.years,
    terms: s.terms,
    hasAnswers: s.hasAnswers,
    tags: e(s.tags),
    text: s.text?.words,
  };
  const result = await teacher.graphql<{ node: { searchFacets: Facets } }>(FACETS, { id: Buffer.from(`Stream:${fx.streamId}`).toString('base64'), filter });
  expect(result.errors).toBeUndefined();
  return result.data!.node.searchFacets;
};

const searches: [string, () => Search][] = [
  ['no filter', () => ({})],
  ['a keyword (its results page)', () => ({ tags: [fx.tags.vermogen] })],
  ['a keyword and a year', () => ({ tags: [fx.tags.vermogen], years: [2024] })],
  ['one complexity', () => ({ complexities: ['low'] })],
  ['two domains and a question type', () => ({ domains: [fx.domains.elektriciteit, fx.domains.mechanica], questionTypes: [fx.types.legUit] })],
  ['a subdomain and a term', () => ({ subdomains: [fx.domains.krachten], terms: [1] })],
  ['a method and a chapter', () => ({ methodology: fx.methods.test, chapters: [fx.chapters.h11] })],
  ['free text', () => ({ text: { words: 'hijskraan', finds: ['Hijskraan', 'Elektrische fiets'] } })],
  ['free text and a year', () => ({ text: { words: 'hijskraan', finds: ['Hijskraan', 'Elektrische fiets'] }, years: [2023], hasAnswers: [false] })],
];

describe('facet counts within a search', () => {
  it.each(searches)('count, with %s, the results each value would give, and the number of results', async (_name, search) => {
    const s = search();
    const f = await facets(s);
    const d = (urlId: string) => ids.decode(urlId)!;
    expect(f.topicCount).toBe(facts.filter((t) => matches(t, s)).length);
    for (const top of f.domains) {
      expect([top.urlId, top.topicCount]).toEqual([top.urlId, expected(s, ['domains'], (t) => t.domains.has(d(top.urlId)))]);
      for (const sub of top.children) expect([sub.urlId, sub.topicCount]).toEqual([sub.urlId, expected(s, ['subdomains'], (t) => t.subdomains.has(d(sub.urlId)))]);
    }
    const chapters = f.methodologies.flatMap((m) => m.chapters.flatMap((c) => [c, ...c.children]));
    expect(chapters).toHaveLength(4);
    for (const c of chapters) expect([c.urlId, c.topicCount]).toEqual([c.urlId, expected(s, ['chapters'], (t) => t.chapters.has(d(c.urlId)))]);
    for (const q of f.questionTypes) expect([q.urlId, q.topicCount]).toEqual([q.urlId, expected(s, ['questionTypes'], (t) => t.types.has(d(q.urlId)))]);
    // Every value of the stream's visible topics shows, 0 when the search leaves it no result (the screens disable it).
    expect(f.years.map((y) => y.value)).toEqual([2024, 2023]);
    for (const y of f.years) expect([y.value, y.topicCount]).toEqual([y.value, expected(s, ['years'], (t) => t.year === y.value)]);
    expect(f.terms.map((y) => y.value)).toEqual([1, 2]);
    for (const y of f.terms) expect([y.value, y.topicCount]).toEqual([y.value, expected(s, ['terms'], (t) => t.term === y.value)]);
    expect(f.complexities.map((c) => c.value)).toEqual(['high', 'average', 'low']);
    for (const c of f.complexities) expect([c.value, c.topicCount]).toEqual([c.value, expected(s, ['complexities'], (t) => t.complexity === c.value)]);
    for (const h of f.hasAnswers) expect([h.value, h.topicCount]).toEqual([h.value, expected(s, ['hasAnswers'], (t) => t.hasAnswers === (h.value === 1))]);
  });

  it('tells a keyword page that a year none of its topics has gives nothing (the reported snelheid: 2024 (4), then an empty list)', async () => {
    // 'arbeid' is on Hijskraan (2024) alone; the stream's other visible year, 2023, then counts 0.
    const f = await facets({ tags: [fx.tags.arbeid] });
    expect(f.topicCount).toBe(1);
    expect(f.years).toEqual([
      { value: 2024, topicCount: 1 },
      { value: 2023, topicCount: 0 },
    ]);
  });

  it('costs the same statements with any search as without one', async () => {
    const count = async (s: Search) => {
      await facets(s);
      statements = [];
      counting = true;
      try {
        await facets(s);
        return statements.length;
      } finally {
        counting = false;
      }
    };
    const plain = await count({});
    expect(plain).toBeLessThanOrEqual(6);
    for (const [, search] of searches) expect(await count(search())).toBe(plain);
  });

  it('refuses a filter with too many values, in Dutch', async () => {
    const result = await teacher.graphql(FACETS, { id: Buffer.from(`Stream:${fx.streamId}`).toString('base64'), filter: { years: Array.from({ length: 51 }, (_, i) => 1970 + i) } });
    expect(result.errors?.[0]?.message).toBe('filter: Maximaal 50 keuzes');
  });
});
