// Self-practice sets (document 2 §2.5, §9; document 4 §9): the practice table's rule, the chapter filter without exam
// training, the six GET /api/annotations routes on the demo content of natuurkunde havo (signed in, the stream granted
// and its practice published — staff may preview concept), never a marking scheme, and questions a teacher hid from
// self-practice: missing for the students the hide reaches until its date, present for everyone else. The server's
// clock starts at TEST_NOW (Tuesday 10 March 2026, 10:00 UTC) and is moved by the hiding tests only; every expected
// value below is worked out by hand from the demo content (prisma/seed/content/natuurkunde-havo).
import { visibleRows } from '../../shared/practice/table.ts';
import { accessFor } from '../../server/domain/access/grants.ts';
import { excludedChapter, practiceChapterOptions } from '../../server/domain/practice/practiceSets.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import { createSetFixture, createSeat, createUser, idValues, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { movableClock, practisingStudent, schoolWithGroups } from '../setup/practice.ts';
import type { HttpClient } from '../setup/client.ts';

const time = movableClock();
const onDay = time.onDay;

let server: TestServer;
const db = () => server.db.prisma;
const u = (id: number) => createIdCodec(server.config.idSecret).encode(id);

let nat: number;
let nask: number;
let schei: number;

beforeAll(async () => {
  server = await startTestServer({}, { clock: time.clock });
  nat = await streamIdOf(db(), 'natuurkunde-havo');
  nask = await streamIdOf(db(), 'nask1-vmbo');
  schei = await streamIdOf(db(), 'scheikunde-havo');
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  time.reset();
});

// ── Fixtures ──

const school = (groups?: string[]) => schoolWithGroups(db(), groups);

/** A practising student (tests/setup/practice.ts) of natuurkunde havo unless said otherwise; signed in. */
async function student(streams: number[] = [nat], seat?: { licenseId: number; groupIds: number[] }) {
  return (await practisingStudent(server, streams, seat)).client;
}

async function get<T = unknown>(client: HttpClient, path: string) {
  return client.json<T>('GET', path);
}

async function annotationId(name: string, streamId = nat) {
  return (await db().annotation.findFirstOrThrow({ where: { streamId, name }, select: { id: true } })).id;
}

interface Question {
  number: number;
  topic: { name: string; exam: { year: number; term: number } };
}
interface Child {
  name: string;
  type: string;
  position: number;
  questions: Question[];
}
interface PracticeSet {
  id: string;
  stream_id: string;
  name: string;
  type: string;
  position: number;
  children: Child[];
}
const label = (q: Question) => `${q.topic.exam.year}-${q.topic.exam.term} ${q.topic.name} ${q.number}`;

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap(keysOf) : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : []);

/** The questions of the practice set 'Golven' › 'Geluid' a client gets, as labels. */
async function geluid(client: HttpClient): Promise<string[]> {
  const sets = await get<PracticeSet[]>(client, `/api/annotations/${u(nat)}/oefensets`);
  expect(sets.status).toBe(200);
  const child = sets.body.find((s) => s.name === 'Golven')!.children.find((c) => c.name === 'Geluid');
  const one = await get<{ questions: Question[] }>(client, `/api/annotations/${u(nat)}/${u(await annotationId('Geluid'))}`);
  // The set's own route leaves out the same questions.
  expect(one.body.questions.map(label)).toEqual(child?.questions.map(label) ?? []);
  return child?.questions.map(label) ?? [];
}

const GELUID = [
  '2018-2 Festival in de polder 9',
  '2018-2 Festival in de polder 11',
  '2021-1 Walvisgeluid 11',
  '2021-1 Walvisgeluid 12',
  '2021-1 Walvisgeluid 13',
  '2021-2 Echolood op een vissersboot 17',
  '2022-2 Bladblazer 6',
  '2022-2 Bladblazer 8',
  '2023-2 Luidspreker 15',
  '2023-2 Luidspreker 16',
];
/** Geluid without Walvisgeluid 11 and 12, the questions of the hidden set below. */
const GELUID_HIDDEN = GELUID.filter((q) => q !== '2021-1 Walvisgeluid 11' && q !== '2021-1 Walvisgeluid 12');

// ── The rules ──

