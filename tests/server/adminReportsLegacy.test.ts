// The legacy report shapes of document 4 §13 (issue 46): GET /api/admin/custom/activities/all, the activity log's rows
// over a period with nobody named (devices and users numbered within the answer, no e-mail address), capped at 5,000
// rows, as a report of the registry (its CSV too); and GET /api/admin/custom/kpis in the legacy's column-per-week shape
// ({KPI, Aantal, "<YYYY-Www>": count or null}) over the chosen period, while its CSV keeps a row per week.
import { parse } from 'csv-parse/sync';
import type { HttpClient } from '../setup/client.ts';
import { createSetFixture, createUser, downloaded, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
const db = () => server.db.prisma;
let author: HttpClient;
const day = (text: string) => new Date(text);

beforeAll(async () => {
  server = await startTestServer();
  author = await signedInClient(server, 'auteur@vraagwerk.nl');
});
afterAll(async () => {
  await server.close();
});

const rows = async (path: string, client = author) => {
  const response = await client.get(`/api/admin/custom/${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
};

describe('Alle activiteiten (activities/all)', () => {
  beforeAll(async () => {
    const level = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
    const course = await db().course.create({ data: { name: 'Logkunde', slug: 'logkunde' } });
    const streamId = (await db().stream.create({ data: { slug: 'logkunde-havo', courseId: course.id, levelId: level.id } })).id;
    const exam = await db().exam.create({ data: { streamId, year: 2018, term: 1, status: 'published' } });
    const topic = await db().topic.create({ data: { examId: exam.id, name: 'Één opgave', position: 1 } });
    const question = await db().question.create({ data: { topicId: topic.id, number: 3, text: 'Vraag 3' } });
    const owner = await userIdOf(db(), 'docent@vraagwerk.nl');
    const set = await createSetFixture(db(), { ownerId: owner, streamId, questionIds: [question.id], name: 'Logset', createdAt: day('2019-05-01T12:00:00Z') });
    const student = (await createUser(db(), { role: 'leerling', email: 'kind-log@example.test' })).id;
    const teacher = (await createUser(db(), { role: 'docent', email: 'leraar-log@example.test' })).id;
    const log = (at: string, deviceKey: string, activity: string, more: { collectionId?: number; topicId?: number; questionId?: number; userId?: number } = {}) =>
      db().activityLog.create({ data: { deviceKey, sessionKey: `s-${deviceKey}`, origin: 'legacy-test', activity, createdAt: day(at), ...more } });
    await log('2019-05-05T21:59:00Z', 'dev-a', 'Te vroeg'); // 5 May 23:59 in the Netherlands: before the period
    await log('2019-05-06T08:00:00Z', 'dev-a', 'Opgave', { collectionId: set.id, topicId: topic.id, questionId: question.id });
    await log('2019-05-06T09:00:00Z', 'dev-b', 'Begin met nakijken', { collectionId: set.id, questionId: question.id, userId: student });
    await log('2019-05-07T21:30:00Z', 'dev-a', 'Ontvang een tip', { topicId: topic.id });
    await log('2019-05-08T10:00:00Z', 'dev-c', 'Login', { userId: student });
    await log('2019-05-09T10:00:00Z', 'dev-d', 'Login', { userId: teacher });
    await log('2019-05-12T22:30:00Z', 'dev-a', 'Te laat'); // 13 May 00:30 in the Netherlands: after the period
  });

  it('lists the period’s rows newest first, in Dutch time, with devices and users numbered, never named', async () => {
    const answer = await rows('activities/all?van=2019-05-06&tot=2019-05-12');
    const users = answer.map((r) => r.Gebruiker);
    // Users are numbered within the answer by a hash: the student's two rows share one number, the teacher has the other.
    expect(new Set([users[1], users[3]]).size).toBe(1);
    expect([users[0], users[1], users[3]].map((u) => String(u).replace(/ \d$/, '')).sort()).toEqual(['Docent', 'Leerling', 'Leerling']);
    expect(new Set([users[0], users[3]].map((u) => String(u).slice(-1)))).toEqual(new Set(['1', '2']));
    expect(answer.map((r) => (r.Gebruiker === 'Anoniem' ? r : { ...r, Gebruiker: undefined }))).toEqual([
      { Moment: '2019-05-09 12:00:00', Activiteit: 'Login', Herkomst: 'legacy-test', Set: null, Vak: null, Niveau: null, Opgave: null, Vraag: null, Apparaat: 'Apparaat 4', Gebruiker: undefined },
      { Moment: '2019-05-08 12:00:00', Activiteit: 'Login', Herkomst: 'legacy-test', Set: null, Vak: null, Niveau: null, Opgave: null, Vraag: null, Apparaat: 'Apparaat 3', Gebruiker: undefined },
      {
        Moment: '2019-05-07 23:30:00',
        Activiteit: 'Ontvang een tip',
        Herkomst: 'legacy-test',
        Set: null,
        Vak: 'Logkunde',
        Niveau: 'Havo',
        Opgave: 'Één opgave',
        Vraag: null,
        Apparaat: 'Apparaat 2',
        Gebruiker: 'Anoniem',
      },
      {
        Moment: '2019-05-06 11:00:00',
        Activiteit: 'Begin met nakijken',
        Herkomst: 'legacy-test',
        Set: 'Logset',
        Vak: 'Logkunde',
        Niveau: 'Havo',
        Opgave: null,
        Vraag: 3,
        Apparaat: 'Apparaat 1',
        Gebruiker: undefined,
      },
      {
        Moment: '2019-05-06 10:00:00',
        Activiteit: 'Opgave',
        Herkomst: 'legacy-test',
        Set: 'Logset',
        Vak: 'Logkunde',
        Niveau: 'Havo',
        Opgave: 'Één opgave',
        Vraag: 3,
        Apparaat: 'Apparaat 2',
        Gebruiker: 'Anoniem',
      },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/@|dev-|s-dev/);
  });

  it('is a report of the registry: listed, CSV with the Dutch labels, the KPIs’ period rules', async () => {
    expect(await rows('')).toContainEqual({ title: 'Alle activiteiten (de nieuwste 5.000)', path: '/admin/overzichten/activities/all', endpoint: '/api/admin/custom/activities/all' });
    const file = await downloaded(author, '/api/admin/custom/activities/all.csv?van=2019-05-06&tot=2019-05-06');
    expect(file.status).toBe(200);
    const table = parse(Buffer.from(file.data).toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    expect(table).toEqual([
      ['Moment', 'Activiteit', 'Herkomst', 'Set', 'Vak', 'Niveau', 'Opgave', 'Vraag', 'Apparaat', 'Gebruiker'],
      ['2019-05-06 11:00:00', 'Begin met nakijken', 'legacy-test', 'Logset', 'Logkunde', 'Havo', '', '3', 'Apparaat 1', 'Leerling 1'],
      ['2019-05-06 10:00:00', 'Opgave', 'legacy-test', 'Logset', 'Logkunde', 'Havo', 'Één opgave', '3', 'Apparaat 2', 'Anoniem'],
    ]);
    const long = await author.get('/api/admin/custom/activities/all?van=2018-01-01&tot=2020-03-01');
    expect([long.status, Object.keys(((await long.json()) as { errors: object }).errors)]).toEqual([422, ['van']]);
    expect((await author.get('/api/admin/custom/activities/all?van=2019-05-07&tot=2019-05-06')).status).toBe(422);
    const teacher = await signedInClient(server, 'docent@vraagwerk.nl');
    expect((await teacher.get('/api/admin/custom/activities/all')).status).toBe(403);
    expect((await server.client().get('/api/admin/custom/activities/all')).status).toBe(401);
  });

  it('answers at most 5,000 rows, the newest; without a period the twelve weeks up to today', async () => {
    const start = day('2018-03-01T00:00:00Z').getTime();
    await db().activityLog.createMany({
      data: Array.from({ length: 5001 }, (_, i) => ({ deviceKey: 'many', sessionKey: 'many', origin: 'legacy-cap', activity: `Klik ${i}`, createdAt: new Date(start + i * 60_000) })),
    });
    const capped = await rows('activities/all?van=2018-03-01&tot=2018-03-31');
    expect(capped).toHaveLength(5000);
    expect([capped[0]!.Activiteit, capped[4999]!.Activiteit]).toEqual(['Klik 5000', 'Klik 1']);

    await db().activityLog.createMany({
      data: [
        { deviceKey: 'old', sessionKey: 'old', origin: 'legacy-default', activity: 'Buiten', createdAt: day('2025-12-22T12:00:00Z') },
        { deviceKey: 'new', sessionKey: 'new', origin: 'legacy-default', activity: 'Binnen', createdAt: day('2025-12-23T12:00:00Z') },
      ],
    });
    const recent = (await rows('activities/all')).filter((r) => r.Herkomst === 'legacy-default');
    expect(recent.map((r) => r.Activiteit)).toEqual(['Binnen']);
  });
});

describe("KPI's per week in the legacy's column-per-week shape (kpis)", () => {
  beforeAll(async () => {
    const owner = await userIdOf(db(), 'docent@vraagwerk.nl');
    const streamId = await streamIdOf(db(), 'natuurkunde-havo');
    for (const [at, downloadType] of [
      ['2020-03-03T10:00:00Z', 'pdf'],
      ['2020-03-04T10:00:00Z', 'digital'],
      ['2020-03-10T10:00:00Z', 'word'],
    ] as const) {
      await createSetFixture(db(), { ownerId: owner, streamId, questionIds: [], name: 'KPI-set', downloadType, createdAt: day(at) });
    }
    const log = (activity: string, deviceKey: string, at: string) => db().activityLog.create({ data: { deviceKey, sessionKey: deviceKey, origin: 'kpi', activity, createdAt: day(at) } });
    await log('Begin met nakijken', 'k1', '2020-03-05T10:00:00Z');
    await log('Begin met nakijken', 'k2', '2020-03-06T10:00:00Z');
    await log('Ontvang een tip', 'k1', '2020-03-06T11:00:00Z');
    await log('Login', 'k3', '2020-03-08T23:30:00Z'); // Monday 9 March, 00:30 in the Netherlands: week 11
    await db().registration.create({
      data: { firstName: 'Kim', lastName: 'Registratie', email: 'kim-legacy@example.test', licenseSlug: 'proeflicentie', activationCode: 'kpi-legacy-code', createdAt: day('2020-03-11T09:00:00Z') },
    });
  });

  it('a row per KPI with its total and a column per week of the period, null for none', async () => {
    const answer = await rows('kpis?van=2020-03-04&tot=2020-03-12');
    expect(answer).toEqual([
      { KPI: 'Sets online', Aantal: 1, '2020-W10': 1, '2020-W11': null },
      { KPI: 'Sets PDF', Aantal: 1, '2020-W10': 1, '2020-W11': null },
      { KPI: 'Sets Word', Aantal: 1, '2020-W10': null, '2020-W11': 1 },
      { KPI: 'Apparaten', Aantal: 3, '2020-W10': 2, '2020-W11': 1 },
      { KPI: 'Nakijken', Aantal: 2, '2020-W10': 2, '2020-W11': null },
      { KPI: 'Tips', Aantal: 1, '2020-W10': 1, '2020-W11': null },
      { KPI: 'Aanmeldingen', Aantal: 1, '2020-W10': null, '2020-W11': 1 },
      { KPI: 'Nieuwe registraties', Aantal: 1, '2020-W10': null, '2020-W11': 1 },
    ]);
    expect(Object.keys(answer[0]!)).toEqual(['KPI', 'Aantal', '2020-W10', '2020-W11']);
    expect(await rows('kpis?van=2020-03-09&tot=2020-03-09')).toContainEqual({ KPI: 'Sets Word', Aantal: 1, '2020-W11': 1 });
  });

  it('without a period the twelve weeks up to this one as columns; the CSV keeps a row per week', async () => {
    const answer = await rows('kpis');
    expect(answer.map((r) => r.KPI)).toEqual(['Sets online', 'Sets PDF', 'Sets Word', 'Apparaten', 'Nakijken', 'Tips', 'Aanmeldingen', 'Nieuwe registraties']);
    const weeks = Object.keys(answer[0]!).slice(2);
    expect([weeks.length, weeks[0], weeks[11]]).toEqual([12, '2025-W52', '2026-W11']);
    const file = await downloaded(author, '/api/admin/custom/kpis.csv?van=2020-03-04&tot=2020-03-12');
    const table = parse(Buffer.from(file.data).toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    expect(table).toEqual([
      ['Week', 'Sets online', 'Sets PDF', 'Sets Word', 'Apparaten', 'Nakijken', 'Tips', 'Aanmeldingen', 'Nieuwe registraties'],
      ['2020-W10', '1', '1', '0', '2', '2', '1', '0', '0'],
      ['2020-W11', '0', '0', '1', '1', '0', '0', '1', '1'],
    ]);
  });
});
