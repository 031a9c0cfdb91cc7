// The reports (Overzichten, issue 46; document 3 §2 /admin/overzichten, §9 the filters; document 4 §13 /admin/custom/…):
// each report against a small hand-computed fixture (course Rapportkunde at havo and vwo, made here), its filters, who
// may read it (authors and admins; teachers, students and visitors refused) in REST and GraphQL, and its CSV and Excel
// downloads read back by real readers (csv-parse, exceljs's own reader) with the Dutch labels and characters. The
// reports count devices and seats, never name a student: no e-mail address in any row.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createIdCodec } from '../../server/app/ids.ts';
import { NO_FILTER, REPORTS } from '../../server/domain/admin/reports/index.ts';
import type { HttpClient } from '../setup/client.ts';
import { createLicense, createSeat, createSetFixture, createUser, downloaded, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
const db = () => server.db.prisma;
const clients: Record<string, HttpClient> = {};
let vak = '';
let havo = '';
let vwo = '';

const ROLES = [
  ['admin', 'admin@vraagwerk.nl'],
  ['author', 'auteur@vraagwerk.nl'],
  ['docent', 'docent@vraagwerk.nl'],
  ['leerling', 'leerling@vraagwerk.nl'],
] as const;

const day = (text: string) => new Date(text);

beforeAll(async () => {
  server = await startTestServer();
  const ids = createIdCodec(server.config.idSecret);
  for (const [role, email] of ROLES) clients[role] = await signedInClient(server, email);
  clients.anonymous = server.client();
  const levelH = await db().level.findUniqueOrThrow({ where: { slug: 'havo' } });
  const levelV = await db().level.findUniqueOrThrow({ where: { slug: 'vwo' } });
  const course = await db().course.create({ data: { name: 'Rapportkunde', slug: 'rapportkunde' } });
  vak = ids.encode(course.id);
  havo = ids.encode(levelH.id);
  vwo = ids.encode(levelV.id);
  const H = (await db().stream.create({ data: { slug: 'rapportkunde-havo', courseId: course.id, levelId: levelH.id } })).id;
  const V = (await db().stream.create({ data: { slug: 'rapportkunde-vwo', courseId: course.id, levelId: levelV.id } })).id;

  const exam = (streamId: number, year: number, term: number, status: 'published' | 'concept') => db().exam.create({ data: { streamId, year, term, status } });
  const topic = (examId: number, name: string) => db().topic.create({ data: { examId, name, position: 1 } });
  const question = async (topicId: number, number: number, complexity: 'low' | 'average' | 'high' | null, answers = 0) => {
    const q = await db().question.create({ data: { topicId, number, complexity, text: `Vraag ${number}` } });
    for (let i = 0; i < answers; i++) await db().answer.create({ data: { questionId: q.id, name: `Oplossingsstrategie nr. ${i + 1}`, position: i } });
    return q.id;
  };
  const h2019 = await topic((await exam(H, 2019, 1, 'published')).id, 'Slinger');
  const q1 = await question(h2019.id, 1, 'low', 1);
  await question(h2019.id, 2, 'high', 2);
  await question(h2019.id, 3, null);
  const h2021 = await topic((await exam(H, 2021, 2, 'concept')).id, 'Energieën');
  const q4 = await question(h2021.id, 1, 'low');
  await question(h2021.id, 2, null, 3);
  const v2019 = await topic((await exam(V, 2019, 1, 'published')).id, 'Vwo-opgave');
  await question(v2019.id, 1, 'average');
  const practice = await db().annotation.create({ data: { streamId: H, type: 'basisvaardigheid', name: 'Basis' } });
  await db().annotationQuestion.createMany({ data: [q1, q4].map((questionId) => ({ annotationId: practice.id, questionId })) });

  // Licences: school 99RA (two licences) and 99RB; only student seats with a privilege on Rapportkunde count.
  const student = async () => (await createUser(db(), { role: 'leerling' })).id;
  const onStream = (streamId: number) => [{ action: 'oefensets uitvoeren', objectId: streamId }];
  const a = await createLicense(db(), { brinId: '99RA' });
  await createSeat(db(), { licenseId: a.id, role: 'leerling', userId: await student(), privileges: onStream(H) });
  await createSeat(db(), { licenseId: a.id, role: 'leerling', privileges: onStream(H) });
  await createSeat(db(), { licenseId: a.id, role: 'leerling', userId: await student(), privileges: onStream(await streamIdOf(db(), 'natuurkunde-havo')) });
  await createSeat(db(), { licenseId: a.id, role: 'docent', userId: await student(), privileges: onStream(H) });
  const b = await createLicense(db(), { brinId: '99RB' });
  await createSeat(db(), { licenseId: b.id, role: 'leerling', privileges: onStream(V) });
  const c = await createLicense(db(), { brinId: '99RA' });
  await createSeat(db(), { licenseId: c.id, role: 'leerling', userId: await student(), privileges: onStream(V) });

  // Sets and their activity: two anonymous devices and one signed-in student on the first, one device on the second.
  const owner = await userIdOf(db(), 'docent@vraagwerk.nl');
  const s1 = await createSetFixture(db(), { ownerId: owner, streamId: H, questionIds: [q1], name: 'Proefset één', downloadType: 'pdf', createdAt: day('2026-01-12T12:00:00Z') });
  const s2 = await createSetFixture(db(), { ownerId: owner, streamId: V, questionIds: [], name: 'Vwo-set', downloadType: 'digital', createdAt: day('2026-01-20T12:00:00Z') });
  await createSetFixture(db(), { ownerId: owner, streamId: H, questionIds: [], name: 'Stille set', createdAt: day('2026-01-25T12:00:00Z') });
  const log = (collectionId: number, deviceKey: string, sessionKey: string, at: string, userId: number | null = null) =>
    db().activityLog.create({ data: { collectionId, deviceKey, sessionKey, origin: 'set', activity: 'Opgave', userId, createdAt: day(at) } });
  await log(s1.id, 'd1', 's1', '2026-02-01T09:00:00Z');
  await log(s1.id, 'd1', 's1', '2026-02-01T09:05:00Z');
  await log(s1.id, 'd2', 's2', '2026-02-03T23:30:00Z'); // 4 February in Amsterdam
  await log(s1.id, 'd3', 's3', '2026-02-02T10:00:00Z', await userIdOf(db(), 'leerling@vraagwerk.nl'));
  await log(s2.id, 'd1', 's9', '2026-02-10T10:00:00Z');
});
afterAll(async () => {
  await server.close();
});

const rows = async (path: string, client = clients.author!) => {
  const response = await client.get(`/api/admin/custom/${path}`);
  expect(response.status).toBe(200);
  return response.json();
};

describe('each report against the fixture', () => {
  it('Vragen per complexiteit: per course, level and complexity, and its filters', async () => {
    expect(await rows(`questions/complexity_count?vak=${vak}`)).toEqual([
      { Vak: 'Rapportkunde', Niveau: 'Havo', Complexiteit: 'Laag', 'Aantal vragen': 2 },
      { Vak: 'Rapportkunde', Niveau: 'Havo', Complexiteit: 'Hoog', 'Aantal vragen': 1 },
      { Vak: 'Rapportkunde', Niveau: 'Vwo', Complexiteit: 'Gemiddeld', 'Aantal vragen': 1 },
    ]);
    expect(await rows(`questions/complexity_count?vak=${vak}&jaar=2021`)).toEqual([{ Vak: 'Rapportkunde', Niveau: 'Havo', Complexiteit: 'Laag', 'Aantal vragen': 1 }]);
    expect(await rows(`questions/complexity_count?vak=${vak}&niveau=${vwo}`)).toEqual([{ Vak: 'Rapportkunde', Niveau: 'Vwo', Complexiteit: 'Gemiddeld', 'Aantal vragen': 1 }]);
    expect(await rows(`questions/complexity_count?vak=${vak}&tijdvak=1&jaar=2019,2020`)).toEqual([
      { Vak: 'Rapportkunde', Niveau: 'Havo', Complexiteit: 'Laag', 'Aantal vragen': 1 },
      { Vak: 'Rapportkunde', Niveau: 'Havo', Complexiteit: 'Hoog', 'Aantal vragen': 1 },
      { Vak: 'Rapportkunde', Niveau: 'Vwo', Complexiteit: 'Gemiddeld', 'Aantal vragen': 1 },
    ]);
    expect(await rows(`questions/complexity_count?vak=${vak}&tijdvak=3`)).toEqual([]);
  });

  it('Vragen zonder complexiteit, Vragen in geen oefenset, Vragen met meerdere oplossingsstrategieën', async () => {
    const place = (Niveau: string, Jaar: number, Tijdvak: number, Opgave: string, Vraag: number) => ({ Vak: 'Rapportkunde', Niveau, Jaar, Tijdvak, Opgave, Vraag });
    expect(await rows(`complexity_is_null?vak=${vak}`)).toEqual([place('Havo', 2021, 2, 'Energieën', 2), place('Havo', 2019, 1, 'Slinger', 3)]);
    expect(await rows(`complexity_is_null?vak=${vak}&niveau=${vwo}`)).toEqual([]);
    expect(await rows(`questions_not_in_oefensets?vak=${vak}`)).toEqual([
      place('Havo', 2021, 2, 'Energieën', 2),
      place('Havo', 2019, 1, 'Slinger', 2),
      place('Havo', 2019, 1, 'Slinger', 3),
      place('Vwo', 2019, 1, 'Vwo-opgave', 1),
    ]);
    expect(await rows(`with_multiple_answers?vak=${vak}`)).toEqual([
      { ...place('Havo', 2021, 2, 'Energieën', 2), Oplossingsstrategieën: 3 },
      { ...place('Havo', 2019, 1, 'Slinger', 2), Oplossingsstrategieën: 2 },
    ]);
    expect(await rows(`with_multiple_answers?vak=${vak}&jaar=2019&niveau=${havo}`)).toEqual([{ ...place('Havo', 2019, 1, 'Slinger', 2), Oplossingsstrategieën: 2 }]);
  });

  it('Leerlinglicenties per school: counts of student seats, never a name or address', async () => {
    const all = await rows(`licenses/students_per_school?vak=${vak}`);
    expect(all).toEqual([
      { 'School (BRIN)': '99RA', Licenties: 2, Leerlingplaatsen: 3, 'In gebruik': 2 },
      { 'School (BRIN)': '99RB', Licenties: 1, Leerlingplaatsen: 1, 'In gebruik': 0 },
    ]);
    expect(await rows(`licenses/students_per_school?vak=${vak}&niveau=${havo}`)).toEqual([{ 'School (BRIN)': '99RA', Licenties: 1, Leerlingplaatsen: 2, 'In gebruik': 1 }]);
    // Without filters every school licence of the bank counts; the fixture's schools are among them as they are.
    const unfiltered = (await rows('licenses/students_per_school')) as Record<string, unknown>[];
    expect(unfiltered.find((r) => r['School (BRIN)'] === '99RB')).toEqual({ 'School (BRIN)': '99RB', Licenties: 1, Leerlingplaatsen: 1, 'In gebruik': 0 });
    expect(JSON.stringify(unfiltered)).not.toContain('@');
  });

  it('Klikken en apparaten per set: anonymous devices counted, sessions, clicks, the last day (Dutch days)', async () => {
    const sets = await rows(`clicks+devices?vak=${vak}`);
    expect(sets).toEqual([
      { Set: 'Vwo-set', Vak: 'Rapportkunde', Niveau: 'Vwo', Soort: 'Online', 'Gemaakt op': '2026-01-20', Apparaten: 1, Sessies: 1, Klikken: 1, 'Laatste klik': '2026-02-10' },
      { Set: 'Proefset één', Vak: 'Rapportkunde', Niveau: 'Havo', Soort: 'PDF', 'Gemaakt op': '2026-01-12', Apparaten: 2, Sessies: 3, Klikken: 4, 'Laatste klik': '2026-02-04' },
    ]);
    expect(JSON.stringify(sets)).not.toMatch(/@|d1|leerling/);
    expect(await rows(`clicks+devices?vak=${vak}&niveau=${havo}&jaar=1999`)).toHaveLength(1); // years are not a filter of sets: ignored
  });

  it('lists the reports as document 4 §13 shapes them', async () => {
    expect(await rows('')).toEqual([
      { title: 'Vragen per complexiteit', path: '/admin/overzichten/questions/complexity_count', endpoint: '/api/admin/custom/questions/complexity_count' },
      { title: 'Vragen zonder complexiteit', path: '/admin/overzichten/complexity_is_null', endpoint: '/api/admin/custom/complexity_is_null' },
      { title: 'Vragen in geen oefenset', path: '/admin/overzichten/questions_not_in_oefensets', endpoint: '/api/admin/custom/questions_not_in_oefensets' },
      { title: 'Vragen met meerdere oplossingsstrategieën', path: '/admin/overzichten/with_multiple_answers', endpoint: '/api/admin/custom/with_multiple_answers' },
      { title: 'Leerlinglicenties per school', path: '/admin/overzichten/licenses/students_per_school', endpoint: '/api/admin/custom/licenses/students_per_school' },
      { title: 'Klikken en apparaten per set', path: '/admin/overzichten/clicks+devices', endpoint: '/api/admin/custom/clicks+devices' },
      { title: "KPI's per week", path: '/admin/overzichten/kpis', endpoint: '/api/admin/custom/kpis' },
      { title: 'Alle activiteiten (de nieuwste 5.000)', path: '/admin/overzichten/activities/all', endpoint: '/api/admin/custom/activities/all' },
      { title: 'Moeilijkheid gemeten', path: '/admin/overzichten/questions/measured_difficulty', endpoint: '/api/admin/custom/questions/measured_difficulty' },
    ]);
  });

  it('refuses filters that are not ids or numbers (422), and answers 404 for no report', async () => {
    expect((await clients.author!.get(`/api/admin/custom/complexity_is_null?vak=nope`)).status).toBe(422);
    const bad = await clients.author!.get(`/api/admin/custom/complexity_is_null?jaar=twee`);
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: Record<string, unknown> }).errors)).toEqual(['jaar']);
    expect((await clients.author!.get('/api/admin/custom/nope')).status).toBe(404);
  });
});