describe('the practice table (document 2 §2.5, §9)', () => {
  // S a scored row, U an unscored one. Collapsed: 5 rows, or up to the first unscored row and one more after it
  // when that is more (first unscored at index i → i + 2 rows), never more than there are. The toggle: more than 3
  // unscored and more than 6 rows. Expanded: every row.
  it.each([
    ['no rows', '', false, 0, false],
    ['3 rows, all scored: all 3', 'SSS', false, 3, false],
    ['10 rows all scored: 5, no toggle', 'SSSSSSSSSS', false, 5, false],
    ['first unscored at index 3: 5 already shows it and one more', 'SSSUSSSSSS', false, 5, false],
    ['first unscored at index 4: rows 0–4 and row 5', 'SSSSUSSSSS', false, 6, false],
    ['first unscored at index 7 of 10: 9', 'SSSSSSSUUU', false, 9, false],
    ['first unscored at index 6, 4 unscored of 10: 8 and the toggle', 'SSSSSSUUUU', false, 8, true],
    ['first unscored at index 7, 4 unscored of 11: 9 and the toggle', 'SSSSSSSUUUU', false, 9, true],
    ['the last of 10 unscored: all 10', 'SSSSSSSSSU', false, 10, false],
    ['the last of 6 unscored: all 6', 'SSSSSU', false, 6, false],
    ['10 rows, none scored: 5 and the toggle', 'UUUUUUUUUU', false, 5, true],
    ['6 rows, none scored: 5, no toggle (not more than 6 rows)', 'UUUUUU', false, 5, false],
    ['7 rows, none scored: 5 and the toggle', 'UUUUUUU', false, 5, true],
    ['7 rows, 3 unscored: no toggle (not more than 3)', 'SSSUUUS', false, 5, false],
    ['7 rows, 4 unscored: the toggle', 'SSSUUUU', false, 5, true],
    ['expanded: all 7, toggle to collapse', 'SSSUUUU', true, 7, true],
    ['expanded without a toggle: all 10', 'SSSSSSSSSS', true, 10, false],
  ])('%s', (_name, pattern, expanded, count, showToggle) => {
    const rows = [...pattern].map((c) => ({ scored: c === 'S' }));
    expect(visibleRows(rows, expanded)).toEqual({ count, showToggle });
  });
});

describe('the chapter filter (document 2 §2.5, §9)', () => {
  it.each([
    ['Examentraining', true],
    ['Oefenexamen mechanica en energie', true],
    ['EXAMEN 2024', true],
    ['Training rekenvaardigheid', true],
    ['Voorbereiding op het examen', true],
    ['Examinering', false],
    ['Beweging', false],
    ['Trillingen en golven', false],
    [null, false],
  ])('%s → excluded: %s', (title, excluded) => {
    expect(excludedChapter(title)).toBe(excluded);
  });

  it("offers the chapters with practice questions per method, without Newton's 'Examentraining' and its paragraphs", async () => {
    const options = await practiceChapterOptions(db(), { streamId: nat, access: accessFor('leerling'), hidden: new Set() });
    const compact = options.map((m) => [m.name, m.chapters.map((c) => `${c.name} ${c.title}: ${c.children.map((p) => p.name).join(' ')}`)]);
    expect(compact).toEqual([
      [
        'Newton',
        [
          'H1 Materialen en warmte: H1.2 H1.3',
          'H2 Elektrische systemen: H2.1 H2.2 H2.3',
          'H3 Beweging en kracht: H3.1 H3.2 H3.3',
          'H4 Evenwicht: H4.1 H4.2',
          'H5 Energie en arbeid: H5.1 H5.2 H5.3',
          'H6 Golven en geluid: H6.1 H6.2 H6.3 H6.4',
          'H7 Straling en gezondheid: H7.1 H7.2 H7.3 H7.4',
          'H8 Elektromagnetisme: H8.2 H8.3',
        ],
      ],
      [
        'Nova',
        [
          'H1 Beweging: H1.1 H1.2 H1.3',
          'H2 Elektrische schakelingen: H2.1 H2.2 H2.3',
          'H3 Krachten: H3.1 H3.2 H3.3',
          'H4 Energie: H4.1 H4.2 H4.3',
          'H5 Trillingen en golven: H5.1 H5.2 H5.3 H5.4',
          'H6 Materialen: H6.1 H6.2 H6.3',
          'H7 Straling: H7.1 H7.2 H7.3 H7.4',
          'H8 Elektromagnetisme: H8.2 H8.3 H8.4',
          'H9 Onderzoek en modelleren: H9.1 H9.2',
        ],
      ],
    ]);
  });
});

