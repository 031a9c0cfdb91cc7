// 'Ongedaan maken' after a keyword merge or delete (issue 46; server/domain/admin/tagUndo.ts): the merge's or delete's
// answer carries undoUrlId; undoTagChange puts back the keyword(s) with their own ids and exactly the question links
// they had, in one transaction, audited (entries with restoresEntry), the teachers' keyword index right at once; and
// refuses, writing nothing, when the state moved on: undone already, a name taken again, the target's questions
// changed, the target gone. Authors and admins; an admin can also undo a merge from the log ('Herstellen').
//
// Each case makes a course and stream of its own ('Ongedaankunde 1' havo, ...), so its counts are its own.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { backOfficeSuite } from '../setup/backOffice.ts';

const suite = backOfficeSuite();
const { db, ids, clients } = suite;

let levelId = 0;
beforeAll(async () => {
  levelId = (await db().level.findUniqueOrThrow({ where: { slug: 'havo' } })).id;
});

let streams = 0;
/** A stream with one published exam: topic A holds questions 1 and 2, topic B question 3; `tags` names each keyword's questions by number. */
async function fixture(tags: Record<string, number[]>) {
  const course = (await db().course.create({ data: { name: `Ongedaankunde ${++streams}`, slug: `ongedaankunde-${streams}` } })).id;
  const stream = (await db().stream.create({ data: { slug: `ongedaankunde-${streams}-havo`, courseId: course, levelId } })).id;
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
  return { stream, q, tag, url: (id: number) => ids().encode(id) };
}

/** Each keyword of the stream with the numbers of its questions, by name: [name, id, [numbers]]. */
const keywords = async (stream: number) =>
  (
    await db().tag.findMany({
      where: { streamId: stream },
      orderBy: { name: 'asc' },
      select: { id: true, name: true, questions: { select: { question: { select: { number: true } } } } },
    })
  ).map((t) => [t.name, t.id, t.questions.map((x) => x.question.number).sort()]);
/** The teachers' keyword index (GET /api/streams/{stream}/tags), as [name, topics_count]. */
const teachersIndex = async (stream: number) => {
  const answer = await clients.author!.json<{ name: string; topics_count: number }[]>('GET', `/api/streams/${ids().encode(stream)}/tags`);
  expect(answer.status).toBe(200);
  return answer.body.map((t) => [t.name, t.topics_count]);
};
const auditCount = () => db().auditEntry.count();

type Result = {
  __typename: string;
  undoUrlId?: string | null;
  tag?: { name: string; questionCount: number } | null;
  stream?: { adminTags: { name: string; questionCount: number }[] };
  reason?: string;
  message?: string;
  fieldErrors?: unknown;
};
const RESULT = `__typename ... on TagChangeSuccess { undoUrlId tag { name questionCount } stream { adminTags { name questionCount } } } ... on TagUndoConflictError { reason message } ... on ValidationError { fieldErrors { field messages } } ... on Error { message }`;
const MERGE = `mutation ($t: ID!, $s: [ID!]!) { mergeTags(targetId: $t, sourceIds: $s) { ${RESULT.replace(' ... on TagUndoConflictError { reason message }', '')} } }`;
const RENAME = `mutation ($id: ID!, $name: String!) { renameTag(id: $id, name: $name) { ${RESULT.replace(' ... on TagUndoConflictError { reason message }', '')} } }`;
const DELETE = `mutation ($id: ID!) { deleteTag(id: $id) { __typename ... on TagChangeSuccess { undoUrlId } ... on Error { message } } }`;
const UNDO = `mutation ($u: ID!) { undoTagChange(undoUrlId: $u) { ${RESULT} } }`;
const mutate = async (query: string, variables: Record<string, unknown>, role = 'author') => {
  const answer = await clients[role]!.graphql<Record<string, Result>>(query, variables);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0]!;
};

