// The back-office's keywords (issue 46, document 3 §2 /admin/courses/{course}/tags, §8 and §9; document 4 §13): the
// stream's keywords with literal question counts; add, rename, merge (a rename onto another keyword's name, and the
// explicit merge) and delete in GraphQL and REST, each with its literal audit rows and none for a refused change; a
// name the stream has already, ignoring case, refused; the teachers' keyword index (GET /api/streams/{stream}/tags,
// kept by the database's triggers) right after every change; the per-domain preview (at most 6, most used first); the
// near-duplicate rule (shared/content/keywords.ts) with literal cases; who may do what.
//
// Each case makes a course and stream of its own ('Trefkunde 1' havo, ...), so its counts are its own.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { duplicateKeywordGroups, keywordStem, nearKeyword } from '../../shared/content/keywords.ts';
import { backOfficeSuite } from '../setup/backOffice.ts';

const suite = backOfficeSuite();
const { db, ids, clients } = suite;

let author = 0;
let levelId = 0;

beforeAll(async () => {
  levelId = (await db().level.findUniqueOrThrow({ where: { slug: 'havo' } })).id;
  author = suite.author;
});
let streams = 0;
/**
 * A stream with one published exam of two topics: topic A holds questions 1 and 2, topic B question 3. `tags` names
 * each keyword's questions by number.
 */
async function fixture(tags: Record<string, number[]>) {
  const course = (await db().course.create({ data: { name: `Trefkunde ${++streams}`, slug: `trefkunde-${streams}` } })).id;
  const stream = (await db().stream.create({ data: { slug: `trefkunde-${streams}-havo`, courseId: course, levelId } })).id;
  const exam = (await db().exam.create({ data: { streamId: stream, year: 2020, term: 1, status: 'published' } })).id;
  const topicA = (await db().topic.create({ data: { examId: exam, name: 'Opgave A', position: 1 } })).id;
  const topicB = (await db().topic.create({ data: { examId: exam, name: 'Opgave B', position: 2 } })).id;
  const q = [0];
  for (const [topicId, number] of [
    [topicA, 1],
    [topicA, 2],
    [topicB, 3],
  ] as const)
    q.push((await db().question.create({ data: { topicId, number, points: 1, text: `Vraag ${number}` } })).id);
  const tag: Record<string, number> = {};
  for (const [name, numbers] of Object.entries(tags)) {
    tag[name] = (await db().tag.create({ data: { streamId: stream, name } })).id;
    for (const n of numbers) await db().questionTag.create({ data: { questionId: q[n]!, tagId: tag[name]! } });
  }
  return { stream, exam, q, tag, url: ids().encode(stream), gid: encodeGlobalID('Stream', String(stream)) };
}