// ── The routes ──

describe('GET /api/annotations/{stream}[/…] on the demo content', () => {
  let client: HttpClient;
  beforeAll(async () => {
    client = await student();
  });

  it('lists the top-level annotations by position, then name', async () => {
    const response = await get<{ id: string; stream_id: string; name: string; type: string; position: number }[]>(client, `/api/annotations/${u(nat)}`);
    expect(response.status).toBe(200);
    expect(response.body.map((a) => [a.name, a.type, a.position])).toEqual([
      ['2024 1e tijdvak', 'examen', 0],
      ['Vaardigheden', 'oefenset', 0],
      ['2023 1e tijdvak', 'examen', 1],
      ['Golven', 'oefenset', 1],
      ['2023 2e tijdvak', 'examen', 2],
      ['Beweging en wisselwerking', 'oefenset', 2],
      ['2022 1e tijdvak', 'examen', 3],
      ['Lading en veld', 'oefenset', 3],
      ['2022 2e tijdvak', 'examen', 4],
      ['Straling en materie', 'oefenset', 4],
      ['2021 1e tijdvak', 'examen', 5],
      ['2021 2e tijdvak', 'examen', 6],
      ['2019 1e tijdvak', 'examen', 7],
      ['2019 2e tijdvak', 'examen', 8],
      ['2018 1e tijdvak', 'examen', 9],
      ['2018 2e tijdvak', 'examen', 10],
      ['2017 1e tijdvak', 'examen', 11],
    ]);
    const golven = response.body[3]!;
    expect(golven).toEqual({ id: u(await annotationId('Golven')), stream_id: u(nat), name: 'Golven', type: 'oefenset', position: 1 });
  });

  it('lists the types, and the annotations of one type', async () => {
    expect(await get(client, `/api/annotations/${u(nat)}/types`)).toEqual({ status: 200, body: ['examen', 'oefenset'] });
    const sets = await get<{ name: string; type: string; position: number }[]>(client, `/api/annotations/${u(nat)}/types/oefenset`);
    expect(sets.body.map((a) => [a.name, a.type, a.position])).toEqual([
      ['Vaardigheden', 'oefenset', 0],
      ['Golven', 'oefenset', 1],
      ['Beweging en wisselwerking', 'oefenset', 2],
      ['Lading en veld', 'oefenset', 3],
      ['Straling en materie', 'oefenset', 4],
    ]);
    expect(await get(client, `/api/annotations/${u(nat)}/types/onbekend`)).toEqual({ status: 200, body: [] });
  });

  it('answers the practice sets per onderwerp with their children and questions in order', async () => {
    const response = await get<PracticeSet[]>(client, `/api/annotations/${u(nat)}/oefensets`);
    expect(response.status).toBe(200);
    expect(response.body.map((s) => [s.name, s.type, s.position, s.children.map((c) => `${c.position} ${c.type} ${c.name} (${c.questions.length})`)])).toEqual([
      ['Vaardigheden', 'oefenset', 0, ['0 basisvaardigheid Modelleren (2)', '1 gecombineerde-opgaven Gecombineerde opgaven vaardigheden (2)']],
      [
        'Golven',
        'oefenset',
        1,
        [
          '0 basisvaardigheid Trillingen en golven (10)',
          '1 basisvaardigheid Geluid (10)',
          '2 basisvaardigheid Informatieoverdracht (3)',
          '3 basisvaardigheid Medische beeldvorming (6)',
          '4 gecombineerde-opgaven Gecombineerde opgaven golven (12)',
        ],
      ],
      [
        'Beweging en wisselwerking',
        'oefenset',
        2,
        [
          '0 basisvaardigheid Kracht en beweging (12)',
          '1 basisvaardigheid Energie en arbeid (12)',
          '2 basisvaardigheid Momenten en evenwicht (3)',
          '3 gecombineerde-opgaven Gecombineerde opgaven beweging en wisselwerking (12)',
        ],
      ],
      [
        'Lading en veld',
        'oefenset',
        3,
        [
          '0 basisvaardigheid Elektrische schakelingen (11)',
          '1 basisvaardigheid Elektrisch vermogen en energie (12)',
          '2 basisvaardigheid Elektromagnetisme (5)',
          '3 gecombineerde-opgaven Gecombineerde opgaven lading en veld (12)',
        ],
      ],
      [
        'Straling en materie',
        'oefenset',
        4,
        [
          '0 basisvaardigheid Stoffen en materialen (6)',
          '1 basisvaardigheid Ioniserende straling (12)',
          '2 basisvaardigheid Kernprocessen (12)',
          '3 gecombineerde-opgaven Gecombineerde opgaven straling en materie (12)',
        ],
      ],
    ]);
    const golven = response.body[1]!;
    expect(golven.children[1]!.questions.map(label)).toEqual(GELUID);
    expect(golven).toMatchObject({ id: u(await annotationId('Golven')), stream_id: u(nat) });
    expect(golven.children[1]).toMatchObject({ id: u(await annotationId('Geluid')), stream_id: u(nat) });
  });

  it("writes each question as document 4's Question with its topic, exam and chapters, and never an answer or tip", async () => {
    const response = await get<PracticeSet[]>(client, `/api/annotations/${u(nat)}/oefensets`);
    const festival = response.body[1]!.children[1]!.questions[0] as unknown as Record<string, unknown> & {
      topic: Record<string, unknown> & { exam: Record<string, unknown> };
      chapters: unknown[];
    };
    expect(Object.keys(festival).sort()).toEqual([
      'appendixes',
      'attachments',
      'chapters',
      'complexity',
      'dependencies',
      'domains',
      'highlights',
      'id',
      'introduction',
      'number',
      'points',
      'proportion_value',
      'question_type',
      'tags',
      'text',
      'time_in_minutes',
      'topic',
      'topic_id',
      'type_id',
    ]);
    expect(Object.keys(festival.topic).sort()).toEqual(['attachments', 'cache', 'complexity', 'exam', 'exam_id', 'has_answers', 'id', 'introduction', 'name', 'popularity', 'position']);
    expect(festival.topic_id).toBe(festival.topic.id);
    expect(festival.topic).toMatchObject({ name: 'Festival in de polder', exam_id: festival.topic.exam.id });
    expect(festival.topic.cache).toMatchObject({ year: 2018, term: 2, course: 'Natuurkunde', level: 'Havo', stream_id: u(nat) });
    // A student never reads the exam's notes.
    expect(festival.topic.exam).toMatchObject({ year: 2018, term: 2, status: 'published', show_answers: true, stream_id: u(nat), notes: null });
    expect(festival.chapters).toEqual([
      expect.objectContaining({
        name: 'H6.3',
        title: 'Muziek en resonantie',
        methodology: expect.objectContaining({ name: 'Newton' }),
        parent: expect.objectContaining({ name: 'H6', title: 'Golven en geluid' }),
      }),
      expect.objectContaining({
        name: 'H5.3',
        title: 'Staande golven en geluid',
        methodology: expect.objectContaining({ name: 'Nova' }),
        parent: expect.objectContaining({ name: 'H5', title: 'Trillingen en golven' }),
      }),
    ]);
    // No marking scheme, tip or answer anywhere in any route's answer — not for a student, not for an admin.
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    for (const c of [client, admin]) {
      for (const path of ['oefensets', 'examens', u(await annotationId('Geluid'))]) {
        const keys = new Set(keysOf((await get(c, `/api/annotations/${u(nat)}/${path}`)).body));
        expect(['answers', 'tips', 'sections', 'correction', 'elaboration', 'explanation', 'scores'].filter((k) => keys.has(k))).toEqual([]);
      }
    }
    // Every id is opaque (or "" for none, as document 4 §0 writes a missing one).
    const nonOpaque = idValues(response.body).filter((v) => typeof v.value !== 'string' || (v.value !== '' && !/^[A-Za-z0-9]{5,}$/.test(v.value)));
    expect(nonOpaque).toEqual([]);
  });

  it('answers the whole exams (published with answers) per year and term, each topic an opgave', async () => {
    const response = await get<PracticeSet[]>(client, `/api/annotations/${u(nat)}/examens`);
    expect(response.status).toBe(200);
    expect(response.body.map((s) => `${s.type} ${s.name}`)).toEqual([
      'examen 2024 1e tijdvak',
      'examen 2023 1e tijdvak',
      'examen 2023 2e tijdvak',
      'examen 2022 1e tijdvak',
      'examen 2022 2e tijdvak',
      'examen 2021 1e tijdvak',
      'examen 2021 2e tijdvak',
      'examen 2019 1e tijdvak',
      'examen 2019 2e tijdvak',
      'examen 2018 1e tijdvak',
      'examen 2018 2e tijdvak',
      'examen 2017 1e tijdvak',
    ]);
    const first2017 = response.body[11]!;
    expect(first2017.children.map((c) => [c.type, c.position, c.name, c.questions.map((q) => q.number)])).toEqual([
      ['opgave', 1, 'Skeeleren op de dijk', [1, 2, 3, 4]],
      ['opgave', 2, 'Waterkoker', [5, 6, 7, 8]],
      ['opgave', 3, 'Echoscopie', [9, 10, 11, 12]],
      ['opgave', 4, 'Radon in de kelder', [13, 14, 15, 16]],
    ]);
    expect(first2017.children[1]!.questions.every((q) => q.topic.name === 'Waterkoker' && q.topic.exam.year === 2017 && q.topic.exam.term === 1)).toBe(true);
  });

  it('answers one annotation with its stream, children and own questions', async () => {
    const golven = await get<Record<string, unknown>>(client, `/api/annotations/${u(nat)}/${u(await annotationId('Golven'))}`);
    expect(golven.status).toBe(200);
    expect(golven.body).toMatchObject({
      id: u(await annotationId('Golven')),
      stream_id: u(nat),
      name: 'Golven',
      type: 'oefenset',
      position: 1,
      stream: { id: u(nat), slug: 'natuurkunde-havo', status: 'published', course: { name: 'Natuurkunde' }, level: { name: 'Havo' } },
      questions: [],
    });
    expect((golven.body.children as { name: string; type: string }[]).map((c) => `${c.type} ${c.name}`)).toEqual([
      'basisvaardigheid Trillingen en golven',
      'basisvaardigheid Geluid',
      'basisvaardigheid Informatieoverdracht',
      'basisvaardigheid Medische beeldvorming',
      'gecombineerde-opgaven Gecombineerde opgaven golven',
    ]);
    const child = await get<{ name: string; children: unknown[]; questions: Question[] }>(client, `/api/annotations/${u(nat)}/${u(await annotationId('Geluid'))}`);
    expect(child.body).toMatchObject({ name: 'Geluid', type: 'basisvaardigheid', position: 1, children: [] });
    expect(child.body.questions.map(label)).toEqual(GELUID);
  });

  it('answers 404 for an annotation of another stream, an unknown one or an id this server did not make', async () => {
    const notFound = { status: 404, body: { message: 'Not Found' } };
    const other = await db().annotation.findFirstOrThrow({ where: { streamId: nask }, select: { id: true } });
    expect(await get(client, `/api/annotations/${u(nat)}/${u(other.id)}`)).toEqual(notFound);
    expect(await get(client, `/api/annotations/${u(nat)}/${u(987654)}`)).toEqual(notFound);
    expect(await get(client, `/api/annotations/${u(nat)}/12`)).toEqual(notFound);
    expect(await get(client, `/api/annotations/nonsense/oefensets`)).toEqual(notFound);
  });
});

