// Profile data and onboarding, a student's group choice on a partner licence, the stream picker and the feedback
// tab: GraphQL and REST over HTTP against the seeded database, mail through a real SMTP server.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../server/app/ids.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf, uniqueEmail, userIdOf } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';
import { contextAs } from '../setup/appContext.ts';
import { chooseGroups, finishOnboardingStep, saveProfile, updateProfileData } from '../../server/domain/accounts/profile.ts';
import { setContactRequestStatus } from '../../server/domain/feedback/contact.ts';

const FEEDBACK = 'feedback@test.vraagwerk.nl';
const REQUIRED = 'Dit veld is verplicht';

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, FEEDBACK_EMAIL: FEEDBACK });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);

interface FieldError {
  field: string;
  messages: string[];
}
interface ProfileUser {
  firstName: string;
  lastName: string;
  school: string | null;
  place: string | null;
  course: string | null;
  grade: string | null;
  newsletter: boolean;
  hasProfile: boolean;
  manageGroups: string[];
  onboarding: { step1: boolean; step2: boolean };
}
type SaveResult = { __typename: 'ValidationError'; message: string; fieldErrors: FieldError[] } | { __typename: 'SaveProfileSuccess'; user: ProfileUser; viewer: { home: string } };

const SAVE = `mutation ($input: ProfileInput!) { saveProfile(input: $input) {
  __typename
  ... on ValidationError { message fieldErrors { field messages } }
  ... on SaveProfileSuccess {
    user { firstName lastName school place course grade newsletter hasProfile manageGroups onboarding { step1 step2 } }
    viewer { home }
  }
} }`;

async function save(client: HttpClient, input: Record<string, unknown>): Promise<SaveResult> {
  const result = await client.graphql<{ saveProfile: SaveResult }>(SAVE, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.saveProfile;
}
const errorsOf = (result: SaveResult) => {
  expect(result.__typename).toBe('ValidationError');
  return Object.fromEntries((result as { fieldErrors: FieldError[] }).fieldErrors.map((e) => [e.field, e.messages]));
};

async function fixtureClient(role: 'docent' | 'leerling' | 'participant' | 'author' | 'admin', data?: object) {
  const user = await createUser(db(), { role, data });
  return { user, client: await signedInClient(server, user.email) };
}

async function home(client: HttpClient): Promise<string> {
  return (await client.graphql<{ viewer: { home: string } }>('{ viewer { home } }')).data!.viewer.home;
}

describe('saveProfile: the rules per role', () => {
  it.each([
    ['docent', { firstName: '', lastName: '' }, { firstName: [REQUIRED], lastName: [REQUIRED], school: [REQUIRED], place: [REQUIRED] }],
    ['docent', { firstName: '   ', lastName: 'Jansen', school: 'Het Lyceum', place: ' ' }, { firstName: [REQUIRED], place: [REQUIRED] }],
    ['participant', { firstName: 'Pim', lastName: 'Jansen' }, { school: [REQUIRED], place: [REQUIRED] }],
    ['leerling', { firstName: 'Sam', lastName: 'Jansen' }, { course: [REQUIRED], grade: [REQUIRED] }],
    ['leerling', { firstName: '', lastName: '', course: 'Natuurkunde' }, { firstName: [REQUIRED], lastName: [REQUIRED], grade: [REQUIRED] }],
    ['leerling', { firstName: 'Sam', lastName: 'Jansen', course: 'Biologie', grade: 'Havo 4' }, { course: ['Kies een vak uit de lijst'] }],
    ['author', { firstName: '', lastName: 'Schrijver' }, { firstName: [REQUIRED] }],
    ['admin', { firstName: 'x'.repeat(256), lastName: 'Beheer' }, { firstName: ['Maximaal 255 tekens'] }],
  ] as const)('%s with %j → %j', async (role, input, expected) => {
    const { user, client } = await fixtureClient(role);
    expect(errorsOf(await save(client, input))).toEqual(expected);
    const stored = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect([stored.firstName, stored.data]).toEqual(['Fixture', null]);
  });

  it('tells the message of the whole form', async () => {
    const { client } = await fixtureClient('docent');
    expect(await save(client, { firstName: '', lastName: '' })).toMatchObject({ __typename: 'ValidationError', message: 'Controleer de velden.' });
  });

  it.each(['Vmbo 3', 'Vmbo 4', 'Havo 4', 'Havo 5', 'Vwo 5', 'Vwo 6'])('accepts the grade %s for a leerling', async (grade) => {
    const { user, client } = await fixtureClient('leerling');
    const result = await save(client, { firstName: 'Sam', lastName: 'de Boer', course: 'Natuurkunde', grade });
    expect(result).toMatchObject({ __typename: 'SaveProfileSuccess', user: { course: 'Natuurkunde', grade, hasProfile: true } });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { data: true } })).toEqual({ data: { course: 'Natuurkunde', grade } });
  });

  it.each(['Vmbo 2', 'Vmbo 5', 'Havo 3', 'Havo 6', 'Vwo 4', 'Vwo 7', '4', 'havo4'])('refuses the grade %s', async (grade) => {
    const { client } = await fixtureClient('leerling');
    expect(errorsOf(await save(client, { firstName: 'Sam', lastName: 'de Boer', course: 'Natuurkunde', grade }))).toEqual({ grade: ['Kies een klas uit de lijst'] });
  });

  it('saves a teacher profile trimmed, finishes onboarding step 1 and moves the home to step 2', async () => {
    const { user, client } = await fixtureClient('docent');
    expect(await home(client)).toBe('teacherOnboarding1');
    const result = await save(client, { firstName: ' Ilse ', lastName: ' de Wit ', school: ' Het Baken ', place: ' Almere ', newsletter: true });
    expect(result).toEqual({
      __typename: 'SaveProfileSuccess',
      user: {
        firstName: 'Ilse',
        lastName: 'de Wit',
        school: 'Het Baken',
        place: 'Almere',
        course: null,
        grade: null,
        newsletter: true,
        hasProfile: true,
        manageGroups: [],
        onboarding: { step1: true, step2: false },
      },
      viewer: { home: 'teacherOnboarding2' },
    });
    expect(await home(client)).toBe('teacherOnboarding2');
    const stored = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ firstName: 'Ilse', lastName: 'de Wit', newsletter: true, data: { school: 'Het Baken', place: 'Almere', onboarding: { step1: 'finished' } } });

    // Saving again keeps what onboarding has reached.
    await client.graphql('mutation { finishOnboarding(step: 2) { __typename } }');
    await save(client, { firstName: 'Ilse', lastName: 'de Wit', school: 'Het Baken', place: 'Zwolle' });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { data: true } })).toEqual({
      data: { school: 'Het Baken', place: 'Zwolle', onboarding: { step1: 'finished', step2: 'finished' } },
    });
    expect(await home(client)).toBe('teacher');
  });

  it('does not let a leerling set a school or a teacher set a grade', async () => {
    const { user, client } = await fixtureClient('leerling');
    await save(client, { firstName: 'Sam', lastName: 'Bos', course: 'Scheikunde', grade: 'Vwo 5', school: 'Elders', place: 'Ergens' });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toEqual({ course: 'Scheikunde', grade: 'Vwo 5' });
    const teacher = await fixtureClient('docent');
    await save(teacher.client, { firstName: 'Tom', lastName: 'Bos', school: 'S', place: 'P', course: 'Scheikunde', grade: 'Vwo 5' });
    expect((await db().user.findUniqueOrThrow({ where: { id: teacher.user.id } })).data).toEqual({ school: 'S', place: 'P', onboarding: { step1: 'finished' } });
  });
});

