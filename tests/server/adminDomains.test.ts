// Domains (with their subdomains) and question types in the back-office (issue 46; GraphQL only: document 4 has no REST
// shape for them): who may read and change them; the lists with literal question counts; validation and a taken name
// (nothing written); a delete refused while questions use them, with the count; the audit entry of each change; and
// the teachers' filters showing a renamed domain and question type at once, with the topic index's cache rebuilt in
// the same transaction (the database's triggers).
//
// Domeinkunde Havo is made here; natuurkunde havo's seeded domains and question types serve the filter test.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { HttpClient } from '../setup/client.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { backOfficeSuite } from '../setup/backOffice.ts';

const suite = backOfficeSuite('Domeinkunde');
const { db, ids, clients } = suite;

const enc = (id: number) => ids().encode(id);
let stream = 0;
let author = 0;

beforeAll(async () => {
  stream = suite.stream;
  author = suite.author;
});
type Result = { __typename: string } & Record<string, unknown>;
const LIST = `query ($u: String!) { adminStream(urlId: $u) { adminDomains { id name questionCount children { id name questionCount } } adminQuestionTypes { id name questionCount } } }`;
const err = `... on ValidationError { fieldErrors { field messages } } ... on Error { message }`;
const delErr = `... on MetadataInUseError { questionCount message } ... on Error { message }`;
const CREATE_DOMAIN = `mutation ($s: String!, $p: String, $n: String!) { createDomain(streamId: $s, parentId: $p, name: $n) { __typename ${err} } }`;
const UPDATE_DOMAIN = `mutation ($id: String!, $n: String!) { updateDomain(id: $id, name: $n) { __typename ${err} } }`;
const DELETE_DOMAIN = `mutation ($id: String!) { deleteDomain(id: $id) { __typename ${delErr} } }`;
const CREATE_TYPE = `mutation ($s: String!, $n: String!) { createQuestionType(streamId: $s, name: $n) { __typename ${err} } }`;
const UPDATE_TYPE = `mutation ($id: String!, $n: String!) { updateQuestionType(id: $id, name: $n) { __typename ${err} } }`;
const DELETE_TYPE = `mutation ($id: String!) { deleteQuestionType(id: $id) { __typename ${delErr} } }`;

