// Text no field can store (a NUL, half a surrogate pair) and bodies nested thousands of levels deep (issue 43, item 5):
// refused with the field's own message, in document 4's English on REST and in Dutch on GraphQL, and nothing stored.
// Before, each reached the database or a recursion and answered 500.
import sharp from 'sharp';
import { createIdCodec } from '../../server/app/ids.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createSetFixture, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
let teacher: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  teacher = await signedInClient(server, 'docent@vraagwerk.nl');
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);

const NUL = 'Mar\u0000ieke';
const LONE_HIGH = 'Mar\ud800ieke';
const LONE_LOW = 'Mar\udc00ieke';
const DUTCH = 'Deze tekst bevat ongeldige tekens.';

/** What the teacher's account holds, to see that a refused request changed none of it. */
async function teacherState() {
  const user = await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { firstName: true, lastName: true, data: true } });
  const groups = await db().group.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true } });
  return { user, groups, feedback: await db().feedback.count(), registrations: await db().registration.count() };
}

/** A JSON body as text: JSON.stringify writes a lone surrogate as the escape \udXXX, as a client would send it. */
const body = (value: unknown) => JSON.stringify(value);

async function send(client: HttpClient, method: string, path: string, text: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'X-XSRF-TOKEN': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: text,
  });
  const answer = await response.text();
  return { status: response.status, body: answer ? (JSON.parse(answer) as Record<string, unknown>) : null };
}

