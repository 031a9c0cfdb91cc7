// Methods, books and chapters in the back-office (issue 46, document 3 §3/§5, document 4 §13): who may read and change
// them in REST and GraphQL; the REST shapes with literal values; validation (422, nothing written); unknown ids (404);
// a delete refused while a question links to the book or chapter (409 / MetadataInUseError with the count, nothing
// deleted); the audit entry of each change and none for a refused one; and the teachers' chapter filter showing a new
// chapter and a renamed one at once.
//
// Boekkunde Havo and two methods of its own are made here; natuurkunde havo's seeded chapters serve the filter test.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { backOfficeSuite } from '../setup/backOffice.ts';

const suite = backOfficeSuite('Boekkunde');
const { db, ids, clients } = suite;

const enc = (id: number) => ids().encode(id);
let stream = 0;
let alfa = 0;
let beta = 0;
let author = 0;

beforeAll(async () => {
  stream = suite.stream;
  alfa = (await db().methodology.create({ data: { name: 'Boekkunde Alfa' } })).id;
  beta = (await db().methodology.create({ data: { name: 'Boekkunde Bèta' } })).id;
  author = suite.author;
});
const audited = (id: number) =>
  db().auditEntry.findMany({ where: { auditableType: 'chapter', auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });
const chaptersOf = () => db().chapter.findMany({ where: { streamId: stream }, orderBy: { id: 'asc' }, select: { name: true, title: true, parentId: true } });
const newBook = async (name: string, methodologyId = alfa) => (await db().chapter.create({ data: { streamId: stream, methodologyId, name, position: 50 } })).id;
const newChapter = async (bookId: number, name: string, title: string) =>
  (await db().chapter.create({ data: { streamId: stream, methodologyId: alfa, parentId: bookId, name, title, position: 1 } })).id;
let nextYear = 2040;
/** A question of the stream linked to these chapters. */
async function questionLinkedTo(...chapterIds: number[]) {
  const exam = await db().exam.create({ data: { streamId: stream, year: nextYear++, term: 1, status: 'concept' } });
  const topic = await db().topic.create({ data: { examId: exam.id, name: 'Opgave', position: 1 } });
  const q = await db().question.create({ data: { topicId: topic.id, number: 1, text: 'Vraag' } });
  await db().questionChapter.createMany({ data: chapterIds.map((chapterId) => ({ questionId: q.id, chapterId })) });
  return q.id;
}

type Result = { __typename: string } & Record<string, unknown>;
const BOOKS = `query ($u: String!) { adminStream(urlId: $u) { adminBooks { id name books { name questionCount chapters { name title questionCount } } } adminUnusedMethodologies { name } } }`;
const CREATE_BOOK = `mutation ($s: String!, $m: String!, $n: String!) { createBook(streamId: $s, methodologyId: $m, name: $n) { __typename ... on BookSaved { stream { adminBooks { name books { id name } } } } ... on ValidationError { fieldErrors { field messages } } ... on Error { message } } }`;
const CREATE_CHAPTER = `mutation ($b: String!, $n: String!, $t: String!) { createChapter(bookId: $b, name: $n, title: $t) { __typename ... on ValidationError { fieldErrors { field messages } } ... on Error { message } } }`;
const UPDATE_CHAPTER = `mutation ($id: String!, $n: String!, $t: String!) { updateChapter(id: $id, name: $n, title: $t) { __typename ... on Error { message } } }`;
const DELETE_BOOK = `mutation ($id: String!) { deleteBook(id: $id) { __typename ... on MetadataInUseError { questionCount message } ... on Error { message } } }`;
const DELETE_CHAPTER = `mutation ($id: String!) { deleteChapter(id: $id) { __typename ... on MetadataInUseError { questionCount message } ... on Error { message } } }`;

describe('the REST routes of document 4 §13', () => {
  it('lets an author add a book and a chapter, rename both and delete them, with the shapes and audit entries', async () => {
    const client = clients.author!;
    const post = await client.json<{ id: string; children: unknown[] }>('POST', `/api/admin/courses/${enc(stream)}/chapters`, { methodology_id: enc(beta), name: '  Deel 1 ' });
    expect(post.status).toBe(201);
    const book = ids().decode(post.body.id)!;
    expect(post.body).toEqual({
      id: enc(book),
      name: 'Deel 1',
      title: null,
      position: 1,
      topics_count: 0,
      questions_count: 0,
      stream_id: enc(stream),
      methodology_id: enc(beta),
      parent_id: '',
      children: [],
    });

    const child = await client.json<{ id: string }>('POST', `/api/admin/books/${enc(book)}`, { name: 'H3', title: 'Krachten' });
    expect(child.status).toBe(201);
    const chapter = ids().decode(child.body.id)!;
    expect(child.body).toEqual({
      id: enc(chapter),
      name: 'H3',
      title: 'Krachten',
      position: 1,
      topics_count: 0,
      questions_count: 0,
      stream_id: enc(stream),
      methodology_id: enc(beta),
      parent_id: enc(book),
      children: [],
    });

    const list = await client.json('GET', `/api/admin/courses/${enc(stream)}/chapters`);
    expect(list).toEqual({
      status: 200,
      body: [
        {
          id: enc(beta),
          name: 'Boekkunde Bèta',
          chapters: [
            {
              id: enc(book),
              name: 'Deel 1',
              title: null,
              position: 1,
              topics_count: 0,
              questions_count: 0,
              stream_id: enc(stream),
              methodology_id: enc(beta),
              parent_id: '',
              children: [{ id: enc(chapter), name: 'H3', title: 'Krachten', position: 1, topics_count: 0, questions_count: 0 }],
            },
          ],
        },
      ],
    });
    const unused = await client.json<{ id: string; name: string }[]>('GET', `/api/admin/courses/${enc(stream)}/unused-chapters`);
    expect(unused.status).toBe(200);
    expect(unused.body.filter((m) => m.name.startsWith('Boekkunde'))).toEqual([{ id: enc(alfa), name: 'Boekkunde Alfa' }]);

    const renamed = await client.json<{ name: string; children: { name: string }[] }>('PUT', `/api/admin/books/${enc(book)}`, { name: 'Deel 2' });
    expect([renamed.status, renamed.body.name, renamed.body.children.map((c) => c.name)]).toEqual([200, 'Deel 2', ['H3']]);
    const edited = await client.json<{ name: string; title: string }>('PUT', `/api/admin/chapters/${enc(chapter)}`, { name: 'H4', title: 'Energie' });
    expect([edited.status, edited.body.name, edited.body.title]).toEqual([200, 'H4', 'Energie']);
    // Saving the same values writes no entry.
    expect((await client.json('PUT', `/api/admin/chapters/${enc(chapter)}`, { name: 'H4', title: 'Energie' })).status).toBe(200);

    expect(await client.json('DELETE', `/api/admin/chapters/${enc(chapter)}`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await client.json('DELETE', `/api/admin/books/${enc(book)}`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await chaptersOf()).toEqual([]);

    expect(await audited(book)).toEqual([
      { userId: author, event: 'created', oldValues: null, newValues: { streamId: stream, methodologyId: beta, parentId: null, name: 'Deel 1', position: 1 } },
      { userId: author, event: 'updated', oldValues: { name: 'Deel 1' }, newValues: { name: 'Deel 2' } },
      { userId: author, event: 'deleted', oldValues: { streamId: stream, methodologyId: beta, parentId: null, name: 'Deel 2', position: 1 }, newValues: null },
    ]);
    expect(await audited(chapter)).toEqual([
      { userId: author, event: 'created', oldValues: null, newValues: { streamId: stream, methodologyId: beta, parentId: book, name: 'H3', title: 'Krachten', position: 1 } },
      { userId: author, event: 'updated', oldValues: { name: 'H3', title: 'Krachten' }, newValues: { name: 'H4', title: 'Energie' } },
      { userId: author, event: 'deleted', oldValues: { parentId: book, name: 'H4', title: 'Energie', position: 1 }, newValues: null },
    ]);
  });

  it('refuses invalid input with 422 and unknown ids with 404, writing nothing', async () => {
    const client = clients.admin!;
    const book = await newBook('Vast');
    const before = await db().auditEntry.count();
    const noName = await client.json('POST', `/api/admin/courses/${enc(stream)}/chapters`, { methodology_id: enc(alfa), name: ' ' });
    expect(noName).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { name: ['The name field is required.'] } } });
    const noMethod = await client.json('POST', `/api/admin/courses/${enc(stream)}/chapters`, { methodology_id: 'zzzzzzzz', name: 'Deel' });
    expect(noMethod).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { methodology_id: ['The provided ID does not exists.'] } } });
    const noTitle = await client.json('POST', `/api/admin/books/${enc(book)}`, { name: 'H1', title: '' });
    expect(noTitle).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { title: ['The title field is required.'] } } });
    expect((await client.json('PUT', `/api/admin/books/${enc(book)}`, { name: '' })).status).toBe(422);
    expect((await client.json('PUT', `/api/admin/books/zzzzzzzz`, { name: 'X' })).status).toBe(404);
    expect((await client.json('POST', `/api/admin/courses/zzzzzzzz/chapters`, { methodology_id: enc(alfa), name: 'X' })).status).toBe(404);
    // A book is not a chapter, and a chapter is not a book.
    expect((await client.json('PUT', `/api/admin/chapters/${enc(book)}`, { name: 'H1', title: 'T' })).status).toBe(404);
    const chapter = await newChapter(book, 'H1', 'Golven');
    expect((await client.json('DELETE', `/api/admin/books/${enc(chapter)}`)).status).toBe(404);
    expect(await chaptersOf()).toEqual([
      { name: 'Vast', title: null, parentId: null },
      { name: 'H1', title: 'Golven', parentId: book },
    ]);
    expect(await db().auditEntry.count()).toBe(before);
    await db().chapter.delete({ where: { id: book } });
  });

  it('refuses to delete a book or chapter a question links to (409 with the count), deleting nothing', async () => {
    const book = await newBook('Gebruikt');
    const chapter = await newChapter(book, 'H2', 'Licht');
    const q1 = await questionLinkedTo(chapter);
    await questionLinkedTo(chapter, book);
    const before = await db().auditEntry.count();
    expect(await clients.author!.json('DELETE', `/api/admin/chapters/${enc(chapter)}`)).toEqual({ status: 409, body: { message: 'Kan niet verwijderen: 2 vragen gebruiken dit nog.' } });
    expect(await clients.author!.json('DELETE', `/api/admin/books/${enc(book)}`)).toEqual({ status: 409, body: { message: 'Kan niet verwijderen: 2 vragen gebruiken dit nog.' } });
    const gql = await clients.author!.graphql<{ deleteChapter: Result }>(DELETE_CHAPTER, { id: enc(chapter) });
    expect(gql.data!.deleteChapter).toEqual({
      __typename: 'MetadataInUseError',
      questionCount: 2,
      message: 'Kan niet verwijderen: 2 vragen gebruiken dit nog. Haal het eerst weg bij die vragen.',
    });
    expect(await db().chapter.count({ where: { id: { in: [book, chapter] } } })).toBe(2);
    expect(await db().questionChapter.count({ where: { questionId: q1 } })).toBe(1);
    expect(await db().auditEntry.count()).toBe(before);
    const list = await clients.author!.json<{ chapters: { id: string; topics_count: number; questions_count: number; children: { topics_count: number; questions_count: number }[] }[] }[]>(
      'GET',
      `/api/admin/courses/${enc(stream)}/chapters`,
    );
    const shown = list.body.flatMap((m) => m.chapters).find((c) => c.id === enc(book))!;
    expect([shown.topics_count, shown.questions_count, shown.children[0]!.topics_count, shown.children[0]!.questions_count]).toEqual([1, 1, 2, 2]);
  });
  it('never leaves a link to a deleted chapter when a question save links it during the delete', async () => {
    const book = await newBook('Race');
    const chapter = await newChapter(book, 'H1', 'Race');
    const question = await questionLinkedTo();
    const LINK = `mutation ($id: ID!, $c: [String!]) { updateQuestion(id: $id, chapterIds: $c) { __typename } }`;
    const [linked, deleted] = await Promise.all([
      clients.admin!.graphql<{ updateQuestion: Result }>(LINK, { id: encodeGlobalID('Question', String(question)), c: [enc(chapter)] }),
      clients.author!.json('DELETE', `/api/admin/chapters/${enc(chapter)}`),
    ]);
    const exists = (await db().chapter.count({ where: { id: chapter } })) === 1;
    const links = await db().questionChapter.count({ where: { questionId: question } });
    // Either the delete went first (the save then fails or names an unknown chapter: no link) or the link did (the delete is refused).
    if (exists) expect([deleted.status, links]).toEqual([409, 1]);
    else expect([deleted.status, links, linked.data?.updateQuestion.__typename === 'UpdateQuestionSuccess']).toEqual([200, 0, false]);
  });
});