describe('finishOnboarding', () => {
  const FINISH = `mutation ($step: Int!) { finishOnboarding(step: $step) {
    __typename
    ... on ValidationError { fieldErrors { field messages } }
    ... on FinishOnboardingSuccess { user { onboarding { step1 step2 } } viewer { home } }
  } }`;

  it('finishes step 2 (skip or "Ga naar de homepage"): the teacher home', async () => {
    const { user, client } = await fixtureClient('docent', { school: 'S', place: 'P', onboarding: { step1: 'finished' } });
    expect(await home(client)).toBe('teacherOnboarding2');
    const result = await client.graphql<{ finishOnboarding: unknown }>(FINISH, { step: 2 });
    expect(result.data!.finishOnboarding).toEqual({
      __typename: 'FinishOnboardingSuccess',
      user: { onboarding: { step1: true, step2: true } },
      viewer: { home: 'teacher' },
    });
    expect(await home(client)).toBe('teacher');
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toEqual({ school: 'S', place: 'P', onboarding: { step1: 'finished', step2: 'finished' } });
  });

  it('does not skip step 1: without a profile the teacher stays on step 1', async () => {
    const { client } = await fixtureClient('docent');
    await client.graphql(FINISH, { step: 2 });
    expect(await home(client)).toBe('teacherOnboarding1');
  });

  it.each([0, 3, -1])('refuses step %i', async (step) => {
    const { user, client } = await fixtureClient('docent');
    const result = await client.graphql<{ finishOnboarding: unknown }>(FINISH, { step });
    expect(result.data!.finishOnboarding).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'step', messages: ['Stap 1 of 2'] }] });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toBeNull();
  });

  it('REST: POST /api/profile with onboarding.step2 finished does the same', async () => {
    const { client } = await fixtureClient('docent', { school: 'S', place: 'P', onboarding: { step1: 'finished' } });
    expect(await client.json('POST', '/api/profile', { onboarding: { step2: 'finished' } })).toEqual({ status: 200, body: { message: 'ok' } });
    expect(await client.json('GET', '/api/profile')).toEqual({ status: 200, body: { school: 'S', place: 'P', onboarding: { step1: 'finished', step2: 'finished' } } });
    expect(await home(client)).toBe('teacher');
  });
});