describe('REST: text that cannot be stored is refused with the field’s message', () => {
  it.each([
    ['NUL', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ])('%s in profile, user profile, group name and feedback', async (_name, text) => {
    const before = await teacherState();
    const group = before.groups[0]!;
    const answers = [
      await send(teacher, 'POST', '/api/profile', body({ school: text })),
      await send(teacher, 'POST', '/api/profile', body({ manage_groups: ['Havo 4', text] })),
      await send(teacher, 'POST', '/api/userprofile', body({ first_name: text, last_name: 'van Dijk' })),
      await send(teacher, 'PUT', `/api/groups/${ids().encode(group.id)}`, body({ name: text })),
      await send(teacher, 'POST', '/api/feedback', body({ feedback: text })),
      // Kept as sent in the profile's data object: a value inside it, and a key.
      await send(teacher, 'POST', '/api/profile', body({ extra: { note: text } })),
      await send(teacher, 'POST', '/api/profile', body({ [text]: 'waarde' })),
    ];
    expect(answers).toEqual([
      { status: 422, body: { message: 'The given data was invalid.', errors: { school: ['The school contains invalid characters.'] } } },
      { status: 422, body: { message: 'The given data was invalid.', errors: { manage_groups: ['The manage groups contains invalid characters.'] } } },
      { status: 422, body: { message: 'The given data was invalid.', errors: { first_name: ['The first name contains invalid characters.'] } } },
      { status: 422, body: { message: 'The given data was invalid.', errors: { name: ['The name contains invalid characters.'] } } },
      { status: 422, body: { message: 'The given data was invalid.', errors: { feedback: ['The feedback contains invalid characters.'] } } },
      { status: 422, body: { message: 'The given data was invalid.', errors: { 'extra.note': ['The extra.note contains invalid characters.'] } } },
      { status: 422, body: { message: 'The given data was invalid.', errors: { body: ['The body contains invalid characters.'] } } },
    ]);
    expect(await teacherState()).toEqual(before);
  });

  it('in a query string too (a search’s free text), while text that only looks unusual still passes', async () => {
    const stream = ids().encode(await streamIdOf(db(), 'natuurkunde-havo'));
    const response = await teacher.get(`/api/streams/${stream}/search/results?filter[text]=ener%00gie`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The given data was invalid.', errors: { 'filter[text]': ['The filter[text] contains invalid characters.'] } });
    // A whole surrogate pair and other control characters are text like any other.
    expect((await teacher.get(`/api/streams/${stream}/search/results?filter[text]=${encodeURIComponent('energie 🏫\t')}`)).status).toBe(200);
    expect((await send(teacher, 'POST', '/api/profile', body({ school: 'Het Baken 🏫\tCollege' }))).status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' }, select: { data: true } });
    expect((user.data as { school: string }).school).toBe('Het Baken 🏫\tCollege');
  });

  // Found by the fuzzer (tests/fuzz): the messages were gathered in a plain object, where 'constructor' already named
  // Object's constructor, so the answer itself failed with a 500.
  it('under a field named like a member of every object (constructor, toString, hasOwnProperty)', async () => {
    const answers = [
      await send(teacher, 'POST', '/api/reset-password', `{"constructor":"${NUL.replace('\u0000', '\\u0000')}"}`),
      await send(teacher, 'POST', '/api/reset-password', '{"toString":"a\\ud800"}'),
      await send(teacher, 'POST', '/api/profile', '{"hasOwnProperty":"a\\udc00"}'),
    ];
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422]);
    expect(answers.map((a) => JSON.stringify(a.body))).toEqual([
      '{"message":"The given data was invalid.","errors":{"constructor":["The constructor contains invalid characters."]}}',
      '{"message":"The given data was invalid.","errors":{"toString":["The toString contains invalid characters."]}}',
      '{"message":"The given data was invalid.","errors":{"hasOwnProperty":["The hasOwnProperty contains invalid characters."]}}',
    ]);
  });
});

describe('a multipart field, which no schema reads: the domain’s own text rule', () => {
  it('refuses a NUL in the name sent with a photo of worked answers, in the upload form’s Dutch, and stores nothing', async () => {
    const topic = await db().topic.findFirstOrThrow({
      where: { exam: { stream: { slug: 'natuurkunde-havo' } } },
      select: { id: true, exam: { select: { streamId: true } }, questions: { orderBy: { number: 'asc' }, take: 1, select: { id: true } } },
    });
    const set = await createSetFixture(db(), {
      ownerId: await userIdOf(db(), 'docent@vraagwerk.nl'),
      streamId: topic.exam.streamId,
      name: 'Vreemde tekens',
      topicOrder: [topic.id],
      questionIds: [topic.questions[0]!.id],
    });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'uitwerking.png');
    form.append('name', NUL);
    const student = server.client();
    await student.csrf();
    const before = await Promise.all([db().elaboration.count(), db().storedFile.count()]);
    const response = await student.request('POST', `/api/collections/${set.key}/${ids().encode(topic.questions[0]!.id)}/elaborations`, form, { 'X-Device-Key': 'telefoon-nul' });
    expect([response.status, await response.json()]).toEqual([422, { message: 'The given data was invalid.', errors: { name: ['De naam bevat ongeldige tekens.'] } }]);
    expect(await Promise.all([db().elaboration.count(), db().storedFile.count()])).toEqual(before);
  });
});

interface FieldError {
  field: string;
  messages: string[];
}
type Refusal = { __typename: string; message?: string; fieldErrors?: FieldError[] };

