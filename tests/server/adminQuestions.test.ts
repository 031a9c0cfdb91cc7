// The back-office's question editor (issue 45, document 3 §3 Question and §5, document 4 §13): who may create, read,
// edit and delete a question in GraphQL and REST; the defaults (number 99, points 0); each validation with nothing
// written; keywords becoming the stream's tags (exact match, then a case variant, then a new tag); the dependency rules
// (earlier questions only, a flag only for content the earlier question has, flagless entries dropped); a save based
// on an older version refused; a question in a set or practised not deleted; literal audit rows; and the teachers'
// search and the topic's display cache following at once (the database's triggers in the same transaction).
//
// Vraagkunde Havo is made here with its own types, tags, chapters and domains; natuurkunde havo's seeded topics serve
// the search.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createLicense, createSeat, createSetFixture, createUser, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { backOfficeSuite } from '../setup/backOffice.ts';

const suite = backOfficeSuite('Vraagkunde');
const { db, ids, clients } = suite;

let stream = 0;
let otherStream = 0;
let author = 0;
let admin = 0;
const choice = { typeBereken: 0, typeLeg: 0, foreignType: 0, tagEnergie: 0, chapterH1: 0, chapterH2: 0, domainA: 0, domainA1: 0 };

beforeAll(async () => {
  stream = suite.stream;
  const vwo = await db().level.findUniqueOrThrow({ where: { slug: 'vwo' } });
  otherStream = (await db().stream.create({ data: { slug: 'vraagkunde-vwo', courseId: suite.course, levelId: vwo.id } })).id;
  choice.typeBereken = (await db().questionType.create({ data: { streamId: stream, name: 'Bereken' } })).id;
  choice.typeLeg = (await db().questionType.create({ data: { streamId: stream, name: 'Leg uit' } })).id;
  choice.foreignType = (await db().questionType.create({ data: { streamId: otherStream, name: 'Bereken' } })).id;
  choice.tagEnergie = (await db().tag.create({ data: { streamId: stream, name: 'Energie' } })).id;
  const method = await db().methodology.create({ data: { name: 'Vraagmethode' } });
  choice.chapterH1 = (await db().chapter.create({ data: { streamId: stream, methodologyId: method.id, name: 'H1', title: 'Krachten', position: 1 } })).id;
  choice.chapterH2 = (await db().chapter.create({ data: { streamId: stream, methodologyId: method.id, name: 'H2', title: 'Energie', position: 2 } })).id;
  choice.domainA = (await db().domain.create({ data: { streamId: stream, name: 'Domein A', position: 1 } })).id;
  choice.domainA1 = (await db().domain.create({ data: { streamId: stream, parentId: choice.domainA, name: 'Subdomein A1', position: 1 } })).id;
  author = suite.author;
  admin = suite.admin;
});
const gid = (type: string, id: number) => encodeGlobalID(type, String(id));
const idFrom = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);
let nextYear = 2040;
/** A processing exam of Vraagkunde Havo with one topic; its id and the topic's. */
async function newTopic(): Promise<{ exam: number; topic: number }> {
  const exam = (await db().exam.create({ data: { streamId: stream, year: nextYear++, term: 1, status: 'processing' } })).id;
  const topic = (await db().topic.create({ data: { examId: exam, name: 'Opgave', position: 1 } })).id;
  return { exam, topic };
}
const newQuestion = async (topicId: number, data: { number: number; points?: number; text?: string; introduction?: string }) =>
  (await db().question.create({ data: { topicId, text: `Vraag ${data.number}`, ...data } })).id;