describe('GraphQL', () => {
  it('lets an admin add a book and a chapter, and lists them with their counts', async () => {
    const client = clients.admin!;
    const made = await client.graphql<{ createBook: Result }>(CREATE_BOOK, { s: enc(stream), m: enc(alfa), n: 'Basisboek' });
    expect(made.data!.createBook.__typename).toBe('BookSaved');
    const book = (await db().chapter.findFirstOrThrow({ where: { streamId: stream, name: 'Basisboek' } })).id;
    expect((await client.graphql<{ createChapter: Result }>(CREATE_CHAPTER, { b: enc(book), n: 'H5', t: 'Trillingen' })).data!.createChapter).toEqual({ __typename: 'ChapterSaved' });
    const chapter = (await db().chapter.findFirstOrThrow({ where: { parentId: book } })).id;
    expect((await client.graphql<{ updateChapter: Result }>(UPDATE_CHAPTER, { id: enc(chapter), n: 'H6', t: 'Golven' })).data!.updateChapter).toEqual({ __typename: 'ChapterSaved' });
    const list = await client.graphql<{ adminStream: { adminBooks: { name: string; books: { name: string; chapters: unknown[] }[] }[]; adminUnusedMethodologies: { name: string }[] } }>(BOOKS, {
      u: enc(stream),
    });
    const alfaBooks = list.data!.adminStream.adminBooks.find((m) => m.name === 'Boekkunde Alfa')!;
    expect(alfaBooks.books.find((b) => b.name === 'Basisboek')).toEqual({ name: 'Basisboek', questionCount: 0, chapters: [{ name: 'H6', title: 'Golven', questionCount: 0 }] });
    expect(list.data!.adminStream.adminUnusedMethodologies.filter((m) => m.name.startsWith('Boekkunde'))).toEqual([{ name: 'Boekkunde Bèta' }]);

    const invalid = await client.graphql<{ createChapter: Result }>(CREATE_CHAPTER, { b: enc(book), n: 'H7', t: ' ' });
    expect(invalid.data!.createChapter).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'title', messages: ['Dit veld is verplicht'] }], message: expect.any(String) });
    expect((await client.graphql<{ deleteChapter: Result }>(DELETE_CHAPTER, { id: enc(chapter) })).data!.deleteChapter).toEqual({ __typename: 'ChapterDeleted' });
    expect((await client.graphql<{ deleteBook: Result }>(DELETE_BOOK, { id: enc(book) })).data!.deleteBook).toEqual({ __typename: 'BookDeleted' });
    expect((await client.graphql<{ deleteBook: Result }>(DELETE_BOOK, { id: enc(book) })).data!.deleteBook.__typename).toBe('NotFoundError');
  });

  it.each(['docent', 'leerling', 'anonymous'] as const)('refuses %s every read and change, in GraphQL and REST, writing nothing', async (role) => {
    const client = clients[role]!;
    const book = await newBook('Blijft');
    const chapter = await newChapter(book, 'H1', 'Blijft');
    const typename = role === 'anonymous' ? null : 'ForbiddenError';
    for (const [query, variables] of [
      [CREATE_BOOK, { s: enc(stream), m: enc(alfa), n: 'Nieuw' }],
      [CREATE_CHAPTER, { b: enc(book), n: 'H9', t: 'Nieuw' }],
      [UPDATE_CHAPTER, { id: enc(chapter), n: 'H9', t: 'Nieuw' }],
      [DELETE_CHAPTER, { id: enc(chapter) }],
      [DELETE_BOOK, { id: enc(book) }],
    ] as const) {
      const answer = await client.graphql<Record<string, Result>>(query, variables);
      const result = answer.data ? Object.values(answer.data)[0] : null;
      if (typename) expect(result?.__typename).toBe(typename);
      else expect(answer.errors?.length).toBe(1);
    }
    expect((await client.graphql(BOOKS, { u: enc(stream) })).errors?.length).toBe(1);
    const status = role === 'anonymous' ? 401 : 403;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/admin/courses/${enc(stream)}/chapters`],
      ['GET', `/api/admin/courses/${enc(stream)}/unused-chapters`],
      ['POST', `/api/admin/courses/${enc(stream)}/chapters`, { methodology_id: enc(alfa), name: 'Nieuw' }],
      ['PUT', `/api/admin/books/${enc(book)}`, { name: 'Nieuw' }],
      ['POST', `/api/admin/books/${enc(book)}`, { name: 'H9', title: 'Nieuw' }],
      ['PUT', `/api/admin/chapters/${enc(chapter)}`, { name: 'H9', title: 'Nieuw' }],
      ['DELETE', `/api/admin/chapters/${enc(chapter)}`],
      ['DELETE', `/api/admin/books/${enc(book)}`],
    ];
    for (const [method, path, body] of calls) expect([method, path, (await client.json(method, path, body)).status]).toEqual([method, path, status]);
    expect(await db().chapter.findMany({ where: { id: { in: [book, chapter] } }, orderBy: { id: 'asc' }, select: { name: true, title: true } })).toEqual([
      { name: 'Blijft', title: null },
      { name: 'H1', title: 'Blijft' },
    ]);
    expect(await db().auditEntry.count({ where: { auditableType: 'chapter', auditableId: { in: [book, chapter] } } })).toBe(0);
    await db().chapter.delete({ where: { id: book } });
  });
});

describe('undo from the log', () => {
  it("puts a chapter's old code and title and a book's old name back", async () => {
    const RESTORE = `mutation ($id: ID!) { restoreAuditEntry(id: $id) { __typename ... on Error { message } } }`;
    const book = await newBook('Oud boek');
    const chapter = await newChapter(book, 'H1', 'Oude titel');
    await clients.admin!.json('PUT', `/api/admin/chapters/${enc(chapter)}`, { name: 'H2', title: 'Nieuwe titel' });
    await clients.admin!.json('PUT', `/api/admin/books/${enc(book)}`, { name: 'Nieuw boek' });
    const entry = async (id: number) => (await db().auditEntry.findFirstOrThrow({ where: { auditableType: 'chapter', auditableId: id, event: 'updated' } })).id;
    for (const id of [chapter, book]) {
      const answer = await clients.admin!.graphql<{ restoreAuditEntry: Result }>(RESTORE, { id: encodeGlobalID('AuditEntry', String(await entry(id))) });
      expect(answer.data!.restoreAuditEntry.__typename).toBe('RestoreAuditEntrySuccess');
    }
    expect(await db().chapter.findMany({ where: { id: { in: [book, chapter] } }, orderBy: { id: 'asc' }, select: { name: true, title: true } })).toEqual([
      { name: 'Oud boek', title: null },
      { name: 'H1', title: 'Oude titel' },
    ]);
    await db().chapter.delete({ where: { id: book } });
  });
});

describe("the teachers' chapter filter follows at once", () => {
  it('shows a new chapter and a renamed one in the search facets of a teacher with a licence', async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const user = await createUser(db(), { role: 'docent', email: 'zoeker-boeken@example.test' });
    const license = await createLicense(db());
    await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: havo }] });
    const teacher = await signedInClient(suite.server, 'zoeker-boeken@example.test');
    type Facets = { methodologies: { name: string; chapters: { id: string; name: string; title: string | null; children: { name: string; title: string | null }[] }[] }[] };
    const chaptersOfBook = async (bookId: number) => {
      const facets = await teacher.json<Facets>('GET', `/api/streams/${enc(havo)}/search`);
      expect(facets.status).toBe(200);
      const book = facets.body.methodologies.flatMap((m) => m.chapters).find((c) => c.id === enc(bookId));
      return book ? { name: book.name, children: book.children.map((c) => `${c.name} ${c.title}`) } : null;
    };
    const made = await clients.author!.json<{ id: string }>('POST', `/api/admin/courses/${enc(havo)}/chapters`, { methodology_id: enc(alfa), name: 'Filterboek' });
    const book = ids().decode(made.body.id)!;
    expect(await chaptersOfBook(book)).toEqual({ name: 'Filterboek', children: [] });
    const child = await clients.author!.json<{ id: string }>('POST', `/api/admin/books/${enc(book)}`, { name: 'H1', title: 'Beweging' });
    expect(await chaptersOfBook(book)).toEqual({ name: 'Filterboek', children: ['H1 Beweging'] });
    await clients.author!.json('PUT', `/api/admin/chapters/${child.body.id}`, { name: 'H2', title: 'Snelheid' });
    await clients.author!.json('PUT', `/api/admin/books/${enc(book)}`, { name: 'Filterboek 2' });
    expect(await chaptersOfBook(book)).toEqual({ name: 'Filterboek 2', children: ['H2 Snelheid'] });
    await clients.author!.json('DELETE', `/api/admin/books/${enc(book)}`);
    expect(await chaptersOfBook(book)).toBeNull();
  });
});