describe('GraphQL: text that cannot be stored is refused with the field’s message', () => {
  const SAVE = `mutation ($input: ProfileInput!) { saveProfile(input: $input) {
    __typename ... on ValidationError { message fieldErrors { field messages } } } }`;

  it.each([
    ['NUL', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ])('%s in saveProfile, registerTrial, registerStudent and sendFeedback', async (_name, text) => {
    const before = await teacherState();
    const refusal = (field: string): Refusal => ({ __typename: 'ValidationError', message: DUTCH, fieldErrors: [{ field, messages: [DUTCH] }] });
    const saved = await teacher.graphql<{ saveProfile: Refusal }>(SAVE, { input: { firstName: text, lastName: 'van Dijk' } });
    const inList = await teacher.graphql<{ saveProfile: Refusal }>(SAVE, { input: { firstName: 'Marieke', lastName: 'van Dijk', manageGroups: ['Havo 4', text] } });
    const visitor = server.client();
    const trial = await visitor.graphql<{ registerTrial: Refusal }>(
      `mutation ($input: RegisterTrialInput!) { registerTrial(input: $input) { __typename ... on ValidationError { message fieldErrors { field messages } } } }`,
      { input: { firstName: 'Piet', lastName: text, email: 'piet@school.example.nl', license: 'proeflicentie-nask1', consent: true } },
    );
    const student = await visitor.graphql<{ registerStudent: Refusal }>(
      `mutation ($input: RegisterStudentInput!) { registerStudent(input: $input) { __typename ... on ValidationError { message fieldErrors { field messages } } } }`,
      { input: { firstName: text, lastName: 'Jansen', email: 'kim@school.example.nl', streams: ['natuurkunde-havo'], consent: true } },
    );
    const feedback = await visitor.graphql<{ sendFeedback: Refusal }>(
      `mutation ($input: FeedbackInput!) { sendFeedback(input: $input) { __typename ... on ValidationError { message fieldErrors { field messages } } } }`,
      { input: { feedback: text } },
    );
    expect([saved, inList, trial, student, feedback]).toEqual([
      { data: { saveProfile: refusal('firstName') } },
      { data: { saveProfile: refusal('manageGroups') } },
      { data: { registerTrial: refusal('lastName') } },
      { data: { registerStudent: refusal('firstName') } },
      { data: { sendFeedback: refusal('feedback') } },
    ]);
    expect(await teacherState()).toEqual(before);
  });

  it('written in the document itself as well as in variables', async () => {
    const result = await teacher.graphql<{ saveProfile: Refusal }>(
      `mutation { saveProfile(input: { firstName: "Mar\\u0000ieke", lastName: "van Dijk" }) { __typename ... on ValidationError { message fieldErrors { field messages } } } }`,
    );
    expect(result).toEqual({ data: { saveProfile: { __typename: 'ValidationError', message: DUTCH, fieldErrors: [{ field: 'firstName', messages: [DUTCH] }] } } });
    const user = await db().user.findUniqueOrThrow({ where: { id: await userIdOf(db(), 'docent@vraagwerk.nl') }, select: { firstName: true } });
    expect(user.firstName).toBe('Marieke');
  });

  it('on a field without a ValidationError in its answer: an error with the same sentence, not a masked one', async () => {
    const stream = ids().encode(await streamIdOf(db(), 'natuurkunde-havo'));
    const result = await teacher.graphql(`query ($urlId: String!, $text: String) { stream(urlId: $urlId) { searchTopics(filter: { text: $text }, first: 5) { edges { node { id } } } } }`, {
      urlId: stream,
      text: 'ener\u0000gie',
    });
    expect(result.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.field])).toEqual([[DUTCH, 'BAD_USER_INPUT', 'text']]);
  });
});

describe('bodies nested deeper than 64 levels', () => {
  const nested = (levels: number, leaf = '1') => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);
  const listed = (levels: number) => '['.repeat(levels) + '1' + ']'.repeat(levels);

  it('are refused with a 400 before anything walks them, on REST and GraphQL', async () => {
    const before = await teacherState();
    const answers = [
      await send(teacher, 'POST', '/api/profile', `{"extra":${nested(5000)}}`),
      await send(teacher, 'POST', '/api/profile', `{"extra":${listed(5000)}}`),
      await send(teacher, 'POST', '/api/feedback', nested(5000)),
      await send(teacher, 'POST', '/graphql', `{"query":"{ __typename }","variables":{"a":${nested(5000)}}}`),
      // Brackets inside a string are text, not nesting.
      await send(teacher, 'POST', '/api/profile', body({ extra: { note: '{['.repeat(200) } })),
      // 64 levels in all (the body's own object is the first) are still read.
      await send(teacher, 'POST', '/api/profile', `{"extra":${nested(63, '"diep"')}}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 200, 200]);
    expect(answers[0]!.body).toEqual({ message: 'Bad Request' });
    expect(answers[3]!.body).toEqual({ message: 'JSON nested deeper than 64 levels' });
    const after = await teacherState();
    expect(after.feedback).toBe(before.feedback);
    expect(JSON.stringify(after.user.data)).toContain('"diep"');
  });

  it('one level more than 64 is refused', async () => {
    const response = await send(teacher, 'POST', '/api/profile', `{"extra":${nested(64)}}`);
    expect(response.status).toBe(400);
  });
});