type Lists = {
  adminStream: {
    adminDomains: { id: string; name: string; questionCount: number; children: { id: string; name: string; questionCount: number }[] }[];
    adminQuestionTypes: { id: string; name: string; questionCount: number }[];
  };
};
const audited = (type: string, id: number) =>
  db().auditEntry.findMany({ where: { auditableType: type, auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });
const one = async (client: HttpClient, query: string, variables: Record<string, unknown>): Promise<Result> => {
  const answer = await client.graphql<Record<string, Result>>(query, variables);
  return answer.data ? Object.values(answer.data)[0]! : { __typename: 'errors', errors: answer.errors?.map((e) => e.extensions?.code ?? e.message) };
};
let nextYear = 2050;
async function question(data: { typeId?: number; domainIds?: number[] }) {
  const exam = await db().exam.create({ data: { streamId: stream, year: nextYear++, term: 1, status: 'concept' } });
  const topic = await db().topic.create({ data: { examId: exam.id, name: 'Opgave', position: 1 } });
  const q = await db().question.create({ data: { topicId: topic.id, number: 1, text: 'Vraag', typeId: data.typeId ?? null } });
  if (data.domainIds) await db().questionDomain.createMany({ data: data.domainIds.map((domainId) => ({ questionId: q.id, domainId })) });
  return q.id;
}

describe('domains', () => {
  it('lets an author add a domain and a subdomain, rename and delete them, with counts and audit entries', async () => {
    const client = clients.author!;
    expect(await one(client, CREATE_DOMAIN, { s: enc(stream), n: ' Mechanica ' })).toEqual({ __typename: 'DomainSaved' });
    const top = (await db().domain.findFirstOrThrow({ where: { streamId: stream, name: 'Mechanica' } })).id;
    expect(await one(client, CREATE_DOMAIN, { s: enc(stream), p: enc(top), n: 'Krachten' })).toEqual({ __typename: 'DomainSaved' });
    const sub = (await db().domain.findFirstOrThrow({ where: { parentId: top } })).id;
    // Two levels only: a subdomain cannot have one.
    expect(await one(client, CREATE_DOMAIN, { s: enc(stream), p: enc(sub), n: 'Te diep' })).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'parentId', messages: ['Onbekende keuze'] }],
      message: expect.any(String),
    });
    await question({ domainIds: [sub] });
    expect((await client.graphql<Lists>(LIST, { u: enc(stream) })).data!.adminStream.adminDomains).toEqual([
      { id: enc(top), name: 'Mechanica', questionCount: 0, children: [{ id: enc(sub), name: 'Krachten', questionCount: 1 }] },
    ]);
    expect(await one(client, UPDATE_DOMAIN, { id: enc(sub), n: 'Kracht en beweging' })).toEqual({ __typename: 'DomainSaved' });
    const before = await db().auditEntry.count();
    expect(await one(client, DELETE_DOMAIN, { id: enc(top) })).toEqual({
      __typename: 'MetadataInUseError',
      questionCount: 1,
      message: 'Kan niet verwijderen: 1 vraag gebruikt dit nog. Haal het eerst weg bij die vraag.',
    });
    expect(await one(client, DELETE_DOMAIN, { id: enc(sub) })).toMatchObject({ __typename: 'MetadataInUseError', questionCount: 1 });
    expect(await db().auditEntry.count()).toBe(before);
    expect(await db().domain.count({ where: { id: { in: [top, sub] } } })).toBe(2);

    await db().questionDomain.deleteMany({ where: { domainId: sub } });
    expect(await one(client, DELETE_DOMAIN, { id: enc(top) })).toEqual({ __typename: 'DomainDeleted' });
    expect(await db().domain.count({ where: { streamId: stream } })).toBe(0);
    expect(await audited('domain', top)).toEqual([
      { userId: author, event: 'created', oldValues: null, newValues: { streamId: stream, parentId: null, name: 'Mechanica', position: 1 } },
      { userId: author, event: 'deleted', oldValues: { streamId: stream, parentId: null, name: 'Mechanica', position: 1 }, newValues: null },
    ]);
    expect(await audited('domain', sub)).toEqual([
      { userId: author, event: 'created', oldValues: null, newValues: { streamId: stream, parentId: top, name: 'Krachten', position: 1 } },
      { userId: author, event: 'updated', oldValues: { name: 'Krachten' }, newValues: { name: 'Kracht en beweging' } },
      { userId: author, event: 'deleted', oldValues: { parentId: top, name: 'Kracht en beweging', position: 1 }, newValues: null },
    ]);
    expect(await one(client, UPDATE_DOMAIN, { id: enc(top), n: 'Weg' })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await one(client, UPDATE_DOMAIN, { id: 'zzzzzzzz', n: 'Weg' })).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe('question types', () => {
  it('lets an admin add, rename and delete a question type; a taken or empty name is refused, writing nothing', async () => {
    const client = clients.admin!;
    const admin = await userIdOf(db(), 'admin@vraagwerk.nl');
    expect(await one(client, CREATE_TYPE, { s: enc(stream), n: 'Rekenvraag' })).toEqual({ __typename: 'QuestionTypeSaved' });
    expect(await one(client, CREATE_TYPE, { s: enc(stream), n: 'Open vraag' })).toEqual({ __typename: 'QuestionTypeSaved' });
    const reken = (await db().questionType.findFirstOrThrow({ where: { streamId: stream, name: 'Rekenvraag' } })).id;
    const open = (await db().questionType.findFirstOrThrow({ where: { streamId: stream, name: 'Open vraag' } })).id;
    const before = await db().auditEntry.count();
    expect(await one(client, CREATE_TYPE, { s: enc(stream), n: 'Rekenvraag' })).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'name', messages: ['Deze naam is al in gebruik'] }],
      message: expect.any(String),
    });
    expect(await one(client, UPDATE_TYPE, { id: enc(open), n: 'Rekenvraag' })).toMatchObject({ __typename: 'ValidationError' });
    expect(await one(client, CREATE_TYPE, { s: enc(stream), n: '' })).toMatchObject({ __typename: 'ValidationError' });
    expect(await db().auditEntry.count()).toBe(before);

    await question({ typeId: reken });
    await question({ typeId: reken });
    expect((await client.graphql<Lists>(LIST, { u: enc(stream) })).data!.adminStream.adminQuestionTypes).toEqual([
      { id: enc(open), name: 'Open vraag', questionCount: 0 },
      { id: enc(reken), name: 'Rekenvraag', questionCount: 2 },
    ]);
    expect(await one(client, DELETE_TYPE, { id: enc(reken) })).toEqual({
      __typename: 'MetadataInUseError',
      questionCount: 2,
      message: 'Kan niet verwijderen: 2 vragen gebruiken dit nog. Haal het eerst weg bij die vragen.',
    });
    expect(await db().question.count({ where: { typeId: reken } })).toBe(2);
    expect(await one(client, UPDATE_TYPE, { id: enc(open), n: 'Meerkeuzevraag' })).toEqual({ __typename: 'QuestionTypeSaved' });
    expect(await one(client, DELETE_TYPE, { id: enc(open) })).toEqual({ __typename: 'QuestionTypeDeleted' });
    expect(await audited('questionType', open)).toEqual([
      { userId: admin, event: 'created', oldValues: null, newValues: { streamId: stream, name: 'Open vraag' } },
      { userId: admin, event: 'updated', oldValues: { name: 'Open vraag' }, newValues: { name: 'Meerkeuzevraag' } },
      { userId: admin, event: 'deleted', oldValues: { streamId: stream, name: 'Meerkeuzevraag' }, newValues: null },
    ]);
  });

  it('lets only one of two racing adds of the same name through', async () => {
    const answers = await Promise.all([one(clients.author!, CREATE_TYPE, { s: enc(stream), n: 'Tekenvraag' }), one(clients.admin!, CREATE_TYPE, { s: enc(stream), n: 'Tekenvraag' })]);
    expect(answers.map((a) => a.__typename).sort()).toEqual(['QuestionTypeSaved', 'ValidationError']);
    expect(await db().questionType.count({ where: { streamId: stream, name: 'Tekenvraag' } })).toBe(1);
  });
});