describe('who may use the practice sets', () => {
  const paths = async (streamId: number) => {
    const any = await db().annotation.findFirstOrThrow({ where: { streamId, parentId: { not: null } }, select: { id: true } });
    return ['', '/types', '/types/oefenset', '/oefensets', '/examens', `/${u(any.id)}`].map((p) => `/api/annotations/${u(streamId)}${p}`);
  };

  it('answers a visitor 401 on every route', async () => {
    const visitor = server.client();
    for (const path of await paths(nat)) expect({ path, ...(await get(visitor, path)) }).toEqual({ path, status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('answers a student without a grant for the stream 403 on every route', async () => {
    const other = await student([nask]);
    for (const path of await paths(nat)) expect({ path, status: (await get(other, path)).status }).toEqual({ path, status: 403 });
    expect((await get(other, `/api/annotations/${u(nask)}/oefensets`)).status).toBe(200);
  });

  it('keeps a stream whose practice is in concept from students and teachers, and lets admins and authors preview it', async () => {
    const pupil = await student([schei]);
    const teacherUser = await createUser(db(), { role: 'docent' });
    await createSeat(db(), { licenseId: (await school()).id, userId: teacherUser.id, privileges: [{ action: 'opgavensets samenstellen', objectId: schei }] });
    const teacher = await signedInClient(server, teacherUser.email);
    for (const path of await paths(schei)) {
      expect({ path, status: (await get(pupil, path)).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await get(teacher, path)).status }).toEqual({ path, status: 403 });
    }
    for (const email of ['admin@vraagwerk.nl', 'auteur@vraagwerk.nl']) {
      const staff = await signedInClient(server, email);
      for (const path of await paths(schei)) expect({ email, path, status: (await get(staff, path)).status }).toEqual({ email, path, status: 200 });
    }
  });

  it("lets a teacher with the stream use a published stream's sets", async () => {
    const teacherUser = await createUser(db(), { role: 'docent' });
    await createSeat(db(), { licenseId: (await school()).id, userId: teacherUser.id, privileges: [{ action: 'opgavensets samenstellen', objectId: nat }] });
    const teacher = await signedInClient(server, teacherUser.email);
    expect(await geluid(teacher)).toEqual(GELUID);
  });

  it('answers 404 for a stream that does not exist', async () => {
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    expect(await get(admin, `/api/annotations/${u(987654)}/oefensets`)).toEqual({ status: 404, body: { message: 'Not Found' } });
  });

  it('shows a question of a concept exam to admins and authors only, and leaves out a set with nothing left to practise', async () => {
    const concept = await db().question.findFirstOrThrow({ where: { topic: { exam: { streamId: nat, year: 2024, term: 2 } }, number: 1 }, select: { id: true } });
    const published = await db().question.findFirstOrThrow({ where: { topic: { name: 'Waterkoker', exam: { streamId: nat } }, number: 5 }, select: { id: true } });
    const set = await db().annotation.create({ data: { streamId: nat, type: 'oefenset', name: 'Proefset', position: 9 } });
    try {
      await db().annotation.create({
        data: {
          streamId: nat,
          parentId: set.id,
          type: 'basisvaardigheid',
          name: 'Gemengd',
          position: 0,
          questions: {
            create: [
              { questionId: concept.id, position: 0 },
              { questionId: published.id, position: 1 },
            ],
          },
        },
      });
      await db().annotation.create({
        data: { streamId: nat, parentId: set.id, type: 'basisvaardigheid', name: 'Alleen concept', position: 1, questions: { create: [{ questionId: concept.id, position: 0 }] } },
      });
      const proef = async (client: HttpClient) =>
        (await get<PracticeSet[]>(client, `/api/annotations/${u(nat)}/oefensets`)).body.find((s) => s.name === 'Proefset')?.children.map((c) => `${c.name}: ${c.questions.map(label).join(', ')}`);
      expect(await proef(await student())).toEqual(['Gemengd: 2017-1 Waterkoker 5']);
      const author = await signedInClient(server, 'auteur@vraagwerk.nl');
      const both = (await db().question.findUniqueOrThrow({ where: { id: concept.id }, select: { topic: { select: { name: true } } } })).topic.name;
      expect(await proef(author)).toEqual([`Gemengd: 2024-2 ${both} 1, 2017-1 Waterkoker 5`, `Alleen concept: 2024-2 ${both} 1`]);
      // With the concept question gone, the set has nothing for the student and is left out.
      await db().annotationQuestion.deleteMany({ where: { annotation: { parentId: set.id }, questionId: published.id } });
      expect(await proef(await student())).toBeUndefined();
    } finally {
      await db().annotation.delete({ where: { id: set.id } });
    }
  });
});

describe('questions hidden from self-practice (document 1 §4)', () => {
  /**
   * A school with groups Havo 5a and 5b and a teacher who manages both; anna in 5a, bram in 5b; the teacher's set
   * holds Walvisgeluid 11 and 12 (two questions of 'Geluid'). cas practises at another school.
   */
  async function scene() {
    const licence = await school(['Havo 5a', 'Havo 5b']);
    const [a, b] = licence.groups;
    const teacherUser = await createUser(db(), { role: 'docent' });
    await createSeat(db(), {
      licenseId: licence.id,
      userId: teacherUser.id,
      privileges: [
        { action: 'opgavensets samenstellen', objectId: nat },
        { action: 'groepen beheren', objectType: 'group', objectId: a!.id },
        { action: 'groepen beheren', objectType: 'group', objectId: b!.id },
      ],
    });
    const walvis = await db().question.findMany({ where: { topic: { name: 'Walvisgeluid', exam: { streamId: nat } }, number: { in: [11, 12] } }, select: { id: true } });
    const set = await createSetFixture(db(), { ownerId: teacherUser.id, streamId: nat, name: 'Toets geluid', questionIds: walvis.map((q) => q.id) });
    return {
      teacher: await signedInClient(server, teacherUser.email),
      key: set.key,
      groups: { a: a!.id, b: b!.id },
      anna: await student([nat], { licenseId: licence.id, groupIds: [a!.id] }),
      bram: await student([nat], { licenseId: licence.id, groupIds: [b!.id] }),
      cas: await student([nat]),
    };
  }

  it("hides a set's questions from a group's students until the date, and shows them on that day", async () => {
    const { teacher, key, groups, anna, bram, cas } = await scene();
    expect(await teacher.json('POST', `/api/collections/${key}/hide/${u(groups.a)}`, { until: '2026-03-20' })).toEqual({ status: 200, body: { status: 'ok', hidden: 2 } });
    expect(await geluid(anna)).toEqual(GELUID_HIDDEN);
    // The other group of the same school and another school's student keep them.
    expect(await geluid(bram)).toEqual(GELUID);
    expect(await geluid(cas)).toEqual(GELUID);
    // Nor does the hide reach the teacher's own practice.
    expect(await geluid(teacher)).toEqual(GELUID);
    onDay('2026-03-19');
    expect(await geluid(anna)).toEqual(GELUID_HIDDEN);
    onDay('2026-03-20');
    expect(await geluid(anna)).toEqual(GELUID);
    onDay('2026-03-21');
    expect(await geluid(anna)).toEqual(GELUID);
  });

  it("hides them from every student of the owner's licence without a group, also when an admin hid the set — not another school's", async () => {
    const { key, anna, bram, cas } = await scene();
    const admin = await signedInClient(server, 'admin@vraagwerk.nl');
    expect(await admin.json('POST', `/api/collections/${key}/hide`, { until: '2026-04-07' })).toEqual({ status: 200, body: { status: 'ok', hidden: 4 } });
    expect(await geluid(anna)).toEqual(GELUID_HIDDEN);
    expect(await geluid(bram)).toEqual(GELUID_HIDDEN);
    expect(await geluid(cas)).toEqual(GELUID);
    // The admin previews everything.
    expect(await geluid(admin)).toEqual(GELUID);
    onDay('2026-04-06');
    expect(await geluid(bram)).toEqual(GELUID_HIDDEN);
    onDay('2026-04-07');
    expect(await geluid(bram)).toEqual(GELUID);
  });

  it('hiding again with an earlier date shows the questions on the earlier date, as it moves the privileges', async () => {
    const { teacher, key, anna } = await scene();
    expect((await teacher.json('POST', `/api/collections/${key}/hide`, { until: '2026-05-01' })).status).toBe(200);
    expect((await teacher.json('POST', `/api/collections/${key}/hide`, { until: '2026-03-25' })).status).toBe(200);
    onDay('2026-03-24');
    expect(await geluid(anna)).toEqual(GELUID_HIDDEN);
    onDay('2026-03-25');
    expect(await geluid(anna)).toEqual(GELUID);
  });

  it('leaves a child out of the practice sets when all its questions are hidden', async () => {
    const { teacher, key, groups, anna } = await scene();
    // 'Modelleren' (Vaardigheden) holds Parachutesprong 2 and 3 only; put them in the set too.
    const parachute = await db().question.findMany({ where: { topic: { name: 'Parachutesprong', exam: { streamId: nat } }, number: { in: [2, 3] } }, select: { id: true } });
    const set = await db().collection.findUniqueOrThrow({ where: { key }, select: { id: true } });
    await db().collectionQuestion.createMany({ data: parachute.map((q, i) => ({ collectionId: set.id, questionId: q.id, position: 10 + i })) });
    expect(await teacher.json('POST', `/api/collections/${key}/hide/${u(groups.a)}`, { until: '2026-03-20' })).toEqual({ status: 200, body: { status: 'ok', hidden: 4 } });
    const sets = await get<PracticeSet[]>(anna, `/api/annotations/${u(nat)}/oefensets`);
    expect(sets.body.find((s) => s.name === 'Vaardigheden')!.children.map((c) => c.name)).toEqual(['Gecombineerde opgaven vaardigheden']);
    const modelleren = await get<{ questions: unknown[] }>(anna, `/api/annotations/${u(nat)}/${u(await annotationId('Modelleren'))}`);
    expect(modelleren).toMatchObject({ status: 200, body: { name: 'Modelleren', questions: [] } });
  });
});