describe('REST /api/userprofile and /api/profile', () => {
  it('saves names, newsletter and the profile data of a teacher, finishing onboarding step 1', async () => {
    const { client } = await fixtureClient('docent');
    const result = await client.json('POST', '/api/userprofile', { first_name: 'Joost', last_name: 'Mulder', newsletter: 1, data: { school: 'Het College', place: 'Ede' } });
    expect(result).toEqual({ status: 200, body: { message: 'ok' } });
    const me = await client.json<Record<string, unknown>>('GET', '/api/user');
    expect(me.body).toMatchObject({ first_name: 'Joost', last_name: 'Mulder', full_name: 'Joost Mulder', newsletter: 1 });
    expect(await client.json('GET', '/api/profile')).toEqual({ status: 200, body: { school: 'Het College', place: 'Ede', onboarding: { step1: 'finished' } } });
    expect(await home(client)).toBe('teacherOnboarding2');
  });

  it('answers the rules with snake_case fields', async () => {
    const teacher = await fixtureClient('docent');
    expect(await teacher.client.json('POST', '/api/userprofile', { first_name: '', last_name: 'Mulder', data: { school: 'Het College' } })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { first_name: ['The first name field is required.'], place: ['The place field is required.'] } },
    });
    const student = await fixtureClient('leerling');
    expect(await student.client.json('POST', '/api/userprofile', { first_name: 'Sam', last_name: 'Bos', data: { course: 'Natuurkunde', grade: 'Havo 7' } })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { grade: ['The selected grade is invalid.'] } },
    });
    expect((await student.client.json('POST', '/api/userprofile', { first_name: 'Sam', last_name: 'Bos', newsletter: false, data: { course: 'Natuurkunde', grade: 'Havo 5' } })).status).toBe(200);
    expect((await student.client.json('GET', '/api/profile')).body).toEqual({ course: 'Natuurkunde', grade: 'Havo 5' });
  });

  it('POST /api/profile changes the stored school without touching the names', async () => {
    const { user, client } = await fixtureClient('docent', { school: 'Oud', place: 'P', onboarding: { step1: 'finished', step2: 'finished' } });
    expect(await client.json('POST', '/api/profile', { school: 'Nieuw College' })).toEqual({ status: 200, body: { message: 'ok' } });
    const stored = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ firstName: 'Fixture', lastName: 'Gebruiker', data: { school: 'Nieuw College', place: 'P', onboarding: { step1: 'finished', step2: 'finished' } } });
    expect((await client.json('POST', '/api/profile', { place: '  ' })).status).toBe(422);
  });

  it('POST /api/profile keeps the other keys of the data object, bounded in size, and never lets them set its own keys', async () => {
    const { user, client } = await fixtureClient('docent', { school: 'S', place: 'P', onboarding: { step1: 'finished', step2: 'finished' } });
    const kept = await client.json('POST', '/api/profile', { theme: 'donker', widgets: [1, 2, 3], use_groups: null, manage_groups: null });
    expect(kept).toEqual({ status: 200, body: { message: 'ok' } });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toEqual({
      school: 'S',
      place: 'P',
      onboarding: { step1: 'finished', step2: 'finished' },
      theme: 'donker',
      widgets: [1, 2, 3],
    });
    const tooBig = await client.json('POST', '/api/profile', { notes: 'x'.repeat(9000) });
    expect(tooBig).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { data: ['The data may not be greater than 8192 characters.'] } } });
    expect((await client.json<Record<string, unknown>>('GET', '/api/profile')).body).not.toHaveProperty('notes');
  });

  it('bounds every text field: a 100,000-character school name is refused and nothing is stored', async () => {
    const { user, client } = await fixtureClient('docent', { school: 'S', place: 'P', onboarding: { step1: 'finished', step2: 'finished' } });
    const result = await client.json('POST', '/api/profile', { school: 'x'.repeat(100_000) });
    expect(result).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { school: ['The school may not be greater than 255 characters.'] } } });
    const long = await client.json('POST', '/api/userprofile', { first_name: 'x'.repeat(256), last_name: 'B', data: { school: 'S', place: 'P' } });
    expect(long).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { first_name: ['The first name may not be greater than 255 characters.'] } } });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toMatchObject({ school: 'S' });
    // GraphQL keeps the same bound, in Dutch.
    expect(errorsOf(await save(client, { firstName: 'A', lastName: 'B', school: 'x'.repeat(256), place: 'P' }))).toEqual({ school: ['Maximaal 255 tekens'] });
  });

  it.each([
    ['a string', '"alleen tekst"', 'application/json'],
    ['a number', '42', 'application/json'],
    ['plain text', 'school=Nieuw', 'text/plain'],
    ['a list', '[1, 2]', 'application/json'],
  ])('answers a body that is %s with 422 (never a 500) and changes nothing', async (_name, body, type) => {
    const { user, client } = await fixtureClient('docent', { school: 'S', place: 'P' });
    const sent = await fetch(`${server.url}/api/profile`, {
      method: 'POST',
      headers: { 'Content-Type': type, Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-XSRF-TOKEN': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!) },
      body,
    });
    expect(sent.status).toBe(422);
    expect(await sent.json()).toEqual({ message: 'The given data was invalid.', errors: { body: ['The body must be an object.'] } });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toEqual({ school: 'S', place: 'P' });
  });

  it('answers malformed JSON with 400 and no internal detail', async () => {
    const { client } = await fixtureClient('docent');
    const sent = await fetch(`${server.url}/api/profile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-XSRF-TOKEN': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!) },
      body: '{"school": ',
    });
    expect(sent.status).toBe(400);
    expect(await sent.json()).toEqual({ message: 'Bad Request' });
  });
});

describe('a partner licence (boom): classes and groups', () => {
  let license: Awaited<ReturnType<typeof createLicense>>;
  let other: Awaited<ReturnType<typeof createLicense>>;
  const GROUPS = `{ viewer { home hasGroups choosableGroups { id name stream { slug } } } }`;
  const CHOOSE = `mutation ($ids: [ID!]!) { chooseGroups(groupIds: $ids) {
    __typename
    ... on ValidationError { fieldErrors { field messages } }
    ... on ChooseGroupsSuccess { viewer { home hasGroups } user { seats { groups { name } } } }
  } }`;

  beforeAll(async () => {
    license = await createLicense(db(), {
      type: 'boom',
      brinId: '99ZZ',
      groups: [
        { name: 'Natuurkunde Havo 4', streamSlug: 'natuurkunde-havo' },
        { name: 'Natuurkunde Havo 5', streamSlug: 'natuurkunde-havo' },
      ],
    });
    other = await createLicense(db(), { type: 'boom', brinId: '88YY', groups: [{ name: 'Natuurkunde Havo 4', streamSlug: 'natuurkunde-havo' }] });
  });

  async function student() {
    const user = await createUser(db(), { role: 'leerling' });
    const seat = await createSeat(db(), {
      licenseId: license.id,
      userId: user.id,
      role: 'leerling',
      privileges: [{ action: 'oefensets uitvoeren', objectId: await streamIdOf(db(), 'natuurkunde-havo') }],
    });
    return { user, seat, client: await signedInClient(server, user.email) };
  }

  it('sends a student with one seat and no groups to group selection, listing the groups of their licence', async () => {
    const { client } = await student();
    const viewer = (await client.graphql<{ viewer: { home: string; hasGroups: boolean; choosableGroups: { name: string; stream: { slug: string } }[] } }>(GROUPS)).data!.viewer;
    expect(viewer.home).toBe('studentGroups');
    expect(viewer.hasGroups).toBe(false);
    expect(viewer.choosableGroups.map((g) => [g.name, g.stream.slug])).toEqual([
      ['Natuurkunde Havo 4', 'natuurkunde-havo'],
      ['Natuurkunde Havo 5', 'natuurkunde-havo'],
    ]);
  });

  it('chooses groups: they replace the seat’s groups and the student home follows', async () => {
    const { user, seat, client } = await student();
    const choosable = (await client.graphql<{ viewer: { choosableGroups: { id: string; name: string }[] } }>(GROUPS)).data!.viewer.choosableGroups;
    const havo5 = choosable.find((g) => g.name === 'Natuurkunde Havo 5')!;
    const result = await client.graphql<{ chooseGroups: unknown }>(CHOOSE, { ids: [havo5.id] });
    expect(result.data!.chooseGroups).toEqual({
      __typename: 'ChooseGroupsSuccess',
      viewer: { home: 'student', hasGroups: true },
      user: { seats: [{ groups: [{ name: 'Natuurkunde Havo 5' }] }] },
    });
    expect((await db().seatGroup.findMany({ where: { seatId: seat.id } })).map((g) => g.groupId)).toEqual([license.groups[1]!.id]);

    // Choosing again replaces, it does not add.
    await client.graphql(CHOOSE, { ids: choosable.map((g) => g.id) });
    const again = await client.graphql<{ chooseGroups: unknown }>(CHOOSE, { ids: [choosable[0]!.id] });
    expect(again.data!.chooseGroups).toMatchObject({ user: { seats: [{ groups: [{ name: 'Natuurkunde Havo 4' }] }] } });
    expect((await client.json<{ name: string }[]>('GET', '/api/groups')).body.map((g) => g.name)).toEqual(['Natuurkunde Havo 4']);
    expect((await client.json('GET', '/api/profile')).body).toEqual({ use_groups: [ids().encode(license.groups[0]!.id)] });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toEqual({ use_groups: [license.groups[0]!.id] });
  });

  it.each([
    ['no group', () => [], 'Kies minimaal één groep'],
    ['a group of another licence', () => [encodeGlobalID('Group', other.groups[0]!.id)], 'Onbekende groep'],
    ['a stream id instead of a group id', async () => [encodeGlobalID('Stream', await streamIdOf(db(), 'natuurkunde-havo'))], 'Onbekende groep'],
    ['a group that does not exist', () => [encodeGlobalID('Group', 999999)], 'Onbekende groep'],
  ] as [string, () => string[] | Promise<string[]>, string][])('refuses %s', async (_name, groupIds, message) => {
    const { seat, client } = await student();
    const result = await client.graphql<{ chooseGroups: unknown }>(CHOOSE, { ids: await groupIds() });
    expect(result.data!.chooseGroups).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'groups', messages: [message] }] });
    expect(await db().seatGroup.count({ where: { seatId: seat.id } })).toBe(0);
  });

  it('refuses a student without a partner-licence seat', async () => {
    const { client } = await fixtureClient('leerling');
    const result = await client.graphql<{ chooseGroups: unknown }>(CHOOSE, { ids: [encodeGlobalID('Group', license.groups[0]!.id)] });
    expect(result.data!.chooseGroups).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'groups', messages: ['Je hebt geen licentie met groepen'] }] });
    expect((await client.graphql<{ viewer: { choosableGroups: unknown[] } }>(GROUPS)).data!.viewer.choosableGroups).toEqual([]);
  });

  it('REST: POST /api/profile with use_groups (opaque ids) chooses the groups', async () => {
    const { client } = await student();
    const result = await client.json('POST', '/api/profile', { use_groups: [ids().encode(license.groups[1]!.id)] });
    expect(result).toEqual({ status: 200, body: { message: 'ok' } });
    expect((await client.json<{ name: string }[]>('GET', '/api/groups')).body.map((g) => g.name)).toEqual(['Natuurkunde Havo 5']);
    expect((await client.json('POST', '/api/profile', { use_groups: [ids().encode(other.groups[0]!.id)] })).status).toBe(422);
    expect((await client.json<{ name: string }[]>('GET', '/api/groups')).body.map((g) => g.name)).toEqual(['Natuurkunde Havo 5']);
  });

  it('REST: POST /api/profile that fails validation changes nothing, not even the valid groups sent with it', async () => {
    const { user, seat, client } = await student();
    await client.json('POST', '/api/profile', { use_groups: [ids().encode(license.groups[0]!.id)] });
    const dataBefore = (await db().user.findUniqueOrThrow({ where: { id: user.id } })).data;
    // Valid groups with an invalid grade: the whole request is refused.
    const refused = await client.json('POST', '/api/profile', { use_groups: [ids().encode(license.groups[1]!.id)], course: 'Natuurkunde', grade: 'Havo 9' });
    expect(refused).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { grade: ['The selected grade is invalid.'] } } });
    expect((await db().seatGroup.findMany({ where: { seatId: seat.id } })).map((g) => g.groupId)).toEqual([license.groups[0]!.id]);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toEqual(dataBefore);
    // Valid groups with a valid grade: both are saved.
    expect((await client.json('POST', '/api/profile', { use_groups: [ids().encode(license.groups[1]!.id)], course: 'Natuurkunde', grade: 'Havo 5' })).status).toBe(200);
    expect((await db().seatGroup.findMany({ where: { seatId: seat.id } })).map((g) => g.groupId)).toEqual([license.groups[1]!.id]);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).data).toEqual({ use_groups: [license.groups[1]!.id], course: 'Natuurkunde', grade: 'Havo 5' });
  });

  it('REST: manage_groups applies on any licence with a school code (BRIN), not only a partner licence', async () => {
    const school = await createLicense(db(), { type: 'schoollicentie', brinId: '12AB', groups: [{ name: '4H1', streamSlug: 'natuurkunde-havo' }] });
    const user = await createUser(db(), { role: 'docent', data: { school: 'S', place: 'P' } });
    await createSeat(db(), { licenseId: school.id, userId: user.id, role: 'docent' });
    const client = await signedInClient(server, user.email);
    expect(await client.json('POST', '/api/profile', { manage_groups: ['4H1'] })).toEqual({ status: 200, body: { message: 'ok' } });
    const privileges = await db().privilege.findMany({ where: { seat: { userId: user.id }, action: 'groepen beheren' } });
    expect(privileges.map((p) => p.objectId)).toEqual([school.groups[0]!.id]);
    expect((await client.json<Record<string, unknown>>('GET', '/api/profile')).body).toMatchObject({ manage_groups: ['4H1'] });
  });

  it("asks a partner-licence teacher for their classes and grants 'groepen beheren' on them", async () => {
    const user = await createUser(db(), { role: 'docent' });
    await createSeat(db(), { licenseId: license.id, userId: user.id, role: 'docent', privileges: [{ action: 'opgavensets samenstellen', objectId: await streamIdOf(db(), 'natuurkunde-havo') }] });
    const client = await signedInClient(server, user.email);
    const base = { firstName: 'Eva', lastName: 'Kok', school: 'Boom College', place: 'Meppel' };
    expect(errorsOf(await save(client, base))).toEqual({ manageGroups: ['Kies minimaal één klas'] });
    expect(errorsOf(await save(client, { ...base, manageGroups: [] }))).toEqual({ manageGroups: ['Kies minimaal één klas'] });

    const result = await save(client, { ...base, manageGroups: ['Natuurkunde Havo 4', 'Bestaat niet'] });
    expect(result).toMatchObject({ __typename: 'SaveProfileSuccess', user: { manageGroups: ['Natuurkunde Havo 4'] } });
    const owned = await client.json<{ name: string; license: { brin_id: string } }[]>('GET', '/api/owned-groups');
    expect(owned.body.map((g) => [g.name, g.license.brin_id])).toEqual([['Natuurkunde Havo 4', '99ZZ']]);
    // Saving the same class again does not grant it twice.
    await save(client, { ...base, manageGroups: ['Natuurkunde Havo 4'] });
    const privileges = await db().privilege.findMany({ where: { seat: { userId: user.id }, action: 'groepen beheren' } });
    expect(privileges.map((p) => p.objectId)).toEqual([license.groups[0]!.id]);
    expect(privileges[0]!.end).toEqual(license.end);
  });
});

describe('chooseStream', () => {
  const CHOOSE = `mutation ($id: ID!) { chooseStream(streamId: $id) {
    __typename
    ... on Error { message }
    ... on ChooseStreamSuccess { viewer { currentStream { slug } currentStreamGrant { setMaking } } }
  } }`;
  const current = async (client: HttpClient) =>
    (await client.graphql<{ viewer: { currentStream: { slug: string } | null } }>('{ viewer { currentStream { slug } } }')).data!.viewer.currentStream?.slug ?? null;
  const streamGid = async (slug: string) => encodeGlobalID('Stream', await streamIdOf(db(), slug));

  it('refuses a stream without a grant (docent@ has no Wiskunde A Havo) and keeps the remembered one', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const result = await client.graphql<{ chooseStream: unknown }>(CHOOSE, { id: await streamGid('wiskunde-a-havo') });
    expect(result.data!.chooseStream).toEqual({ __typename: 'ForbiddenError', message: 'Dit vak valt niet onder je licentie.' });
    expect(await current(client)).toBe('natuurkunde-havo');
    expect((await db().user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' } })).currentStreamId).toBe(await streamIdOf(db(), 'natuurkunde-havo'));
  });

  it('refuses ids that are not streams', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    for (const id of [encodeGlobalID('User', await streamIdOf(db(), 'natuurkunde-vwo')), encodeGlobalID('Stream', 999999), 'rubbish']) {
      const result = await client.graphql<{ chooseStream: { __typename: string } }>(CHOOSE, { id });
      expect([id, result.data!.chooseStream.__typename]).toEqual([id, 'ForbiddenError']);
    }
  });

  it('remembers an allowed stream for later requests and sessions', async () => {
    const user = await createUser(db(), { role: 'docent', data: { school: 'S', place: 'P', onboarding: { step1: 'finished', step2: 'finished' } } });
    const license = await createLicense(db());
    await createSeat(db(), {
      licenseId: license.id,
      userId: user.id,
      privileges: [
        { action: 'opgavensets samenstellen', objectId: await streamIdOf(db(), 'natuurkunde-havo') },
        { action: 'beperkt opgavensets samenstellen', objectId: await streamIdOf(db(), 'scheikunde-vwo') },
      ],
    });
    const client = await signedInClient(server, user.email);
    expect(await current(client)).toBe('natuurkunde-havo');
    const result = await client.graphql<{ chooseStream: unknown }>(CHOOSE, { id: await streamGid('scheikunde-vwo') });
    expect(result.data!.chooseStream).toEqual({
      __typename: 'ChooseStreamSuccess',
      viewer: { currentStream: { slug: 'scheikunde-vwo' }, currentStreamGrant: { setMaking: 'limited' } },
    });
    expect(await current(client)).toBe('scheikunde-vwo');
    expect(await current(await signedInClient(server, user.email))).toBe('scheikunde-vwo');

    // When the grant goes, the remembered stream is no longer shown.
    await db().privilege.updateMany({ where: { seat: { userId: user.id }, objectId: await streamIdOf(db(), 'scheikunde-vwo') }, data: { isActive: false } });
    expect(await current(client)).toBe('natuurkunde-havo');
  });

  it('lets a leerling choose the stream of their practice grant and staff any stream', async () => {
    const leerling = await signedInClient(server, 'daan.jansen@leerling.example.nl');
    expect((await leerling.graphql<{ chooseStream: { __typename: string } }>(CHOOSE, { id: await streamGid('natuurkunde-havo') })).data!.chooseStream.__typename).toBe('ChooseStreamSuccess');
    expect((await leerling.graphql<{ chooseStream: { __typename: string } }>(CHOOSE, { id: await streamGid('nask1-vmbo') })).data!.chooseStream.__typename).toBe('ForbiddenError');
    const { client } = await fixtureClient('author');
    expect(await current(client)).toBe('nask1-vmbo');
    expect((await client.graphql<{ chooseStream: { __typename: string } }>(CHOOSE, { id: await streamGid('wiskunde-a-vwo') })).data!.chooseStream.__typename).toBe('ChooseStreamSuccess');
    expect(await current(client)).toBe('wiskunde-a-vwo');
  });

  it('falls back to the stream of the profile course and grade', async () => {
    const user = await createUser(db(), { role: 'leerling', data: { course: 'Natuurkunde', grade: 'Vwo 6' } });
    const license = await createLicense(db());
    await createSeat(db(), {
      licenseId: license.id,
      userId: user.id,
      role: 'leerling',
      privileges: ['nask1-vmbo', 'natuurkunde-havo', 'natuurkunde-vwo'].map(() => ({ action: 'oefensets uitvoeren', objectId: 0 })),
    });
    const privileges = await db().privilege.findMany({ where: { seat: { userId: user.id } }, orderBy: { id: 'asc' } });
    for (const [i, slug] of ['nask1-vmbo', 'natuurkunde-havo', 'natuurkunde-vwo'].entries()) {
      await db().privilege.update({ where: { id: privileges[i]!.id }, data: { objectId: await streamIdOf(db(), slug) } });
    }
    expect(await current(await signedInClient(server, user.email))).toBe('natuurkunde-vwo');
  });
});

describe('sendFeedback', () => {
  const SEND = `mutation ($input: FeedbackInput!) { sendFeedback(input: $input) {
    __typename
    ... on ValidationError { message fieldErrors { field messages } }
    ... on SendFeedbackSuccess { ok }
  } }`;

  it.each([
    ['an empty message', ''],
    ['only spaces', '   \n\t '],
  ])('refuses %s: "dit veld is verplicht", no row and no mail', async (_name, feedback) => {
    const before = await db().feedback.count();
    const mails = await db().outboxEmail.count({ where: { to: FEEDBACK } });
    const result = await server.client().graphql<{ sendFeedback: unknown }>(SEND, { input: { feedback } });
    expect(result.data!.sendFeedback).toEqual({ __typename: 'ValidationError', message: 'Controleer de velden.', fieldErrors: [{ field: 'feedback', messages: ['dit veld is verplicht'] }] });
    expect(await db().feedback.count()).toBe(before);
    expect(await db().outboxEmail.count({ where: { to: FEEDBACK } })).toBe(mails);
  });

  it('refuses a message over 2000 characters', async () => {
    const result = await server.client().graphql<{ sendFeedback: unknown }>(SEND, { input: { feedback: 'x'.repeat(2001) } });
    expect(result.data!.sendFeedback).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'feedback', messages: ['Maximaal 2000 tekens'] }] });
  });

  it('stores a real message with what it is about and mails it to the feedback address', async () => {
    const client = await signedInClient(server, 'leerling@vraagwerk.nl');
    const stream = await db().stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' } });
    const exam = await db().exam.findFirstOrThrow({ where: { streamId: stream.id, year: 2022, term: 2 } });
    const question = await db().question.findFirstOrThrow({ where: { topic: { examId: exam.id } }, orderBy: { number: 'asc' }, include: { topic: true, answers: { include: { sections: true } } } });
    const section = question.answers[0]!.sections[0]!;
    const arrived = smtp.waitFor(FEEDBACK);
    const result = await client.graphql<{ sendFeedback: unknown }>(SEND, {
      input: {
        feedback: '  Het tussenantwoord mist een eenheid.  ',
        streamId: encodeGlobalID('Stream', stream.id),
        examId: encodeGlobalID('Exam', exam.id),
        questionId: encodeGlobalID('Question', question.id),
        part: `section:${section.id}`,
      },
    });
    expect(result.data!.sendFeedback).toEqual({ __typename: 'SendFeedbackSuccess', ok: true });
    const row = await db().feedback.findFirstOrThrow({ where: { text: 'Het tussenantwoord mist een eenheid.' } });
    expect(row).toMatchObject({
      userId: await userIdOf(db(), 'leerling@vraagwerk.nl'),
      streamId: stream.id,
      examId: exam.id,
      questionId: question.id,
      collectionId: null,
      part: `answer_section#${section.id}`,
    });
    const mail = await arrived;
    expect(mail.subject).toBe('Feedback');
    expect(mail.to).toEqual([FEEDBACK]);
    expect(mail.text.trimEnd()).toBe(
      [
        'Feedback via Vraagwerk van Sanne de Vries <leerling@vraagwerk.nl>:',
        '',
        'Het tussenantwoord mist een eenheid.',
        '',
        'Vak: Natuurkunde Havo',
        'Examen: 2022-2',
        `Vraag: ${question.number} (${question.topic.name})`,
        `Onderdeel: answer_section#${section.id}`,
      ].join('\n'),
    );
  });

  it('takes feedback from a visitor, anonymously, and keeps the message over stale references', async () => {
    const arrived = smtp.waitFor(FEEDBACK);
    const result = await server.client().graphql<{ sendFeedback: unknown }>(SEND, {
      input: { feedback: 'Anonieme opmerking', streamId: encodeGlobalID('Stream', 999999), questionId: encodeGlobalID('Exam', 1), part: 'iets anders' },
    });
    expect(result.data!.sendFeedback).toEqual({ __typename: 'SendFeedbackSuccess', ok: true });
    expect(await db().feedback.findFirstOrThrow({ where: { text: 'Anonieme opmerking' } })).toMatchObject({ userId: null, streamId: null, examId: null, questionId: null, part: null });
    const mail = await arrived;
    expect(mail.text.split('\n')[0]).toBe('Feedback via Vraagwerk (anoniem):');
  });
});