describe('undo from the log', () => {
  it("puts a domain's and a question type's old name back, refusing once the name changed again", async () => {
    const admin = clients.admin!;
    const RESTORE = `mutation ($id: ID!) { restoreAuditEntry(id: $id) { __typename ... on Error { message } } }`;
    const domain = (await db().domain.create({ data: { streamId: stream, name: 'Optica' } })).id;
    const type = (await db().questionType.create({ data: { streamId: stream, name: 'Schetsvraag' } })).id;
    expect(await one(admin, UPDATE_DOMAIN, { id: enc(domain), n: 'Licht' })).toEqual({ __typename: 'DomainSaved' });
    expect(await one(admin, UPDATE_TYPE, { id: enc(type), n: 'Tekenopdracht' })).toEqual({ __typename: 'QuestionTypeSaved' });
    const entry = async (t: string, id: number) => (await db().auditEntry.findFirstOrThrow({ where: { auditableType: t, auditableId: id, event: 'updated' }, orderBy: { id: 'desc' } })).id;
    const gid = (id: number) => encodeGlobalID('AuditEntry', String(id));
    const domainEntry = await entry('domain', domain);
    expect(await one(admin, RESTORE, { id: gid(domainEntry) })).toMatchObject({ __typename: 'RestoreAuditEntrySuccess' });
    expect(await db().domain.findUniqueOrThrow({ where: { id: domain }, select: { name: true } })).toEqual({ name: 'Optica' });
    // The restore was itself a change: undoing the first entry again is refused (the name changed since).
    expect((await one(admin, RESTORE, { id: gid(domainEntry) })).__typename).toBe('AuditEntryChangedSinceError');
    expect(await one(admin, RESTORE, { id: gid(await entry('questionType', type)) })).toMatchObject({ __typename: 'RestoreAuditEntrySuccess' });
    expect(await db().questionType.findUniqueOrThrow({ where: { id: type }, select: { name: true } })).toEqual({ name: 'Schetsvraag' });
    await db().domain.delete({ where: { id: domain } });
    await db().questionType.delete({ where: { id: type } });
  });
});