describe("KPI's per week", () => {
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
      data: { firstName: 'Kim', lastName: 'Registratie', email: 'kim-kpi@example.test', licenseSlug: 'proeflicentie', activationCode: 'kpi-fixture-code', createdAt: day('2020-03-11T09:00:00Z') },
    });
  });

  const week = (Week: string, counts: number[]) => ({
    Week,
    ...Object.fromEntries(['Sets online', 'Sets PDF', 'Sets Word', 'Apparaten', 'Nakijken', 'Tips', 'Aanmeldingen', 'Nieuwe registraties'].map((label, i) => [label, counts[i]])),
  });

  /** The REST answer (a row per KPI, a column per week: tests/server/adminReportsLegacy.test.ts) read back as a row per week. */
  const weekRows = async (path: string) => {
    const perKpi = (await rows(path)) as Record<string, string | number | null>[];
    const weeks = Object.keys(perKpi[0] ?? {}).filter((k) => k !== 'KPI' && k !== 'Aantal');
    return weeks.map((Week) => ({ Week, ...Object.fromEntries(perKpi.map((r) => [r.KPI, r[Week] ?? 0])) }));
  };

  it('counts per Dutch ISO week over the chosen period', async () => {
    expect(await weekRows('kpis?van=2020-03-04&tot=2020-03-12')).toEqual([week('2020-W10', [1, 1, 0, 2, 2, 1, 0, 0]), week('2020-W11', [0, 0, 1, 1, 0, 0, 1, 1])]);
    expect(await weekRows('kpis?van=2020-03-09&tot=2020-03-09')).toEqual([week('2020-W11', [0, 0, 1, 1, 0, 0, 1, 1])]);
  });

  it('without a period: the twelve weeks up to this one; a period backwards or over two years refused', async () => {
    const weeks = (await weekRows('kpis')).map((r) => r.Week);
    expect(weeks).toHaveLength(12);
    expect([weeks[0], weeks[11]]).toEqual(['2025-W52', '2026-W11']);
    const backwards = await clients.author!.get('/api/admin/custom/kpis?van=2020-03-12&tot=2020-03-04');
    expect([backwards.status, Object.keys(((await backwards.json()) as { errors: object }).errors)]).toEqual([422, ['tot']]);
    const long = await clients.author!.get('/api/admin/custom/kpis?van=2018-01-01&tot=2020-03-01');
    expect([long.status, Object.keys(((await long.json()) as { errors: object }).errors)]).toEqual([422, ['van']]);
    expect((await clients.author!.get('/api/admin/custom/kpis?van=2020-02-30')).status).toBe(422);
  });
});