describe('feedbackOptions: the cascade of the feedback tab', () => {
  const OPTIONS = `query ($s: ID, $e: ID, $q: ID) { feedbackOptions(streamId: $s, examId: $e, questionId: $q) { label value info } }`;
  interface Option {
    label: string;
    value: string | null;
    info: string | null;
  }
  const options = async (vars: { s?: string; e?: string; q?: string }) => {
    const result = await server.client().graphql<{ feedbackOptions: Option[] }>(OPTIONS, vars);
    expect(result.errors).toBeUndefined();
    return result.data!.feedbackOptions;
  };

  it('streams → exams → questions → parts', async () => {
    const streams = await options({});
    expect(streams.map((o) => o.label)).toEqual([
      'NaSk 1 Vmbo GT',
      'NaSk 2 Vmbo GT',
      'Natuurkunde Havo',
      'Natuurkunde Vwo',
      'Scheikunde Havo',
      'Scheikunde Vwo',
      'Wiskunde Vmbo GT',
      'Wiskunde A Havo',
      'Wiskunde A Vwo',
      'Wiskunde B Havo',
      'Wiskunde B Vwo',
    ]);
    const nask = streams[0]!;
    expect(nask.value).toBe(encodeGlobalID('Stream', await streamIdOf(db(), 'nask1-vmbo')));

    const exams = await options({ s: nask.value! });
    expect(exams.map((e) => e.label)).toEqual([
      '2024 1e tijdvak',
      '2023 1e tijdvak',
      '2023 2e tijdvak',
      '2022 1e tijdvak',
      '2022 2e tijdvak',
      '2021 1e tijdvak',
      '2021 2e tijdvak',
      '2019 1e tijdvak',
      '2019 2e tijdvak',
      '2018 1e tijdvak',
      '2018 2e tijdvak',
      '2017 1e tijdvak',
      '2017 2e tijdvak',
    ]);

    const exam = exams.find((e) => e.label === '2017 1e tijdvak')!;
    const questions = await options({ e: exam.value! });
    const rows = await db().question.findMany({
      where: { topic: { exam: { streamId: await streamIdOf(db(), 'nask1-vmbo'), year: 2017, term: 1 } } },
      orderBy: { number: 'asc' },
      include: { topic: true },
    });
    expect(questions.map((q) => q.label)).toEqual(rows.map((q) => `${q.topic.name}, vraag ${q.number}`));
    expect(questions.map((q) => q.value)).toEqual(rows.map((q) => encodeGlobalID('Question', q.id)));

    // A question with two general tips and a first answer of two steps, the first of which gets a second tip here.
    const question = await db().question.findFirstOrThrow({
      where: { id: { in: rows.map((r) => r.id) }, number: 2 },
      include: {
        tips: { orderBy: { position: 'asc' } },
        answers: { orderBy: { position: 'asc' }, include: { sections: { orderBy: { position: 'asc' }, include: { tips: { orderBy: { position: 'asc' } } } } } },
      },
    });
    const [first, second] = question.answers[0]!.sections;
    expect([question.tips.length, question.answers[0]!.sections.length, first!.tips.length]).toEqual([2, 2, 1]);
    const extra = await db().tip.create({ data: { answerSectionId: first!.id, position: 99, text: 'Denk aan de eenheid.' } });

    const parts = await options({ q: questions.find((q) => q.label.endsWith('vraag 2'))!.value! });
    // Asked by a visitor: the tips are named without their text (the content rule: tests/server/contentRule.test.ts).
    expect(parts).toEqual([
      { label: 'Vraag', value: null, info: null },
      { label: 'Algemene tip', value: `tip:${question.tips[0]!.id}`, info: null },
      { label: '2e algemene tip', value: `tip:${question.tips[1]!.id}`, info: null },
      { label: 'Tussenantwoord 1', value: `section:${first!.id}`, info: null },
      { label: 'Tussenantwoord 1, tip', value: `tip:${first!.tips[0]!.id}`, info: null },
      { label: 'Tussenantwoord 1, 2e tip', value: `tip:${extra.id}`, info: null },
      { label: 'Tussenantwoord 2', value: `section:${second!.id}`, info: null },
    ]);

    // The same cascade through REST, with opaque ids.
    const codec = ids();
    const examId = (await db().topic.findUniqueOrThrow({ where: { id: question.topicId } })).examId;
    const rest = await server
      .client()
      .json<{ label: string; value: string | null }[]>('GET', `/api/feedback/${codec.encode(await streamIdOf(db(), 'nask1-vmbo'))}/${codec.encode(examId)}/${codec.encode(question.id)}`);
    expect(rest.body.map((o) => o.label)).toEqual(parts.map((p) => p.label));
    expect(rest.body[5]!.value).toBe(`tip#${codec.encode(extra.id)}`);
  });

  it('offers nothing of an exam that is not published, and nothing for ids of the wrong type', async () => {
    const concept = await db().exam.findFirstOrThrow({ where: { status: 'concept' }, include: { topics: { include: { questions: true } } } });
    expect(await options({ e: encodeGlobalID('Exam', concept.id) })).toEqual([]);
    expect(await options({ q: encodeGlobalID('Question', concept.topics[0]!.questions[0]!.id) })).toEqual([]);
    expect(await options({ s: encodeGlobalID('Exam', concept.id) })).toEqual([]);
    expect(await options({ e: 'rubbish' })).toEqual([]);
  });

  it('names a one-step answer "Antwoord"', async () => {
    const question = await db().question.findFirstOrThrow({
      where: { topic: { exam: { status: 'published', stream: { slug: 'natuurkunde-havo' }, year: 2017, term: 1 } }, number: 12 },
      include: { answers: { include: { sections: true } } },
    });
    expect(question.answers[0]!.sections).toHaveLength(1);
    const parts = await options({ q: encodeGlobalID('Question', question.id) });
    expect(parts.map((p) => p.label)).toEqual(['Vraag', 'Algemene tip', 'Antwoord']);
  });
});