const audited = (type: string, id: number) =>
  db().auditEntry.findMany({ where: { auditableType: type, auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });

const EDIT_FIELDS = `version number points timeInMinutes complexity proportionValue typeId introduction text attachmentIds appendixIds chapterIds domainIds tagNames highlights dependencies { questionId introduction attachments appendixes }`;
const CREATE = `mutation ($topicId: ID!, $text: String!, $number: Int, $points: Int, $introduction: String) {
  createQuestion(topicId: $topicId, text: $text, number: $number, points: $points, introduction: $introduction) {
    __typename
    ... on CreateQuestionSuccess { question { id edit { ${EDIT_FIELDS} } } }
    ... on ValidationError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const UPDATE = `mutation ($id: ID!, $version: Int, $number: Int, $points: Int, $timeInMinutes: Int, $complexity: Complexity, $proportionValue: Int, $typeId: String, $introduction: String,
  $text: String, $chapterIds: [String!], $domainIds: [String!], $tagNames: [String!], $highlights: [String!], $dependencies: [QuestionDependencyInput!]) {
  updateQuestion(id: $id, version: $version, number: $number, points: $points, timeInMinutes: $timeInMinutes, complexity: $complexity, proportionValue: $proportionValue, typeId: $typeId,
    introduction: $introduction, text: $text, chapterIds: $chapterIds, domainIds: $domainIds, tagNames: $tagNames, highlights: $highlights, dependencies: $dependencies) {
    __typename
    ... on UpdateQuestionSuccess { question { edit { ${EDIT_FIELDS} } } }
    ... on QuestionConflictError { changedFields changedFieldNames currentVersion current { text points version } }
    ... on ValidationError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const DELETE = `mutation ($id: ID!) { deleteQuestion(id: $id) { __typename ... on DeleteQuestionSuccess { deletedQuestionId topic { name } } ... on Error { message } } }`;
const BY_URL = `query ($urlId: String!) { adminQuestionByUrlId(urlId: $urlId) { edit { number text version } } }`;

type Result = { __typename: string } & Record<string, unknown>;
type Answer = { createQuestion: Result; updateQuestion: Result; deleteQuestion: Result };
type Edit = Record<string, unknown>;
const editOf = (r: Result) => (r as unknown as { question: { edit: Edit } }).question.edit;

describe('who may edit questions', () => {
  it.each(['admin', 'author'] as const)('lets %s create, read, update and delete in GraphQL and REST', async (role) => {
    const client = clients[role]!;
    const { topic } = await newTopic();
    const made = await client.graphql<Answer>(CREATE, { topicId: gid('Topic', topic), text: 'Bereken de snelheid.' });
    expect(made.data!.createQuestion.__typename).toBe('CreateQuestionSuccess');
    const questionGid = (made.data!.createQuestion as unknown as { question: { id: string } }).question.id;
    const urlId = ids().encode(idFrom(questionGid));
    expect((await client.graphql(BY_URL, { urlId })).data).toEqual({ adminQuestionByUrlId: { edit: { number: 99, text: 'Bereken de snelheid.', version: 1 } } });
    const updated = await client.graphql<Answer>(UPDATE, { id: questionGid, version: 1, text: 'Bereken de versnelling.' });
    expect(updated.data!.updateQuestion.__typename).toBe('UpdateQuestionSuccess');
    expect((await client.graphql<Answer>(DELETE, { id: questionGid })).data!.deleteQuestion).toEqual({
      __typename: 'DeleteQuestionSuccess',
      deletedQuestionId: questionGid,
      topic: { name: 'Opgave' },
    });

    const post = await client.json<{ topics: { questions: { id: string; number: number }[] }[] }>('POST', `/api/admin/topics/${ids().encode(topic)}/questions`, {
      number: 2,
      points: 3,
      text: 'Leg uit.',
    });
    expect([post.status, post.body.topics[0]!.questions.map((q) => q.number)]).toEqual([200, [2]]);
    const restId = post.body.topics[0]!.questions[0]!.id;
    expect((await client.json('GET', `/api/admin/questions/${restId}`)).status).toBe(200);
    expect((await client.json('PUT', `/api/admin/questions/${restId}`, { text: 'Leg nauwkeurig uit.' })).status).toBe(200);
    const gone = await client.json('DELETE', `/api/admin/questions/${restId}`);
    expect([gone.status, gone.body]).toEqual([200, undefined]);
    expect((await client.json('GET', `/api/admin/questions/${restId}`)).status).toBe(404);
  });

  it.each(['docent', 'leerling', 'anonymous'] as const)('refuses %s everything, writing nothing', async (role) => {
    const client = clients[role]!;
    const { topic } = await newTopic();
    const question = await newQuestion(topic, { number: 1, text: 'Blijft' });
    const status = role === 'anonymous' ? 401 : 403;
    const answers = [
      await client.graphql<Answer>(CREATE, { topicId: gid('Topic', topic), text: 'Nieuw' }),
      await client.graphql<Answer>(UPDATE, { id: gid('Question', question), text: 'Anders' }),
      await client.graphql<Answer>(DELETE, { id: gid('Question', question) }),
    ];
    for (const answer of answers) {
      const result = answer.data ? Object.values(answer.data)[0] : null;
      if (result) expect(result.__typename).toBe('ForbiddenError');
      else expect(answer.errors?.length).toBe(1);
    }
    const byUrl = await client.graphql<{ adminQuestionByUrlId: unknown }>(BY_URL, { urlId: ids().encode(question) });
    expect([byUrl.data?.adminQuestionByUrlId ?? null, byUrl.errors?.length]).toEqual([null, 1]);
    const path = `/api/admin/questions/${ids().encode(question)}`;
    expect((await client.json('POST', `/api/admin/topics/${ids().encode(topic)}/questions`, { number: 1, points: 1, text: 'Nieuw' })).status).toBe(status);
    expect((await client.json('GET', path)).status).toBe(status);
    expect((await client.json('PUT', path, { text: 'Anders' })).status).toBe(status);
    expect((await client.json('DELETE', path)).status).toBe(status);
    expect(await db().question.findMany({ where: { topicId: topic }, select: { text: true } })).toEqual([{ text: 'Blijft' }]);
    expect(await audited('question', question)).toEqual([]);
  });
});

describe('creating questions', () => {
  it('gives a new question number 99 and 0 points; a literal audit row', async () => {
    const { topic } = await newTopic();
    const made = await clients.author!.graphql<Answer>(CREATE, { topicId: gid('Topic', topic), text: 'Bereken de massa.' });
    const result = made.data!.createQuestion as unknown as { question: { id: string; edit: Edit } };
    expect(result.question.edit).toEqual({
      version: 1,
      number: 99,
      points: 0,
      timeInMinutes: null,
      complexity: null,
      proportionValue: null,
      typeId: null,
      introduction: null,
      text: 'Bereken de massa.',
      attachmentIds: [],
      appendixIds: [],
      chapterIds: [],
      domainIds: [],
      tagNames: [],
      highlights: [],
      dependencies: [],
    });
    expect(await audited('question', idFrom(result.question.id))).toEqual([
      {
        userId: author,
        event: 'created',
        oldValues: null,
        newValues: {
          topicId: topic,
          number: 99,
          points: 0,
          timeInMinutes: null,
          complexity: null,
          proportionValue: null,
          typeId: null,
          introduction: null,
          text: 'Bereken de massa.',
          attachmentIds: [],
          appendixIds: [],
          chapterIds: [],
          domainIds: [],
          tagNames: [],
          highlights: [],
          dependencies: [],
        },
      },
    ]);
  });

  it("refuses an empty text ('Kon de vraag niet aanmaken.' on the web) and an unknown topic, writing nothing; REST 422 and answerSections make one strategy", async () => {
    const { topic, exam } = await newTopic();
    const blank = await clients.author!.graphql<Answer>(CREATE, { topicId: gid('Topic', topic), text: '   ' });
    expect(blank.data!.createQuestion).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'text', messages: ['Dit veld is verplicht'] }] });
    expect((await clients.author!.graphql<Answer>(CREATE, { topicId: gid('Topic', 999_999), text: 'Weg' })).data!.createQuestion.__typename).toBe('NotFoundError');
    const rest = await clients.author!.json<{ errors: Record<string, string[]> }>('POST', `/api/admin/topics/${ids().encode(topic)}/questions`, {
      number: 1,
      points: -1,
      text: '',
      proportion_value: 101,
    });
    expect([rest.status, Object.keys(rest.body.errors).sort()]).toEqual([422, ['points', 'proportion_value', 'text']]);
    expect(await db().question.count({ where: { topicId: topic } })).toBe(0);

    const withSteps = await clients.admin!.json<{
      id: string;
      topics: { questions: { number: number; answers: { name: string; remark: string | null; sections: { correction: string; points: number }[] }[] }[] }[];
    }>('POST', `/api/admin/topics/${ids().encode(topic)}/questions`, {
      number: 4,
      points: 2,
      text: 'Bereken.',
      answerSections: [
        { correction: 'formule', points: 1 },
        { correction: 'antwoord', points: 1 },
      ],
      answer_remark: 'Let op eenheden',
    });
    expect([withSteps.status, withSteps.body.id, withSteps.body.topics[0]!.questions]).toEqual([
      200,
      ids().encode(exam),
      [
        expect.objectContaining({
          number: 4,
          answers: [
            expect.objectContaining({
              name: 'Oplossingsstrategie',
              remark: 'Let op eenheden',
              sections: [expect.objectContaining({ correction: 'formule', points: 1 }), expect.objectContaining({ correction: 'antwoord', points: 1 })],
            }),
          ],
        }),
      ],
    ]);
  });
});