describe('who may', () => {
  it.each(['docent', 'leerling', 'anonymous'] as const)('refuses %s every read and change, writing nothing', async (role) => {
    const client = clients[role]!;
    const domain = (await db().domain.create({ data: { streamId: stream, name: 'Blijft' } })).id;
    const type = (await db().questionType.create({ data: { streamId: stream, name: `Blijft ${role}` } })).id;
    const expected = role === 'anonymous' ? { __typename: 'errors', errors: ['UNAUTHENTICATED'] } : { __typename: 'ForbiddenError', message: expect.any(String) };
    for (const [query, variables] of [
      [CREATE_DOMAIN, { s: enc(stream), n: 'Nieuw' }],
      [UPDATE_DOMAIN, { id: enc(domain), n: 'Nieuw' }],
      [DELETE_DOMAIN, { id: enc(domain) }],
      [CREATE_TYPE, { s: enc(stream), n: 'Nieuw' }],
      [UPDATE_TYPE, { id: enc(type), n: 'Nieuw' }],
      [DELETE_TYPE, { id: enc(type) }],
    ] as const)
      expect(await one(client, query, variables)).toEqual(expected);
    const list = await client.graphql(LIST, { u: enc(stream) });
    expect(list.errors?.map((e) => e.extensions?.code)).toEqual([role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN']);
    expect(await db().domain.findUniqueOrThrow({ where: { id: domain }, select: { name: true } })).toEqual({ name: 'Blijft' });
    expect(await db().questionType.findUniqueOrThrow({ where: { id: type }, select: { name: true } })).toEqual({ name: `Blijft ${role}` });
    expect(await db().auditEntry.count({ where: { auditableType: { in: ['domain', 'questionType'] }, auditableId: { in: [domain, type] } } })).toBe(0);
    await db().domain.delete({ where: { id: domain } });
    await db().questionType.delete({ where: { id: type } });
  });
});

describe("the teachers' filters follow at once", () => {
  it('shows a renamed domain and question type in the search facets, and the topic cache carries the new names', async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const user = await createUser(db(), { role: 'docent', email: 'zoeker-domeinen@example.test' });
    const license = await createLicense(db());
    await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: havo }] });
    const teacher = await signedInClient(suite.server, 'zoeker-domeinen@example.test');
    // A domain and a question type that a published topic's question uses.
    const link = await db().questionDomain.findFirstOrThrow({
      where: { domain: { streamId: havo }, question: { topic: { exam: { status: 'published' } } } },
      select: { domainId: true, question: { select: { topicId: true } } },
    });
    const topicId = link.question.topicId;
    const q = await db().question.findFirstOrThrow({ where: { topicId }, select: { id: true } });
    const type = (await db().questionType.create({ data: { streamId: havo, name: 'Filtertype' } })).id;
    await db().question.update({ where: { id: q.id }, data: { typeId: type } });
    type Facets = { domains: { id: string; name: string; topics_count: number; children: { id: string; name: string }[] }[]; questionTypes: { id: string; name: string; topics_count: number }[] };
    const facets = async () => (await teacher.json<Facets>('GET', `/api/streams/${enc(havo)}/search`)).body;
    const domainName = (f: Facets, id: number) => [...f.domains, ...f.domains.flatMap((d) => d.children)].find((d) => d.id === enc(id))?.name;
    expect((await facets()).questionTypes.find((t) => t.id === enc(type))).toEqual({ id: enc(type), name: 'Filtertype', topics_count: 1 });

    expect(await one(clients.author!, UPDATE_DOMAIN, { id: enc(link.domainId), n: 'Hernoemd domein' })).toEqual({ __typename: 'DomainSaved' });
    expect(await one(clients.author!, UPDATE_TYPE, { id: enc(type), n: 'Hernoemd type' })).toEqual({ __typename: 'QuestionTypeSaved' });
    const after = await facets();
    expect(domainName(after, link.domainId)).toBe('Hernoemd domein');
    expect(after.questionTypes.find((t) => t.id === enc(type))).toEqual({ id: enc(type), name: 'Hernoemd type', topics_count: 1 });
    const cache = (await db().topic.findUniqueOrThrow({ where: { id: topicId }, select: { cache: true } })).cache as {
      questionTypes: { name: string }[];
      domains: { name: string; children: { name: string }[] }[];
    };
    expect(cache.questionTypes.map((t) => t.name)).toContain('Hernoemd type');
    expect(cache.domains.flatMap((d) => [d.name, ...d.children.map((c) => c.name)])).toContain('Hernoemd domein');
  });
});