describe('one statement per report', () => {
  it('has the same SQL text whatever the filters: they are parameters only', () => {
    const full = { subjects: [1, 2], levels: [3], years: [2019, 2021], terms: [1], from: new Date('2020-01-06T00:00:00Z'), to: new Date('2020-03-01T00:00:00Z') };
    for (const report of REPORTS) {
      const none = report.statement({ ...NO_FILTER, from: new Date('2020-01-06T00:00:00Z'), to: new Date('2020-01-06T00:00:00Z') });
      const all = report.statement(full);
      expect([report.id, all.sql]).toEqual([report.id, none.sql]);
      expect(all.values).not.toEqual(none.values);
    }
  });
});

describe('who may read the reports', () => {
  const paths = ['/api/admin/custom/', '/api/admin/custom/complexity_is_null', '/api/admin/custom/complexity_is_null.csv', '/api/admin/custom/clicks+devices.xlsx'];
  it.each([
    ['admin', 200],
    ['author', 200],
    ['docent', 403],
    ['leerling', 403],
    ['anonymous', 401],
  ] as const)('REST: %s gets %i', async (role, status) => {
    for (const path of paths) expect([path, (await clients[role]!.get(path)).status]).toEqual([path, status]);
  });

  const QUERY = `query ($id: String!, $subjects: [String!], $years: [Int!]) {
    adminReports { key title filters }
    adminReport(id: $id, subjects: $subjects, years: $years) { report { title columns { label type } } rows { cells } }
  }`;
  it('GraphQL: an author gets the list and a report in the generic shape', async () => {
    const answer = await clients.author!.graphql<{ adminReports: { key: string; filters: string[] }[]; adminReport: unknown }>(QUERY, { id: 'with_multiple_answers', subjects: [vak], years: [2021] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminReports.map((r) => r.key)).toEqual([
      'questions/complexity_count',
      'complexity_is_null',
      'questions_not_in_oefensets',
      'with_multiple_answers',
      'licenses/students_per_school',
      'clicks+devices',
      'kpis',
      'activities/all',
      'questions/measured_difficulty',
    ]);
    expect(answer.data!.adminReports[4]!.filters).toEqual(['subjects', 'levels']);
    expect(answer.data!.adminReports[6]!.filters).toEqual(['range']);
    expect(answer.data!.adminReport).toEqual({
      report: {
        title: 'Vragen met meerdere oplossingsstrategieën',
        columns: [
          { label: 'Vak', type: 'text' },
          { label: 'Niveau', type: 'text' },
          { label: 'Jaar', type: 'number' },
          { label: 'Tijdvak', type: 'number' },
          { label: 'Opgave', type: 'text' },
          { label: 'Vraag', type: 'number' },
          { label: 'Oplossingsstrategieën', type: 'number' },
        ],
      },
      rows: [{ cells: ['Rapportkunde', 'Havo', '2021', '2', 'Energieën', '2', '3'] }],
    });
  });
  it.each(['docent', 'leerling', 'anonymous'] as const)('GraphQL: %s is refused', async (role) => {
    const answer = await clients[role]!.graphql(QUERY, { id: 'complexity_is_null' });
    expect(answer.data).toBeNull();
    expect(answer.errors![0]!.extensions!.code).toBe(role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
  });
});

describe('downloads', () => {
  it('CSV: UTF-8 with a BOM, the Dutch labels, Dutch dates, an attachment named after the title and the day', async () => {
    const file = await downloaded(clients.author!, `/api/admin/custom/clicks+devices.csv?vak=${vak}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="klikken-en-apparaten-per-set-2026-03-10.csv"');
    expect([...file.data.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(file.data.slice(3));
    expect(parse(text, { delimiter: ';' })).toEqual([
      ['Set', 'Vak', 'Niveau', 'Soort', 'Gemaakt op', 'Apparaten', 'Sessies', 'Klikken', 'Laatste klik'],
      ['Vwo-set', 'Rapportkunde', 'Vwo', 'Online', '20-1-2026', '1', '1', '1', '10-2-2026'],
      ['Proefset één', 'Rapportkunde', 'Havo', 'PDF', '12-1-2026', '2', '3', '4', '4-2-2026'],
    ]);
  });

  it('Excel: a real workbook with a header row, numbers as numbers and the Dutch characters', async () => {
    const file = await downloaded(clients.admin!, `/api/admin/custom/with_multiple_answers.xlsx?vak=${vak}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="vragen-met-meerdere-oplossingsstrategieen-2026-03-10.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(3);
    expect(values(1)).toEqual(['Vak', 'Niveau', 'Jaar', 'Tijdvak', 'Opgave', 'Vraag', 'Oplossingsstrategieën']);
    expect(values(2)).toEqual(['Rapportkunde', 'Havo', 2021, 2, 'Energieën', 2, 3]);
    expect(values(3)).toEqual(['Rapportkunde', 'Havo', 2019, 1, 'Slinger', 2, 2]);
  });

  it('Excel: days as dates', async () => {
    const file = await downloaded(clients.author!, `/api/admin/custom/clicks+devices.xlsx?vak=${vak}&niveau=${havo}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
    const row = (workbook.worksheets[0]!.getRow(2).values as unknown[]).slice(1);
    expect(row).toEqual(['Proefset één', 'Rapportkunde', 'Havo', 'PDF', new Date('2026-01-12T00:00:00Z'), 2, 3, 4, new Date('2026-02-04T00:00:00Z')]);
  });
});

describe('/admin/exams: every exam of every stream', () => {
  it('lists the fixture’s exams stream by stream, newest first, for an author; refuses a teacher', async () => {
    const query = `{ adminAllExams { year term status stream { name } } }`;
    const answer = await clients.author!.graphql<{ adminAllExams: { year: number; term: number; status: string; stream: { name: string } }[] }>(query);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminAllExams.filter((e) => e.stream.name.startsWith('Rapportkunde'))).toEqual([
      { year: 2021, term: 2, status: 'concept', stream: { name: 'Rapportkunde Havo' } },
      { year: 2019, term: 1, status: 'published', stream: { name: 'Rapportkunde Havo' } },
      { year: 2019, term: 1, status: 'published', stream: { name: 'Rapportkunde Vwo' } },
    ]);
    expect((await clients.docent!.graphql(query)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