describe('undo of a merge', () => {
  it('puts back the merged keywords with their ids and exactly their links; the target as it was; the index at once; audited', async () => {
    const f = await fixture({ Kracht: [1], Energie: [1, 2], Arbeid: [3] });
    const before = await keywords(f.stream);
    const indexBefore = await teachersIndex(f.stream);
    expect(indexBefore).toEqual([
      ['Arbeid', 1],
      ['Energie', 1],
      ['Kracht', 1],
    ]);
    const merged = await mutate(MERGE, { t: f.url(f.tag.Kracht!), s: [f.url(f.tag.Energie!), f.url(f.tag.Arbeid!)] });
    expect(merged.__typename).toBe('TagChangeSuccess');
    expect(await keywords(f.stream)).toEqual([['Kracht', f.tag.Kracht, [1, 2, 3]]]);
    const entries = await auditCount();

    const undone = await mutate(UNDO, { u: merged.undoUrlId });
    expect(undone).toEqual({
      __typename: 'TagChangeSuccess',
      undoUrlId: null,
      tag: { name: 'Kracht', questionCount: 1 },
      stream: {
        adminTags: [
          { name: 'Arbeid', questionCount: 1 },
          { name: 'Energie', questionCount: 2 },
          { name: 'Kracht', questionCount: 1 },
        ],
      },
    });
    expect(await keywords(f.stream)).toEqual(before);
    expect(await teachersIndex(f.stream)).toEqual(indexBefore);
    const mergeEntry = ids().decode(merged.undoUrlId!)!;
    const written = await db().auditEntry.findMany({
      where: { id: { gt: mergeEntry } },
      orderBy: { id: 'asc' },
      select: { auditableType: true, auditableId: true, event: true, oldValues: true, newValues: true },
    });
    expect(written).toEqual([
      {
        auditableType: 'tag',
        auditableId: f.tag.Energie,
        event: 'created',
        oldValues: null,
        newValues: { streamId: f.stream, name: 'Energie', questionIds: [f.q[1], f.q[2]], restoresEntry: mergeEntry },
      },
      { auditableType: 'tag', auditableId: f.tag.Arbeid, event: 'created', oldValues: null, newValues: { streamId: f.stream, name: 'Arbeid', questionIds: [f.q[3]], restoresEntry: mergeEntry } },
      {
        auditableType: 'tag',
        auditableId: f.tag.Kracht,
        event: 'updated',
        oldValues: { questionIds: [f.q[1], f.q[2], f.q[3]] },
        newValues: { questionIds: [f.q[1]], unmergedFrom: [f.tag.Energie, f.tag.Arbeid], restoresEntry: mergeEntry },
      },
    ]);
    expect(await auditCount()).toBe(entries + 3);
  });

  it('a rename onto another keyword’s name (a merge) is undone too; a plain rename offers no undo here', async () => {
    const f = await fixture({ Golf: [1, 3], Golven: [2] });
    const renamed = await mutate(RENAME, { id: f.url(f.tag.Golven!), name: 'golf' });
    expect([renamed.__typename, renamed.tag, typeof renamed.undoUrlId]).toEqual(['TagChangeSuccess', { name: 'Golf', questionCount: 3 }, 'string']);
    expect((await mutate(UNDO, { u: renamed.undoUrlId })).__typename).toBe('TagChangeSuccess');
    expect(await keywords(f.stream)).toEqual([
      ['Golf', f.tag.Golf, [1, 3]],
      ['Golven', f.tag.Golven, [2]],
    ]);
    const plain = await mutate(RENAME, { id: f.url(f.tag.Golven!), name: 'Trillingen' });
    expect([plain.__typename, plain.undoUrlId]).toEqual(['TagChangeSuccess', null]);
  });

  it('refuses, writing nothing, when the state moved on: undone already, links changed, target gone, a name taken again', async () => {
    const f = await fixture({ Druk: [1], Spanning: [2], Stroom: [3] });
    const once = await mutate(MERGE, { t: f.url(f.tag.Druk!), s: [f.url(f.tag.Spanning!)] });
    expect((await mutate(UNDO, { u: once.undoUrlId })).__typename).toBe('TagChangeSuccess');
    let entries = await auditCount();
    expect(await mutate(UNDO, { u: once.undoUrlId })).toEqual({ __typename: 'TagUndoConflictError', reason: 'undone', message: 'Dit is al ongedaan gemaakt.' });
    expect(await auditCount()).toBe(entries);

    // A question linked to the target after the merge: its links are not those the merge left.
    const linked = await mutate(MERGE, { t: f.url(f.tag.Druk!), s: [f.url(f.tag.Spanning!)] });
    await db().questionTag.create({ data: { questionId: f.q[3]!, tagId: f.tag.Druk! } });
    entries = await auditCount();
    expect(await mutate(UNDO, { u: linked.undoUrlId })).toEqual({
      __typename: 'TagUndoConflictError',
      reason: 'links',
      message: 'De vragen bij het trefwoord zijn intussen gewijzigd; ongedaan maken kan niet meer.',
    });
    expect([await auditCount(), await keywords(f.stream)]).toEqual([
      entries,
      [
        ['Druk', f.tag.Druk, [1, 2, 3]],
        ['Stroom', f.tag.Stroom, [3]],
      ],
    ]);

    // A keyword with the merged one's name (ignoring case) made since.
    await db().questionTag.delete({ where: { questionId_tagId: { questionId: f.q[3]!, tagId: f.tag.Druk! } } });
    const spanning = await db().tag.create({ data: { streamId: f.stream, name: 'spanning' } });
    entries = await auditCount();
    expect(await mutate(UNDO, { u: linked.undoUrlId })).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'name', messages: ['Deze naam is al in gebruik'] }],
      message: expect.any(String),
    });
    expect(await auditCount()).toBe(entries);
    await db().tag.delete({ where: { id: spanning.id } });

    // The target deleted since.
    await mutate(DELETE, { id: f.url(f.tag.Druk!) });
    expect(await mutate(UNDO, { u: linked.undoUrlId })).toEqual({ __typename: 'TagUndoConflictError', reason: 'gone', message: 'Het trefwoord bestaat niet meer; ongedaan maken kan niet meer.' });
    expect(await keywords(f.stream)).toEqual([['Stroom', f.tag.Stroom, [3]]]);
  });
});