describe('updating questions', () => {
  it('saves every field of the form, records only the changed ones with the version, and nothing for a save that changes nothing', async () => {
    const { topic } = await newTopic();
    const question = await newQuestion(topic, { number: 3, points: 2, text: 'Oud' });
    const first = await clients.author!.graphql<Answer>(UPDATE, {
      id: gid('Question', question),
      version: 1,
      points: 4,
      timeInMinutes: 6,
      complexity: 'average',
      proportionValue: 55,
      typeId: ids().encode(choice.typeLeg),
      introduction: 'Een kar rijdt.',
      text: 'Bereken $$v = s/t$$.',
      chapterIds: [ids().encode(choice.chapterH2), ids().encode(choice.chapterH1)],
      domainIds: [ids().encode(choice.domainA1)],
      highlights: ['Snelheid', 'Tijd'],
    });
    expect(editOf(first.data!.updateQuestion)).toEqual({
      version: 2,
      number: 3,
      points: 4,
      timeInMinutes: 6,
      complexity: 'average',
      proportionValue: 55,
      typeId: ids().encode(choice.typeLeg),
      introduction: 'Een kar rijdt.',
      text: 'Bereken $$v = s/t$$.',
      attachmentIds: [],
      appendixIds: [],
      chapterIds: [ids().encode(choice.chapterH1), ids().encode(choice.chapterH2)],
      domainIds: [ids().encode(choice.domainA1)],
      tagNames: [],
      highlights: ['Snelheid', 'Tijd'],
      dependencies: [],
    });
    const same = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', question), version: 2, points: 4 });
    expect(editOf(same.data!.updateQuestion)).toMatchObject({ version: 2 });
    // Saving no highlights sends an empty list (document 3 §4): they are all gone.
    const none = await clients.admin!.graphql<Answer>(UPDATE, { id: gid('Question', question), version: 2, highlights: [] });
    expect(editOf(none.data!.updateQuestion)).toMatchObject({ version: 3, highlights: [] });
    expect(await audited('question', question)).toEqual([
      {
        userId: author,
        event: 'updated',
        oldValues: {
          points: 2,
          timeInMinutes: null,
          complexity: null,
          proportionValue: null,
          typeId: null,
          introduction: null,
          text: 'Oud',
          chapterIds: [],
          domainIds: [],
          highlights: [],
          version: 1,
        },
        newValues: {
          points: 4,
          timeInMinutes: 6,
          complexity: 'average',
          proportionValue: 55,
          typeId: choice.typeLeg,
          introduction: 'Een kar rijdt.',
          text: 'Bereken $$v = s/t$$.',
          chapterIds: [choice.chapterH1, choice.chapterH2],
          domainIds: [choice.domainA1],
          highlights: ['Snelheid', 'Tijd'],
          version: 2,
        },
      },
      { userId: admin, event: 'updated', oldValues: { highlights: ['Snelheid', 'Tijd'], version: 2 }, newValues: { highlights: [], version: 3 } },
    ]);
  });

  it('refuses each invalid field by its path with the reason, writing nothing (GraphQL and REST)', async () => {
    const { topic } = await newTopic();
    const question = await newQuestion(topic, { number: 2, points: 1, text: 'Blijft' });
    const answer = await clients.author!.graphql<Answer>(UPDATE, {
      id: gid('Question', question),
      text: '',
      points: -1,
      proportionValue: 101,
      typeId: ids().encode(choice.foreignType),
      highlights: ['ok', 'x'.repeat(256)],
      chapterIds: [ids().encode(999_999)],
    });
    expect(answer.data!.updateQuestion).toEqual({
      __typename: 'ValidationError',
      message: expect.any(String),
      fieldErrors: [
        { field: 'points', messages: ['Het aantal punten is 0 of meer'] },
        { field: 'proportionValue', messages: ['Een P-waarde ligt tussen 0 en 100'] },
        { field: 'text', messages: ['Dit veld is verplicht'] },
        { field: 'highlights.1', messages: ['Maximaal 255 tekens'] },
      ],
    });
    // The database's checks come after the form's own: a foreign type and an unknown chapter.
    const refs = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', question), typeId: ids().encode(choice.foreignType), chapterIds: [ids().encode(999_999)] });
    expect(refs.data!.updateQuestion).toMatchObject({
      fieldErrors: [
        { field: 'typeId', messages: ['Kies een vraagtype van dit vak'] },
        { field: 'chapterIds.0', messages: ['Kies een hoofdstuk van dit vak'] },
      ],
    });
    const rest = await clients.admin!.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/questions/${ids().encode(question)}`, {
      type_id: ids().encode(choice.foreignType),
      highlights: [{ text: 'x'.repeat(256) }],
    });
    expect([rest.status, Object.keys(rest.body.errors)]).toEqual([422, ['highlights.0.text']]);
    expect(await db().question.findUniqueOrThrow({ where: { id: question }, select: { text: true, points: true, version: true, typeId: true } })).toEqual({
      text: 'Blijft',
      points: 1,
      version: 1,
      typeId: null,
    });
    expect(await audited('question', question)).toEqual([]);
  });

  it("makes new keywords the stream's tags: an exact match first, then a case variant, else a new tag (audited)", async () => {
    const { topic } = await newTopic();
    const question = await newQuestion(topic, { number: 1 });
    const answer = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', question), tagNames: ['energie', ' Vermogen ', 'Vermogen', 'Energie'] });
    expect(editOf(answer.data!.updateQuestion)).toMatchObject({ tagNames: ['Energie', 'Vermogen'] });
    const tags = await db().tag.findMany({ where: { streamId: stream }, orderBy: { id: 'asc' }, select: { id: true, name: true } });
    expect(tags.map((t) => t.name)).toEqual(['Energie', 'Vermogen']);
    const vermogen = tags[1]!.id;
    expect(await audited('tag', vermogen)).toEqual([{ userId: author, event: 'created', oldValues: null, newValues: { streamId: stream, name: 'Vermogen' } }]);
    expect(await db().questionTag.findMany({ where: { questionId: question }, orderBy: { tagId: 'asc' }, select: { tagId: true } })).toEqual([{ tagId: choice.tagEnergie }, { tagId: vermogen }]);
    // REST: tagNames the same way; the other stream's tags are not this stream's.
    const rest = await clients.admin!.json<{ tags: { name: string }[] }>('PUT', `/api/admin/questions/${ids().encode(question)}`, { tagNames: ['VERMOGEN', 'Arbeid'] });
    expect([rest.status, rest.body.tags.map((t) => t.name)]).toEqual([200, ['Arbeid', 'Vermogen']]);
    expect(await db().tag.count({ where: { streamId: stream } })).toBe(3);
    expect((await audited('question', question)).map((e) => [e.oldValues, e.newValues])).toEqual([
      [
        { tagNames: [], version: 1 },
        { tagNames: ['Energie', 'Vermogen'], version: 2 },
      ],
      [
        { tagNames: ['Energie', 'Vermogen'], version: 2 },
        { tagNames: ['Arbeid', 'Vermogen'], version: 3 },
      ],
    ]);
  });

  it('gives two saves racing with the same new keyword one tag, both saved', async () => {
    const { topic } = await newTopic();
    const [first, second] = [await newQuestion(topic, { number: 1 }), await newQuestion(topic, { number: 2 })];
    const answers = await Promise.all([first, second].map((q) => clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', q), tagNames: ['Golflengte'] })));
    expect(answers.map((a) => editOf(a.data!.updateQuestion)?.tagNames)).toEqual([['Golflengte'], ['Golflengte']]);
    const tags = await db().tag.findMany({ where: { streamId: stream, name: 'Golflengte' }, select: { id: true } });
    expect(tags).toHaveLength(1);
    expect(await db().auditEntry.count({ where: { auditableType: 'tag', auditableId: tags[0]!.id } })).toBe(1);
  });

  it('gives two saves racing with case variants of a new keyword one tag, spelled as the first made it', async () => {
    const { topic } = await newTopic();
    const [first, second] = [await newQuestion(topic, { number: 1 }), await newQuestion(topic, { number: 2 })];
    const answers = await Promise.all(
      (
        [
          [first, 'Trillingstijd'],
          [second, 'trillingstijd'],
        ] as const
      ).map(([q, name]) => clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', q), tagNames: [name] })),
    );
    const tags = await db().tag.findMany({ where: { streamId: stream, name: { equals: 'trillingstijd', mode: 'insensitive' } }, select: { name: true } });
    expect(tags).toHaveLength(1);
    expect(answers.map((a) => editOf(a.data!.updateQuestion)?.tagNames)).toEqual([[tags[0]!.name], [tags[0]!.name]]);
  });

  it('keeps a question save from linking a keyword that a merge removes at the same moment', async () => {
    const { topic } = await newTopic();
    const q = await newQuestion(topic, { number: 1 });
    const [kept, merged] = await Promise.all(['Amplitude', 'Uitwijking'].map((name) => db().tag.create({ data: { streamId: stream, name }, select: { id: true } })));
    const [save, merge] = await Promise.all([
      clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', q), tagNames: ['Uitwijking'] }),
      clients.author!.graphql<{ mergeTags: { __typename: string } }>('mutation($into: ID!, $from: [ID!]!) { mergeTags(targetId: $into, sourceIds: $from) { __typename } }', {
        into: ids().encode(kept!.id),
        from: [ids().encode(merged!.id)],
      }),
    ]);
    expect([save.errors, merge.errors]).toEqual([undefined, undefined]);
    // Whichever went first, the question ends with the kept keyword or the merged one moved onto it — never a link to
    // a deleted keyword, never a failed save.
    const links = await db().questionTag.findMany({ where: { questionId: q }, select: { tag: { select: { name: true } } } });
    expect([editOf(save.data!.updateQuestion) !== null, links.map((l) => l.tag.name)]).toEqual([true, expect.arrayContaining([expect.stringMatching(/^(Amplitude|Uitwijking)$/)])]);
    expect(await db().tag.count({ where: { id: merged!.id } })).toBe(0);
  });

  it("offers a method's chapters book by book, each book followed by its own chapters", async () => {
    const method = await db().methodology.create({ data: { name: 'Boekmethode' } });
    const chapter = async (name: string, title: string, position: number, parentId: number | null = null) =>
      (await db().chapter.create({ data: { streamId: stream, methodologyId: method.id, name, title, position, parentId } })).id;
    const deel1 = await chapter('Deel 1', 'Mechanica', 1);
    const deel2 = await chapter('Deel 2', 'Elektriciteit', 2);
    await chapter('H1', 'Stroom', 1, deel2);
    await chapter('H2', 'Krachten', 2, deel1);
    await chapter('H1', 'Beweging', 1, deel1);
    const { topic } = await newTopic();
    const q = await newQuestion(topic, { number: 1 });
    const answer = await clients.author!.graphql<{ adminQuestionByUrlId: { edit: { options: { methodologies: { name: string; chapters: { title: string; isBook: boolean }[] }[] } } } }>(
      `query ($urlId: String!) { adminQuestionByUrlId(urlId: $urlId) { edit { options { methodologies { name chapters { title isBook } } } } } }`,
      { urlId: ids().encode(q) },
    );
    const offered = answer.data!.adminQuestionByUrlId.edit.options.methodologies.find((m) => m.name === 'Boekmethode')!;
    expect(offered.chapters.map((c) => `${c.isBook ? '' : '  '}${c.title}`)).toEqual(['Mechanica', '  Beweging', '  Krachten', 'Elektriciteit', '  Stroom']);
  });

  it('lets a question depend only on an earlier one of its exam, each flag only for content that question has', async () => {
    const { exam, topic } = await newTopic();
    const topic2 = (await db().topic.create({ data: { examId: exam, name: 'Opgave 2', position: 2 } })).id;
    const q1 = await newQuestion(topic, { number: 1, introduction: 'Een veer.' });
    const q2 = await newQuestion(topic, { number: 2 });
    const q5 = await newQuestion(topic2, { number: 5 });
    const q7 = await newQuestion(topic2, { number: 7 });
    const file = await db().storedFile.findFirstOrThrow({ select: { id: true } });
    const figure = (await db().attachment.create({ data: { examId: exam, fileId: file.id, name: 'figuur' } })).id;
    await db().questionAttachment.create({ data: { questionId: q2, attachmentId: figure } });
    const elsewhere = await newQuestion((await newTopic()).topic, { number: 1, introduction: 'Ander examen' });
    const dep = (id: number, flags: Partial<Record<'introduction' | 'attachments' | 'appendixes', boolean>>) => ({
      questionId: ids().encode(id),
      introduction: false,
      attachments: false,
      appendixes: false,
      ...flags,
    });

    const earlier = await clients.author!.graphql<{ adminQuestionByUrlId: { edit: { earlierQuestions: unknown[] } } }>(
      `query ($urlId: String!) { adminQuestionByUrlId(urlId: $urlId) { edit { earlierQuestions { id number topicName hasIntroduction hasAttachments hasAppendixes } } } }`,
      { urlId: ids().encode(q5) },
    );
    expect(earlier.data!.adminQuestionByUrlId.edit.earlierQuestions).toEqual([
      { id: ids().encode(q1), number: 1, topicName: 'Opgave', hasIntroduction: true, hasAttachments: false, hasAppendixes: false },
      { id: ids().encode(q2), number: 2, topicName: 'Opgave', hasIntroduction: false, hasAttachments: true, hasAppendixes: false },
    ]);

    const refused = await clients.author!.graphql<Answer>(UPDATE, {
      id: gid('Question', q5),
      dependencies: [dep(q1, { introduction: true, attachments: true }), dep(q2, { appendixes: true }), dep(q7, { introduction: true }), dep(elsewhere, { introduction: true })],
    });
    expect(refused.data!.updateQuestion).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'dependencies.0.attachments', messages: ['De eerdere vraag heeft geen bijlagen'] },
        { field: 'dependencies.1.appendixes', messages: ['De eerdere vraag heeft geen uitwerkbijlagen'] },
        { field: 'dependencies.2.questionId', messages: ['Alleen een eerdere vraag (lager nummer) van dit examen'] },
        { field: 'dependencies.3.questionId', messages: ['Alleen een eerdere vraag (lager nummer) van dit examen'] },
      ],
    });
    expect(await db().questionDependency.count({ where: { questionId: q5 } })).toBe(0);

    // Across topics by number; an entry without a true flag is dropped.
    const saved = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', q5), dependencies: [dep(q2, { attachments: true }), dep(q1, { introduction: true }), dep(q1, {})] });
    expect(editOf(saved.data!.updateQuestion).dependencies).toEqual([
      { questionId: ids().encode(q1), introduction: true, attachments: false, appendixes: false },
      { questionId: ids().encode(q2), introduction: false, attachments: true, appendixes: false },
    ]);
    // A new number below its dependencies is refused.
    const renumbered = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', q5), number: 2 });
    expect(renumbered.data!.updateQuestion).toMatchObject({ fieldErrors: [{ field: 'dependencies.1.questionId' }] });
    // REST keeps only entries with a true flag.
    const rest = await clients.admin!.json<{ dependencies: { id: string; question_dependency: Record<string, boolean> }[] }>('PUT', `/api/admin/questions/${ids().encode(q5)}`, {
      dependencies: [
        { id: ids().encode(q1), introduction: false, attachments: false, appendixes: false },
        { id: ids().encode(q2), introduction: false, attachments: true, appendixes: false },
      ],
    });
    expect([rest.status, rest.body.dependencies]).toEqual([
      200,
      [{ id: ids().encode(q2), number: 2, introduction: null, question_dependency: { introduction: false, attachments: true, appendixes: false } }],
    ]);
    expect((await audited('question', q5)).map((e) => e.newValues)).toEqual([
      {
        dependencies: [
          { questionId: q1, introduction: true, attachments: false, appendixes: false },
          { questionId: q2, introduction: false, attachments: true, appendixes: false },
        ],
        version: 2,
      },
      { dependencies: [{ questionId: q2, introduction: false, attachments: true, appendixes: false }], version: 3 },
    ]);
  });

  it('refuses a save based on an older version with the fields changed since (GraphQL); REST without version wins, with an old one 409', async () => {
    const { topic } = await newTopic();
    const question = await newQuestion(topic, { number: 1, points: 1, text: 'Begin' });
    await clients.author!.graphql(UPDATE, { id: gid('Question', question), version: 1, text: 'Van A' });
    await clients.author!.graphql(UPDATE, { id: gid('Question', question), version: 2, points: 3 });
    const b = await clients.admin!.graphql<Answer>(UPDATE, { id: gid('Question', question), version: 1, text: 'Van B' });
    expect(b.data!.updateQuestion).toEqual({
      __typename: 'QuestionConflictError',
      message: 'Deze vraag is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
      changedFields: ['points', 'text'],
      changedFieldNames: ['points', 'text'],
      currentVersion: 3,
      current: { text: 'Van A', points: 3, version: 3 },
    });
    const stale = await clients.admin!.json<Record<string, unknown>>('PUT', `/api/admin/questions/${ids().encode(question)}`, { text: 'Van C', version: 2 });
    expect([stale.status, stale.body]).toEqual([409, { message: 'The question was changed by someone else since the version you edited.', version: 3, changed: ['points'] }]);
    const legacy = await clients.admin!.json<{ text: string; version: number }>('PUT', `/api/admin/questions/${ids().encode(question)}`, { text: 'Van C' });
    expect([legacy.status, legacy.body.text, legacy.body.version]).toEqual([200, 'Van C', 4]);
    expect(await db().question.findUniqueOrThrow({ where: { id: question }, select: { text: true, points: true } })).toEqual({ text: 'Van C', points: 3 });
  });
});

describe('deleting questions', () => {
  it('deletes a question with its answers, recorded with its fields', async () => {
    const { topic } = await newTopic();
    const question = await newQuestion(topic, { number: 4, points: 2, text: 'Weg ermee' });
    await db().answer.create({ data: { questionId: question, sections: { create: [{ correction: 'stap', points: 2 }] } } });
    const answer = await clients.author!.graphql<Answer>(DELETE, { id: gid('Question', question) });
    expect(answer.data!.deleteQuestion.__typename).toBe('DeleteQuestionSuccess');
    expect([await db().question.count({ where: { id: question } }), await db().answer.count({ where: { questionId: question } })]).toEqual([0, 0]);
    expect(await audited('question', question)).toEqual([
      {
        userId: author,
        event: 'deleted',
        oldValues: {
          topicId: topic,
          number: 4,
          points: 2,
          timeInMinutes: null,
          complexity: null,
          proportionValue: null,
          typeId: null,
          introduction: null,
          text: 'Weg ermee',
          attachmentIds: [],
          appendixIds: [],
          chapterIds: [],
          domainIds: [],
          tagNames: [],
          highlights: [],
          dependencies: [],
          version: 1,
        },
        newValues: null,
      },
    ]);
    expect((await clients.author!.graphql<Answer>(DELETE, { id: gid('Question', question) })).data!.deleteQuestion.__typename).toBe('NotFoundError');
  });

  it("refuses a question in a teacher's set or practised by a student; REST 409; nothing changes", async () => {
    const { topic } = await newTopic();
    const inSet = await newQuestion(topic, { number: 1 });
    const practised = await newQuestion(topic, { number: 2, points: 2 });
    await createSetFixture(db(), { ownerId: await userIdOf(db(), 'docent@vraagwerk.nl'), streamId: stream, questionIds: [inSet] });
    const student = await userIdOf(db(), 'leerling@vraagwerk.nl');
    await db().score.create({ data: { userId: student, questionId: practised, streamId: stream, clientUpdatedAt: '2026-03-09T12:00:00.000Z', totalPoints: 2, scoredPoints: 1 } });
    for (const question of [inSet, practised]) {
      const answer = await clients.admin!.graphql<Answer>(DELETE, { id: gid('Question', question) });
      expect(answer.data!.deleteQuestion).toEqual({
        __typename: 'QuestionNotDeletedError',
        message: 'Kon de vraag niet verwijderen: ze staat in een opgavenset van een docent of leerlingen hebben haar al nagekeken.',
      });
      expect((await clients.admin!.json('DELETE', `/api/admin/questions/${ids().encode(question)}`)).status).toBe(409);
      expect(await audited('question', question)).toEqual([]);
    }
    expect(await db().question.count({ where: { topicId: topic } })).toBe(2);
  });
});

describe('the search and the topic cache follow at once', () => {
  it("finds a question's new text in the teachers' search, and the cache counts a new question and its points", async () => {
    const havo = await streamIdOf(db(), 'natuurkunde-havo');
    const user = await createUser(db(), { role: 'docent', email: 'zoeker-questions@example.test' });
    const license = await createLicense(db());
    await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: havo }] });
    const teacher = await signedInClient(suite.server, 'zoeker-questions@example.test');
    const topic = await db().topic.findFirstOrThrow({
      where: { exam: { streamId: havo, status: 'published' } },
      orderBy: { id: 'asc' },
      select: { id: true, name: true, questions: { select: { id: true }, orderBy: { number: 'asc' } } },
    });
    const search = async (text: string) =>
      (await teacher.json<{ name: string }[]>('GET', `/api/streams/${ids().encode(havo)}/search/results?filter[text]=${encodeURIComponent(text)}`)).body.map((t) => t.name);
    const cache = async () => {
      const c = (await db().topic.findUniqueOrThrow({ where: { id: topic.id }, select: { cache: true } })).cache as { questionCount: number; totalPoints: number };
      return [c.questionCount, c.totalPoints];
    };
    expect(await search('Zeppelinmotor')).toEqual([]);
    expect(await cache()).toEqual([4, 12]);

    const put = await clients.author!.graphql<Answer>(UPDATE, { id: gid('Question', topic.questions[0]!.id), text: 'Bereken de trekkracht van de Zeppelinmotor.' });
    expect(put.data!.updateQuestion.__typename).toBe('UpdateQuestionSuccess');
    expect(await search('Zeppelinmotor')).toEqual([topic.name]);

    const made = await clients.admin!.graphql<Answer>(CREATE, { topicId: gid('Topic', topic.id), text: 'Nog een vraag.', number: 50, points: 7 });
    expect(made.data!.createQuestion.__typename).toBe('CreateQuestionSuccess');
    expect(await cache()).toEqual([5, 19]);
  });
});