describe('profile data stays private to its owner', () => {
  it('shows another user none of it through GraphQL', async () => {
    const owner = await createUser(db(), { role: 'leerling', email: uniqueEmail('prive'), data: { course: 'Natuurkunde', grade: 'Havo 4' } });
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const result = await client.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { ... on User { email course grade } } }', { id: encodeGlobalID('User', owner.id) });
    expect(result.data!.node).toBeNull();
  });
});

describe('the commands take who acts from their context', () => {
  it('nobody signed in changes no profile: each profile command refuses', async () => {
    const nobody = await contextAs(db(), null);
    expect(await saveProfile(nobody, { firstName: 'A', lastName: 'B', newsletter: false })).toEqual({ kind: 'forbidden' });
    expect(await finishOnboardingStep(nobody, { step: 2 })).toEqual({ kind: 'forbidden' });
    expect(await chooseGroups(nobody, { groupIds: [1] })).toEqual({ kind: 'forbidden' });
    expect(await updateProfileData(nobody, { finishStep2: true, extra: {} })).toEqual({ kind: 'forbidden' });
  });

  it("saves the acting user's own profile", async () => {
    const user = await createUser(db(), { role: 'docent' });
    const result = await saveProfile(await contextAs(db(), user.id), { firstName: ' Ria ', lastName: 'Bos', newsletter: true, school: 'Het Lyceum', place: 'Delft' });
    expect(result).toEqual({ kind: 'ok' });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, newsletter: true } })).toEqual({ firstName: 'Ria', newsletter: true });
  });

  it("only an admin moves a contact request along, whoever's route calls it", async () => {
    const owner = await createUser(db(), { role: 'docent' });
    const { id } = await db().contactRequest.create({ data: { userId: owner.id } });
    expect(await setContactRequestStatus(await contextAs(db(), owner.id), { id, status: 'closed' })).toEqual({ kind: 'forbidden' });
    expect((await db().contactRequest.findUniqueOrThrow({ where: { id } })).status).toBe('open');
    const admin = await createUser(db(), { role: 'admin' });
    expect(await setContactRequestStatus(await contextAs(db(), admin.id), { id, status: 'closed' })).toMatchObject({ kind: 'ok', request: { id, status: 'closed' } });
  });
});