describe('undo of a delete', () => {
  it('puts the keyword back with its id and links, the index at once, audited; then refuses a second undo', async () => {
    const f = await fixture({ Licht: [1, 3], Lens: [2] });
    const indexBefore = await teachersIndex(f.stream);
    const deleted = await mutate(DELETE, { id: f.url(f.tag.Licht!) });
    expect(await teachersIndex(f.stream)).toEqual([['Lens', 1]]);
    const undone = await mutate(UNDO, { u: deleted.undoUrlId });
    expect([undone.__typename, undone.tag]).toEqual(['TagChangeSuccess', { name: 'Licht', questionCount: 2 }]);
    expect(await keywords(f.stream)).toEqual([
      ['Lens', f.tag.Lens, [2]],
      ['Licht', f.tag.Licht, [1, 3]],
    ]);
    expect(await teachersIndex(f.stream)).toEqual(indexBefore);
    const entry = ids().decode(deleted.undoUrlId!)!;
    expect(await db().auditEntry.findMany({ where: { id: { gt: entry } }, select: { auditableId: true, event: true, newValues: true } })).toEqual([
      { auditableId: f.tag.Licht, event: 'created', newValues: { streamId: f.stream, name: 'Licht', questionIds: [f.q[1], f.q[3]], restoresEntry: entry } },
    ]);
    expect((await mutate(UNDO, { u: deleted.undoUrlId })).reason).toBe('undone');
  });

  it('refuses when a question of it is gone or its name is taken again, writing nothing', async () => {
    const f = await fixture({ Massa: [1, 3], Volume: [2] });
    const deleted = await mutate(DELETE, { id: f.url(f.tag.Massa!) });
    await db().tag.create({ data: { streamId: f.stream, name: 'MASSA' } });
    const entries = await auditCount();
    expect((await mutate(UNDO, { u: deleted.undoUrlId })).__typename).toBe('ValidationError');
    await db().tag.deleteMany({ where: { streamId: f.stream, name: 'MASSA' } });
    await db().question.delete({ where: { id: f.q[3]! } });
    expect((await mutate(UNDO, { u: deleted.undoUrlId })).reason).toBe('links');
    expect([await auditCount(), await db().tag.count({ where: { id: f.tag.Massa! } })]).toEqual([entries, 0]);
  });
});

describe('who may undo, and what', () => {
  it('authors and admins; a teacher and a student are refused; an entry that is no merge or delete is not found', async () => {
    const f = await fixture({ Atoom: [1], Kern: [2], Elektron: [3] });
    const deleted = await mutate(DELETE, { id: f.url(f.tag.Atoom!) });
    for (const role of ['docent', 'leerling']) expect((await mutate(UNDO, { u: deleted.undoUrlId }, role)).__typename).toBe('ForbiddenError');
    expect((await clients.anonymous!.graphql(UNDO, { u: deleted.undoUrlId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await mutate(UNDO, { u: deleted.undoUrlId }, 'admin')).__typename).toBe('TagChangeSuccess');
    const created = await db().auditEntry.findFirstOrThrow({ where: { auditableType: 'tag', auditableId: f.tag.Atoom!, event: 'created' }, select: { id: true } });
    expect((await mutate(UNDO, { u: ids().encode(created.id) })).__typename).toBe('NotFoundError');
    expect((await mutate(UNDO, { u: 'nope' })).__typename).toBe('NotFoundError');
  });

  it("an admin undoes a merge from the log ('Herstellen'), audited as a restore", async () => {
    const f = await fixture({ Warmte: [1], warmtes: [2] });
    const merged = await mutate(MERGE, { t: f.url(f.tag.Warmte!), s: [f.url(f.tag.warmtes!)] });
    const entry = ids().decode(merged.undoUrlId!)!;
    const RESTORE = `mutation ($id: ID!) { restoreAuditEntry(id: $id) { __typename ... on Error { message } } }`;
    const answer = await clients.admin!.graphql<{ restoreAuditEntry: Result }>(RESTORE, { id: encodeGlobalID('AuditEntry', String(entry)) });
    expect(answer.data!.restoreAuditEntry.__typename).toBe('RestoreAuditEntrySuccess');
    expect(await keywords(f.stream)).toEqual([
      ['Warmte', f.tag.Warmte, [1]],
      ['warmtes', f.tag.warmtes, [2]],
    ]);
  });
});