/** The stream's keywords as the back-office lists them (REST), as [name, question count]. */
const adminList = async (stream: number) => {
  const answer = await clients.author!.json<{ name: string; question_count: number }[]>('GET', `/api/admin/courses/${ids().encode(stream)}/tags`);
  expect(answer.status).toBe(200);
  return answer.body.map((t) => [t.name, t.question_count]);
};
/** The teachers' keyword index (document 4: only keywords of a topic the user sees), as [name, topics_count]. */
const teachersIndex = async (stream: number) => {
  const answer = await clients.author!.json<{ name: string; topics_count: number }[]>('GET', `/api/streams/${ids().encode(stream)}/tags`);
  expect(answer.status).toBe(200);
  return answer.body.map((t) => [t.name, t.topics_count]);
};
/** The same index in GraphQL (zero counts included). */
const teachersKeywords = async (gid: string) => {
  const answer = await clients.author!.graphql<{ node: { keywords: { name: string; topicCount: number }[] } }>(
    `query ($id: ID!) { node(id: $id) { ... on Stream { keywords { name topicCount } } } }`,
    { id: gid },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.node.keywords.map((k) => [k.name, k.topicCount]);
};
const tagAudit = (id: number) =>
  db().auditEntry.findMany({ where: { auditableType: 'tag', auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });
const linksOf = async (questionId: number) => (await db().questionTag.findMany({ where: { questionId }, select: { tag: { select: { name: true } } } })).map((l) => l.tag.name).sort();

const LIST = `query ($url: String!) { adminStream(urlId: $url) { adminTags { urlId name questionCount } adminTagDuplicates { keep { name questionCount } others { name questionCount } } } }`;
const RESULT = `__typename ... on TagChangeSuccess { tag { name questionCount } mergedUrlIds stream { adminTags { name questionCount } } } ... on ValidationError { fieldErrors { field messages } } ... on Error { message }`;
const CREATE = `mutation ($s: ID!, $name: String!) { createTag(streamId: $s, name: $name) { ${RESULT} } }`;
const RENAME = `mutation ($id: ID!, $name: String!) { renameTag(id: $id, name: $name) { ${RESULT} } }`;
const MERGE = `mutation ($t: ID!, $s: [ID!]!) { mergeTags(targetId: $t, sourceIds: $s) { ${RESULT} } }`;
const DELETE = `mutation ($id: ID!) { deleteTag(id: $id) { ${RESULT.replace(' ... on ValidationError { fieldErrors { field messages } }', '')} } }`;
type Result = { __typename: string; tag?: unknown; mergedUrlIds?: string[]; stream?: { adminTags: unknown[] }; fieldErrors?: unknown; message?: string };
const mutate = async (query: string, variables: Record<string, unknown>, role = 'author') => {
  const answer = await clients[role]!.graphql<Record<string, Result>>(query, variables);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0]!;
};

describe('the near-duplicate rule (shared/content/keywords.ts)', () => {
  it.each([
    ['energie', 'energi'],
    ['energiën', 'energi'],
    ['Energieën', 'energi'],
    ['Snelheid', 'snelheid'],
    ['snelheden', 'snelheid'],
    ['golven', 'golf'],
    ['cellen', 'cel'],
    ['atomen', 'atom'],
    ['Atoom', 'atom'],
    ['lampjes', 'lampj'],
    ['spiegels', 'spiegel'],
    ['processen', 'proces'],
    ['huizen', 'huis'],
    ["foto's", 'foto'],
    ['Elektrische  velden', 'elektrisch veld'],
    ['elektrisch-veld', 'elektrisch veld'],
  ])('stems %s to %s', (name, stem) => {
    expect(keywordStem(name)).toBe(stem);
  });

  it('tells near-duplicates from different keywords', () => {
    expect(nearKeyword('snelheid', 'Snelheid')).toBe(true);
    expect(nearKeyword('energie', 'energiën')).toBe(true);
    expect(nearKeyword('Kracht', 'krachten')).toBe(true);
    expect(nearKeyword('kracht', 'krachtstoot')).toBe(false);
    expect(nearKeyword('druk', 'drukken')).toBe(true);
    expect(nearKeyword('spanning', 'stroom')).toBe(false);
    expect(nearKeyword('stroom', 'stromen')).toBe(true);
  });

  it('groups them, keeping the one with the most questions (then the first by name)', () => {
    const tags = [
      { name: 'energiën', questionCount: 4 },
      { name: 'Energie', questionCount: 1 },
      { name: 'energie', questionCount: 1 },
      { name: 'Snelheid', questionCount: 2 },
      { name: 'snelheid', questionCount: 2 },
      { name: 'Spanning', questionCount: 9 },
    ];
    expect(duplicateKeywordGroups(tags)).toEqual([
      {
        keep: { name: 'energiën', questionCount: 4 },
        others: [
          { name: 'energie', questionCount: 1 },
          { name: 'Energie', questionCount: 1 },
        ],
      },
      { keep: { name: 'snelheid', questionCount: 2 }, others: [{ name: 'Snelheid', questionCount: 2 }] },
    ]);
  });
});

describe("the stream's keywords", () => {
  it('lists them by name with their question counts, in REST and GraphQL, with the near-duplicates', async () => {
    const f = await fixture({ Kracht: [1, 2], krachten: [3], arbeid: [], Energie: [1, 2, 3] });
    expect(await adminList(f.stream)).toEqual([
      ['arbeid', 0],
      ['Energie', 3],
      ['Kracht', 2],
      ['krachten', 1],
    ]);
    const answer = await clients.admin!.graphql<{ adminStream: { adminTags: { urlId: string; name: string; questionCount: number }[]; adminTagDuplicates: unknown } }>(LIST, { url: f.url });
    expect(answer.data!.adminStream.adminTags.map((t) => [t.urlId, t.name, t.questionCount])).toEqual([
      [ids().encode(f.tag.arbeid!), 'arbeid', 0],
      [ids().encode(f.tag.Energie!), 'Energie', 3],
      [ids().encode(f.tag.Kracht!), 'Kracht', 2],
      [ids().encode(f.tag.krachten!), 'krachten', 1],
    ]);
    expect(answer.data!.adminStream.adminTagDuplicates).toEqual([{ keep: { name: 'Kracht', questionCount: 2 }, others: [{ name: 'krachten', questionCount: 1 }] }]);
    expect((await clients.author!.json('GET', `/api/admin/courses/${ids().encode(999_999)}/tags`)).status).toBe(404);
  });
});

describe('adding a keyword', () => {
  it('adds it (REST answers the list), refuses a name the stream has ignoring case, a blank one and one too long; audited only when made', async () => {
    const f = await fixture({ Kracht: [1] });
    const made = await clients.author!.json<{ id: string; name: string; question_count: number }[]>('POST', `/api/admin/courses/${f.url}/tags`, { name: '  Golf ' });
    expect(made.status).toBe(200);
    expect(made.body.map((t) => [t.name, t.question_count])).toEqual([
      ['Golf', 0],
      ['Kracht', 1],
    ]);
    const golf = (await db().tag.findFirstOrThrow({ where: { streamId: f.stream, name: 'Golf' } })).id;
    expect(await tagAudit(golf)).toEqual([{ userId: author, event: 'created', oldValues: null, newValues: { streamId: f.stream, name: 'Golf' } }]);

    const twice = await clients.author!.json<{ errors: Record<string, string[]> }>('POST', `/api/admin/courses/${f.url}/tags`, { name: 'kRACHT' });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['name']);
    expect((await clients.author!.json('POST', `/api/admin/courses/${f.url}/tags`, { name: '   ' })).status).toBe(422);
    expect((await clients.author!.json('POST', `/api/admin/courses/${f.url}/tags`, { name: 'x'.repeat(256) })).status).toBe(422);
    const viaGraphql = await mutate(CREATE, { s: f.gid, name: 'GOLF' });
    expect(viaGraphql).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name', messages: ['Deze naam is al in gebruik'] }] });
    expect(await mutate(CREATE, { s: encodeGlobalID('Stream', '999999'), name: 'Licht' })).toEqual({ __typename: 'NotFoundError', message: expect.any(String) });

    const ok = await mutate(CREATE, { s: f.gid, name: 'Licht' });
    expect(ok).toEqual({
      __typename: 'TagChangeSuccess',
      tag: { name: 'Licht', questionCount: 0 },
      mergedUrlIds: [],
      stream: {
        adminTags: [
          { name: 'Golf', questionCount: 0 },
          { name: 'Kracht', questionCount: 1 },
          { name: 'Licht', questionCount: 0 },
        ],
      },
    });
    expect(await db().tag.count({ where: { streamId: f.stream } })).toBe(3);
    expect(await db().auditEntry.count({ where: { auditableType: 'tag', auditableId: { in: [f.tag.Kracht!] } } })).toBe(0);
  });

  it('makes one keyword of two racing adds that differ only in case', async () => {
    const f = await fixture({});
    const answers = await Promise.all(['Spanning', 'spanning'].map((name) => clients.author!.json('POST', `/api/admin/courses/${f.url}/tags`, { name })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await db().tag.count({ where: { streamId: f.stream } })).toBe(1);
    expect(await db().auditEntry.count({ where: { auditableType: 'tag', event: 'created', newValues: { path: ['streamId'], equals: f.stream } } })).toBe(1);
  });
});

describe('renaming a keyword', () => {
  it('renames it; the teachers’ index shows the new name at once; a change of case only is a rename, not a merge', async () => {
    const f = await fixture({ Energie: [1, 3], Kracht: [2] });
    expect(await teachersIndex(f.stream)).toEqual([
      ['Energie', 2],
      ['Kracht', 1],
    ]);
    const put = await clients.author!.json<{ name: string; question_count: number }[]>('PUT', `/api/admin/tags/${ids().encode(f.tag.Energie!)}`, { name: 'Arbeid' });
    expect([put.status, put.body.map((t) => [t.name, t.question_count])]).toEqual([
      200,
      [
        ['Arbeid', 2],
        ['Kracht', 1],
      ],
    ]);
    expect(await teachersIndex(f.stream)).toEqual([
      ['Arbeid', 2],
      ['Kracht', 1],
    ]);
    const lower = await mutate(RENAME, { id: ids().encode(f.tag.Kracht!), name: 'kracht' });
    expect(lower).toMatchObject({ __typename: 'TagChangeSuccess', tag: { name: 'kracht', questionCount: 1 }, mergedUrlIds: [] });
    expect(await teachersKeywords(f.gid)).toEqual([
      ['Arbeid', 2],
      ['kracht', 1],
    ]);
    expect(await tagAudit(f.tag.Energie!)).toEqual([{ userId: author, event: 'updated', oldValues: { name: 'Energie' }, newValues: { name: 'Arbeid' } }]);
    // The same name again changes nothing and writes nothing.
    expect((await clients.author!.json('PUT', `/api/admin/tags/${ids().encode(f.tag.Energie!)}`, { name: 'Arbeid' })).status).toBe(200);
    expect(await tagAudit(f.tag.Energie!)).toHaveLength(1);
    // Refused: blank, unknown.
    expect((await clients.author!.json('PUT', `/api/admin/tags/${ids().encode(f.tag.Energie!)}`, { name: '' })).status).toBe(422);
    expect((await clients.author!.json('PUT', `/api/admin/tags/${ids().encode(999_999)}`, { name: 'X' })).status).toBe(404);
    expect(await mutate(RENAME, { id: 'nope', name: 'X' })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await tagAudit(f.tag.Energie!)).toHaveLength(1);
  });

  it('merges a keyword renamed to the name of another (ignoring case): its questions move in one go, a shared one keeps one link, both audited', async () => {
    // Question 2 has both; question 3 only 'krachten'.
    const f = await fixture({ Kracht: [1, 2], krachten: [2, 3], Licht: [3] });
    expect(await teachersIndex(f.stream)).toEqual([
      ['Kracht', 1],
      ['krachten', 2],
      ['Licht', 1],
    ]);
    const put = await clients.author!.json<{ name: string; question_count: number }[]>('PUT', `/api/admin/tags/${ids().encode(f.tag.krachten!)}`, { name: 'KRACHT' });
    expect([put.status, put.body.map((t) => [t.name, t.question_count])]).toEqual([
      200,
      [
        ['Kracht', 3],
        ['Licht', 1],
      ],
    ]);
    expect(await linksOf(f.q[2]!)).toEqual(['Kracht']);
    expect(await linksOf(f.q[3]!)).toEqual(['Kracht', 'Licht']);
    expect(await teachersIndex(f.stream)).toEqual([
      ['Kracht', 2],
      ['Licht', 1],
    ]);
    expect(await teachersKeywords(f.gid)).toEqual([
      ['Kracht', 2],
      ['Licht', 1],
    ]);
    // The topics' display cache names the keyword that stayed.
    const cacheB = await db().topic.findFirstOrThrow({ where: { examId: f.exam, name: 'Opgave B' }, select: { cache: true } });
    expect((cacheB.cache as { tags: { name: string }[] }).tags.map((t) => t.name)).toEqual(['Kracht', 'Licht']);
    expect(await tagAudit(f.tag.krachten!)).toEqual([
      { userId: author, event: 'deleted', oldValues: { streamId: f.stream, name: 'krachten', questionIds: [f.q[2], f.q[3]], mergedInto: f.tag.Kracht }, newValues: null },
    ]);
    expect(await tagAudit(f.tag.Kracht!)).toEqual([
      {
        userId: author,
        event: 'updated',
        oldValues: { questionIds: [f.q[1], f.q[2]] },
        newValues: { questionIds: [f.q[1], f.q[2], f.q[3]], mergedFrom: [f.tag.krachten] },
      },
    ]);
  });
});

describe('merging keywords', () => {
  it('merges several into one (GraphQL) and refuses a target among the sources, an unknown one and another stream’s, writing nothing', async () => {
    const f = await fixture({ energie: [1], Energie: [1, 2], energiën: [3], Spanning: [2] });
    const other = await fixture({ Vreemd: [1] });
    const enc = (id: number) => ids().encode(id);
    const before = await adminList(f.stream);
    expect(await mutate(MERGE, { t: enc(f.tag.Energie!), s: [enc(f.tag.Energie!)] })).toMatchObject({ __typename: 'ValidationError' });
    expect(await mutate(MERGE, { t: enc(f.tag.Energie!), s: [enc(f.tag.energie!), enc(999_999)] })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await mutate(MERGE, { t: enc(f.tag.Energie!), s: [enc(other.tag.Vreemd!)] })).toMatchObject({ __typename: 'ValidationError' });
    expect(await adminList(f.stream)).toEqual(before);
    expect(await db().auditEntry.count({ where: { auditableType: 'tag', auditableId: { in: Object.values(f.tag) } } })).toBe(0);

    const merged = await mutate(MERGE, { t: enc(f.tag.Energie!), s: [enc(f.tag.energie!), enc(f.tag['energiën']!)] });
    expect(merged).toEqual({
      __typename: 'TagChangeSuccess',
      tag: { name: 'Energie', questionCount: 3 },
      mergedUrlIds: [enc(f.tag.energie!), enc(f.tag['energiën']!)],
      stream: {
        adminTags: [
          { name: 'Energie', questionCount: 3 },
          { name: 'Spanning', questionCount: 1 },
        ],
      },
    });
    expect(await teachersIndex(f.stream)).toEqual([
      ['Energie', 2],
      ['Spanning', 1],
    ]);
    expect(await linksOf(f.q[1]!)).toEqual(['Energie']);
    const duplicates = await clients.author!.graphql<{ adminStream: { adminTagDuplicates: unknown[] } }>(LIST, { url: f.url });
    expect(duplicates.data!.adminStream.adminTagDuplicates).toEqual([]);
    // REST: the explicit merge answers the list.
    const rest = await clients.author!.json<{ name: string; question_count: number }[]>('POST', `/api/admin/tags/${enc(f.tag.Spanning!)}/merge`, { sources: [enc(f.tag.Energie!)] });
    expect([rest.status, rest.body.map((t) => [t.name, t.question_count])]).toEqual([200, [['Spanning', 3]]]);
    expect(await teachersIndex(f.stream)).toEqual([['Spanning', 2]]);
  });
});

describe('a merge at scale (issue 46 aims)', () => {
  it('merges two keywords of 500 questions each (250 shared) in one request; the index is right after it', async () => {
    const f = await fixture({});
    // 100 topics of 10 questions: question i is in topic ⌊i/10⌋.
    await db().topic.createMany({ data: Array.from({ length: 100 }, (_, i) => ({ examId: f.exam, name: `Schaal ${i}`, position: 10 + i })) });
    const topics = (await db().topic.findMany({ where: { examId: f.exam, name: { startsWith: 'Schaal ' } }, select: { id: true }, orderBy: { position: 'asc' } })).map((t) => t.id);
    await db().question.createMany({ data: Array.from({ length: 1000 }, (_, i) => ({ topicId: topics[Math.floor(i / 10)]!, number: (i % 10) + 1, points: 1, text: `Vraag ${i}` })) });
    const questions = (await db().question.findMany({ where: { topicId: { in: topics } }, select: { id: true }, orderBy: [{ topic: { position: 'asc' } }, { number: 'asc' }] })).map((q) => q.id);
    const a = (await db().tag.create({ data: { streamId: f.stream, name: 'Schaal' } })).id;
    const b = (await db().tag.create({ data: { streamId: f.stream, name: 'Schalen' } })).id;
    await db().questionTag.createMany({ data: questions.slice(0, 500).map((questionId) => ({ questionId, tagId: a })) });
    await db().questionTag.createMany({ data: questions.slice(250, 750).map((questionId) => ({ questionId, tagId: b })) });
    expect(await teachersIndex(f.stream)).toEqual([
      ['Schaal', 50],
      ['Schalen', 50],
    ]);
    const started = Date.now();
    const merged = await clients.author!.json<{ name: string; question_count: number }[]>('POST', `/api/admin/tags/${ids().encode(a)}/merge`, { sources: [ids().encode(b)] });
    const ms = Date.now() - started;
    expect([merged.status, merged.body.map((t) => [t.name, t.question_count])]).toEqual([200, [['Schaal', 750]]]);
    expect(await teachersIndex(f.stream)).toEqual([['Schaal', 75]]);
    expect(await db().topic.count({ where: { examId: f.exam, tagIds: { has: b } } })).toBe(0);
    expect(await db().topic.count({ where: { examId: f.exam, tagIds: { has: a } } })).toBe(75);
    console.log(`merge of 500 + 500 questions (250 shared, 75 topics re-indexed): ${ms} ms`);
  }, 120_000);
});

describe('undoing a rename from the log', () => {
  const RESTORE = `mutation ($id: ID!) { restoreAuditEntry(id: $id) { __typename ... on AuditEntryChangedSinceError { changedFields } ... on AuditEntryNotRestorableError { reason } ... on ValidationError { fieldErrors { field messages } } } }`;
  const restore = async (entryId: number) => (await clients.admin!.graphql<{ restoreAuditEntry: unknown }>(RESTORE, { id: encodeGlobalID('AuditEntry', String(entryId)) })).data!.restoreAuditEntry;
  const lastEntry = async (id: number) => (await db().auditEntry.findFirstOrThrow({ where: { auditableType: 'tag', auditableId: id }, orderBy: { id: 'desc' }, select: { id: true } })).id;

  it('puts the old name back; refused when renamed since, when the old name is taken now; a merge undone', async () => {
    const f = await fixture({ Energie: [1], Kracht: [2], krachten: [3] });
    const put = (id: number, name: string) => clients.author!.json('PUT', `/api/admin/tags/${ids().encode(id)}`, { name });
    await put(f.tag.Energie!, 'Arbeid');
    const renamed = await lastEntry(f.tag.Energie!);
    expect(await restore(renamed)).toEqual({ __typename: 'RestoreAuditEntrySuccess' });
    expect(await adminList(f.stream)).toEqual([
      ['Energie', 1],
      ['Kracht', 1],
      ['krachten', 1],
    ]);
    expect(await db().auditEntry.findFirstOrThrow({ where: { auditableType: 'tag', auditableId: f.tag.Energie! }, orderBy: { id: 'desc' }, select: { oldValues: true, newValues: true } })).toEqual({
      oldValues: { name: 'Arbeid' },
      newValues: { name: 'Energie', restoresEntry: renamed },
    });
    // The same entry again: the name is no longer the one it made.
    expect(await restore(renamed)).toEqual({ __typename: 'AuditEntryChangedSinceError', changedFields: ['name'] });
    // Old name taken by another keyword since: refused, not merged.
    await put(f.tag.Kracht!, 'Duw');
    const duw = await lastEntry(f.tag.Kracht!);
    await put(f.tag.krachten!, 'kracht');
    expect(await restore(duw)).toMatchObject({ __typename: 'ValidationError' });
    // A merge's entry is undone as the keyword page's 'Ongedaan maken' does (tests/server/adminTagsUndo.test.ts): 'Duw'
    // renamed to 'Kracht' went into 'kracht' (the other keyword's name now) and comes back as 'Duw'.
    await put(f.tag.Kracht!, 'Kracht');
    expect(await adminList(f.stream)).toEqual([
      ['Energie', 1],
      ['kracht', 2],
    ]);
    expect(await restore(await lastEntry(f.tag.krachten!))).toEqual({ __typename: 'RestoreAuditEntrySuccess' });
    expect(await adminList(f.stream)).toEqual([
      ['Duw', 1],
      ['Energie', 1],
      ['kracht', 1],
    ]);
  });
});

describe('deleting a keyword', () => {
  it('deletes it: its questions lose it, the index drops it, audited with its questions', async () => {
    const f = await fixture({ Golf: [1, 3], Licht: [3] });
    const del = await clients.author!.json<{ name: string; question_count: number }[]>('DELETE', `/api/admin/tags/${ids().encode(f.tag.Golf!)}`);
    expect([del.status, del.body.map((t) => [t.name, t.question_count])]).toEqual([200, [['Licht', 1]]]);
    expect(await linksOf(f.q[1]!)).toEqual([]);
    expect(await teachersIndex(f.stream)).toEqual([['Licht', 1]]);
    expect(await tagAudit(f.tag.Golf!)).toEqual([{ userId: author, event: 'deleted', oldValues: { streamId: f.stream, name: 'Golf', questionIds: [f.q[1], f.q[3]] }, newValues: null }]);
    expect((await clients.author!.json('DELETE', `/api/admin/tags/${ids().encode(f.tag.Golf!)}`)).status).toBe(404);
    const viaGraphql = await mutate(DELETE, { id: ids().encode(f.tag.Licht!) }, 'admin');
    expect(viaGraphql).toEqual({ __typename: 'TagChangeSuccess', tag: null, mergedUrlIds: [], stream: { adminTags: [] } });
    expect(await teachersKeywords(f.gid)).toEqual([]);
    expect(await mutate(DELETE, { id: ids().encode(f.tag.Licht!) })).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe("a domain's keyword preview", () => {
  it('answers the keywords of the questions in the domain and its subdomains, at most 6, most used first, then by name', async () => {
    // Over questions 1-3 the counts are 3, 3, 2, 2, 1, 1, 1: seven keywords, one too many for the preview.
    const f = await fixture({ Zwaarte: [1, 2, 3], Arbeid: [1, 2, 3], Golf: [1, 2], Druk: [2, 3], Licht: [1], Kracht: [3], Massa: [2] });
    const top = (await db().domain.create({ data: { streamId: f.stream, name: 'Mechanica' } })).id;
    const sub = (await db().domain.create({ data: { streamId: f.stream, name: 'Krachten', parentId: top } })).id;
    const elsewhere = (await db().domain.create({ data: { streamId: f.stream, name: 'Optica' } })).id;
    await db().questionDomain.createMany({
      data: [
        { questionId: f.q[1]!, domainId: top },
        { questionId: f.q[2]!, domainId: sub },
        { questionId: f.q[3]!, domainId: sub },
      ],
    });
    await db().questionDomain.create({ data: { questionId: f.q[1]!, domainId: elsewhere } });
    const preview = await clients.author!.json('GET', `/api/admin/domains/${ids().encode(top)}/tags`);
    expect([preview.status, preview.body]).toEqual([
      200,
      [
        { name: 'Arbeid', n: 3 },
        { name: 'Zwaarte', n: 3 },
        { name: 'Druk', n: 2 },
        { name: 'Golf', n: 2 },
        { name: 'Kracht', n: 1 },
        { name: 'Licht', n: 1 },
      ],
    ]);
    expect((await clients.author!.json('GET', `/api/admin/domains/${ids().encode(sub)}/tags`)).body).toEqual([
      { name: 'Arbeid', n: 2 },
      { name: 'Druk', n: 2 },
      { name: 'Zwaarte', n: 2 },
      { name: 'Golf', n: 1 },
      { name: 'Kracht', n: 1 },
      { name: 'Massa', n: 1 },
    ]);
    const gql = await clients.admin!.graphql<{ adminDomainTags: unknown[] }>(`query ($d: ID!) { adminDomainTags(domainUrlId: $d) { name n } }`, { d: ids().encode(elsewhere) });
    expect(gql.data!.adminDomainTags).toEqual([
      { name: 'Arbeid', n: 1 },
      { name: 'Golf', n: 1 },
      { name: 'Licht', n: 1 },
      { name: 'Zwaarte', n: 1 },
    ]);
    expect((await clients.author!.json('GET', `/api/admin/domains/${ids().encode(999_999)}/tags`)).status).toBe(404);
    // The course page's Domeinen card: the top-level domains by position, each with its preview.
    const cards = await clients.author!.graphql<{ adminStream: unknown }>(`query ($u: String!) { adminStream(urlId: $u) { adminDomainPreviews { urlId name tags { name n } } } }`, { u: f.url });
    expect(cards.data!.adminStream).toEqual({
      adminDomainPreviews: [
        {
          urlId: ids().encode(top),
          name: 'Mechanica',
          tags: [
            { name: 'Arbeid', n: 3 },
            { name: 'Zwaarte', n: 3 },
            { name: 'Druk', n: 2 },
            { name: 'Golf', n: 2 },
            { name: 'Kracht', n: 1 },
            { name: 'Licht', n: 1 },
          ],
        },
        {
          urlId: ids().encode(elsewhere),
          name: 'Optica',
          tags: [
            { name: 'Arbeid', n: 1 },
            { name: 'Golf', n: 1 },
            { name: 'Licht', n: 1 },
            { name: 'Zwaarte', n: 1 },
          ],
        },
      ],
    });
  });
});

describe('who may edit keywords', () => {
  it.each(['docent', 'leerling', 'anonymous'] as const)('refuses %s everything, writing nothing', async (role) => {
    const f = await fixture({ Kracht: [1], Golf: [2] });
    const client = clients[role]!;
    const status = role === 'anonymous' ? 401 : 403;
    const kracht = ids().encode(f.tag.Kracht!);
    const golf = ids().encode(f.tag.Golf!);
    const domain = (await db().domain.create({ data: { streamId: f.stream, name: 'D' } })).id;
    expect((await client.json('GET', `/api/admin/courses/${f.url}/tags`)).status).toBe(status);
    expect((await client.json('POST', `/api/admin/courses/${f.url}/tags`, { name: 'Nieuw' })).status).toBe(status);
    expect((await client.json('PUT', `/api/admin/tags/${kracht}`, { name: 'Anders' })).status).toBe(status);
    expect((await client.json('POST', `/api/admin/tags/${kracht}/merge`, { sources: [golf] })).status).toBe(status);
    expect((await client.json('DELETE', `/api/admin/tags/${kracht}`)).status).toBe(status);
    expect((await client.json('GET', `/api/admin/domains/${ids().encode(domain)}/tags`)).status).toBe(status);
    const typename = role === 'anonymous' ? 'NotAuthorizedError' : 'ForbiddenError';
    for (const [query, variables] of [
      [CREATE, { s: f.gid, name: 'Nieuw' }],
      [RENAME, { id: kracht, name: 'Anders' }],
      [MERGE, { t: kracht, s: [golf] }],
      [DELETE, { id: kracht }],
    ] as const) {
      const answer = await client.graphql<Record<string, Result>>(query, variables);
      const result = answer.data ? Object.values(answer.data)[0] : null;
      if (result) expect(result.__typename).toBe(typename);
      else expect(answer.errors?.length).toBe(1);
    }
    const list = await client.graphql<{ adminStream: unknown }>(LIST, { url: f.url });
    expect(list.data?.adminStream ?? null).toBeNull();
    expect((await db().tag.findMany({ where: { streamId: f.stream }, select: { name: true }, orderBy: { name: 'asc' } })).map((t) => t.name)).toEqual(['Golf', 'Kracht']);
    expect(await db().auditEntry.count({ where: { auditableType: 'tag', auditableId: { in: [f.tag.Kracht!, f.tag.Golf!] } } })).toBe(0);
  });
});
