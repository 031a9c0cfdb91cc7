// Every role against every route and operation of the accounts layer: REST status codes and bodies, the GraphQL
// viewer's home, areas, streams and grants, and record lookups that must not reach someone else's data.
import { createIdCodec } from '../../server/app/ids.ts';
import { addDays } from '../../server/domain/licensing/period.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { createLicense, createSeat, createUser, idValues, signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import type { HttpClient } from '../setup/client.ts';

const CONTACT = 'licenties@vraagwerk.test';
// The tests run on Tuesday 10 March 2026 (TEST_NOW): the school year, and so a school licence, ends on 1 August 2026;
// the demo trial licence was seeded to end 6 days later.
const SCHOOL_END = '2026-08-01';
const TRIAL_END = '2026-03-16';
const FEEDBACK = 'redactie@vraagwerk.test';
const UNAUTHENTICATED = { message: 'Unauthenticated.' };

const ROLES = [
  { name: 'visitor', email: null },
  { name: 'leerling', email: 'leerling@vraagwerk.nl' },
  { name: 'docent without licence', email: 'nieuw@vraagwerk.nl' },
  { name: 'docent trial', email: 'proef@vraagwerk.nl' },
  { name: 'docent full', email: 'docent@vraagwerk.nl' },
  { name: 'participant', email: 'deelnemer@vraagwerk.nl' },
  { name: 'author', email: 'auteur@vraagwerk.nl' },
  { name: 'admin', email: 'admin@vraagwerk.nl' },
] as const;
type RoleName = (typeof ROLES)[number]['name'];
const SIGNED_IN = ROLES.filter((r) => r.email !== null) as { name: Exclude<RoleName, 'visitor'>; email: string }[];
const names = (list: readonly { name: string }[]) => list.map((r) => [r.name] as [RoleName]);

let server: TestServer;
let smtp: TestSmtp;
const clients = {} as Record<RoleName, HttpClient>;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, CONTACT_EMAIL: CONTACT, FEEDBACK_EMAIL: FEEDBACK });
  for (const role of ROLES) clients[role.name] = role.email ? await signedInClient(server, role.email) : server.client();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ids = () => createIdCodec(server.config.idSecret);
const emailOf = (name: RoleName) => ROLES.find((r) => r.name === name)!.email;
const sorted = <T>(list: T[]) => [...list].sort();

describe('REST: who may call what', () => {
  const ROLE_OF: Record<RoleName, string | null> = {
    visitor: null,
    leerling: 'leerling',
    'docent without licence': 'docent',
    'docent trial': 'docent',
    'docent full': 'docent',
    participant: 'participant',
    author: 'author',
    admin: 'admin',
  };
  const SEATS: Record<RoleName, number> = { visitor: 0, leerling: 1, 'docent without licence': 0, 'docent trial': 1, 'docent full': 1, participant: 0, author: 0, admin: 0 };

  it.each(names(ROLES))('GET /api/user as %s', async (name) => {
    const { status, body } = await clients[name].json<{ email: string; role: string; seats: unknown[] }>('GET', '/api/user');
    if (name === 'visitor') {
      expect([status, body]).toEqual([401, UNAUTHENTICATED]);
      return;
    }
    expect(status).toBe(200);
    expect({ email: body.email, role: body.role, seats: body.seats.length }).toEqual({ email: emailOf(name), role: ROLE_OF[name], seats: SEATS[name] });
  });

  const PROFILES: Record<RoleName, unknown> = {
    visitor: UNAUTHENTICATED,
    leerling: { course: 'Natuurkunde', grade: 'Havo 4', use_groups: ['<havo group>'] },
    'docent without licence': null,
    'docent trial': { school: 'Stedelijk Lyceum', place: 'Zwolle', onboarding: { step1: 'finished', step2: 'finished' } },
    'docent full': { school: 'Het Baken College', place: 'Amersfoort', onboarding: { step1: 'finished', step2: 'finished' } },
    participant: { school: 'Lerarenopleiding Utrecht', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } },
    author: { onboarding: { step1: 'finished', step2: 'finished' } },
    admin: { onboarding: { step1: 'finished', step2: 'finished' } },
  };

  it.each(names(ROLES))('GET /api/profile as %s: the stored profile data, group ids opaque', async (name) => {
    const { status, body } = await clients[name].json('GET', '/api/profile');
    expect(status).toBe(name === 'visitor' ? 401 : 200);
    let expected = PROFILES[name];
    if (name === 'leerling') {
      const havo = await server.db.prisma.group.findFirstOrThrow({ where: { name: 'Havo 4 natuurkunde' } });
      expected = { course: 'Natuurkunde', grade: 'Havo 4', use_groups: [ids().encode(havo.id)] };
    }
    expect(body).toEqual(expected);
  });

  it('GET /api/user shows the same opaque group ids in the data of a leerling', async () => {
    const { body } = await clients.leerling.json<{ data: { use_groups: unknown[] }; seats: { groups: { id: string }[] }[] }>('GET', '/api/user');
    expect(body.data.use_groups).toEqual(body.seats[0]!.groups.map((g) => g.id));
  });

  it.each(names(ROLES))('POST /api/profile without changes as %s', async (name) => {
    const before = (await server.db.prisma.user.findUnique({ where: { email: emailOf(name) ?? '' }, select: { data: true } }))?.data;
    const result = await clients[name].json('POST', '/api/profile', {});
    expect(result).toEqual(name === 'visitor' ? { status: 401, body: UNAUTHENTICATED } : { status: 200, body: { message: 'ok' } });
    if (name !== 'visitor') expect((await server.db.prisma.user.findUniqueOrThrow({ where: { email: emailOf(name)! }, select: { data: true } })).data).toEqual(before);
  });

  // What each role still has to fill in when it sends no names: teachers without a stored school and place also those.
  const MISSING: Record<RoleName, string[] | null> = {
    visitor: null,
    leerling: ['first_name', 'last_name'],
    'docent without licence': ['first_name', 'last_name', 'place', 'school'],
    'docent trial': ['first_name', 'last_name'],
    'docent full': ['first_name', 'last_name'],
    participant: ['first_name', 'last_name'],
    author: ['first_name', 'last_name'],
    admin: ['first_name', 'last_name'],
  };

  it.each(names(ROLES))('POST /api/userprofile without names as %s → 422 per field', async (name) => {
    const { status, body } = await clients[name].json<{ message: string; errors: Record<string, string[]> }>('POST', '/api/userprofile', { first_name: ' ', newsletter: 1 });
    if (name === 'visitor') {
      expect([status, body]).toEqual([401, UNAUTHENTICATED]);
      return;
    }
    expect(status).toBe(422);
    expect(body.message).toBe('The given data was invalid.');
    expect(sorted(Object.keys(body.errors))).toEqual(MISSING[name]);
    // The REST shim words the profile rules in the legacy API's English, per field.
    for (const [field, messages] of Object.entries(body.errors)) expect(messages).toEqual([`The ${field.replace('_', ' ')} field is required.`]);
  });

  const PRIVILEGES: Record<RoleName, string[]> = {
    visitor: [],
    leerling: ['oefensets uitvoeren'],
    'docent without licence': [],
    'docent trial': ['beperkt opgavensets samenstellen', 'groepen beheren', 'licentie beheren'],
    'docent full': ['groepen beheren', 'licentie beheren', 'opgavensets samenstellen'],
    participant: [],
    author: [],
    admin: [],
  };

  it.each(names(ROLES))('POST /api/privileges as %s: the distinct actions in force', async (name) => {
    const { status, body } = await clients[name].json<string[]>('POST', '/api/privileges');
    if (name === 'visitor') {
      expect([status, body]).toEqual([401, UNAUTHENTICATED]);
      return;
    }
    expect(status).toBe(200);
    expect(body).toHaveLength(new Set(body).size);
    expect(sorted(body)).toEqual(PRIVILEGES[name]);
  });

  it.each(names(ROLES))('POST /api/privilege as %s', async (name) => {
    const missing = await clients[name].json('POST', '/api/privilege', {});
    const result = await clients[name].json<{ action: string; object_id: string; object_type: string; end: string }[]>('POST', '/api/privilege', { action: 'opgavensets samenstellen' });
    if (name === 'visitor') {
      expect([missing, result]).toEqual([
        { status: 401, body: UNAUTHENTICATED },
        { status: 401, body: UNAUTHENTICATED },
      ]);
      return;
    }
    expect(missing).toEqual({ status: 400, body: { status: 'action field required' } });
    expect(result.status).toBe(200);
    if (name !== 'docent full') {
      expect(result.body).toEqual([]);
      return;
    }
    expect(result.body).toHaveLength(6);
    const end = SCHOOL_END;
    for (const p of result.body) {
      expect(Object.keys(p).sort()).toEqual(['action', 'end', 'object_id', 'object_type']);
      expect(p).toMatchObject({ action: 'opgavensets samenstellen', object_type: 'stream', end });
      expect(p.object_id).toMatch(/^[A-Za-z0-9]{5,}$/);
      expect(p.object_id).not.toMatch(/^\d+$/);
    }
    expect(result.body.map((p) => ids().decode(p.object_id))).toContain(await streamIdOf(server.db.prisma, 'natuurkunde-havo'));
  });

  it.each(names(ROLES))('POST /api/objects as %s', async (name) => {
    const missing = await clients[name].json('POST', '/api/objects', {});
    const streams = await clients[name].json<{ action: string; object_id: string; object_type: string; end: string }[]>('POST', '/api/objects', { object_type: 'stream' });
    const groups = await clients[name].json<{ action: string }[]>('POST', '/api/objects', { object_type: 'group' });
    if (name === 'visitor') {
      expect([missing.status, streams.status, groups.status]).toEqual([401, 401, 401]);
      return;
    }
    expect(missing).toEqual({ status: 400, body: { status: 'object_type field required' } });
    const havo = ids().encode(await streamIdOf(server.db.prisma, 'natuurkunde-havo'));
    const schoolEnd = SCHOOL_END;
    const trialEnd = TRIAL_END;
    const expectedStreams: Record<string, unknown[]> = {
      leerling: [{ action: 'oefensets uitvoeren', object_id: havo, object_type: 'stream', end: schoolEnd }],
      'docent trial': [{ action: 'beperkt opgavensets samenstellen', object_id: havo, object_type: 'stream', end: trialEnd }],
    };
    if (name === 'docent full') {
      expect(streams.body).toHaveLength(6);
      expect(streams.body).toContainEqual({ action: 'opgavensets samenstellen', object_id: havo, object_type: 'stream', end: schoolEnd });
      expect(groups.body.map((g) => g.action)).toEqual(['groepen beheren', 'groepen beheren']);
    } else {
      expect(streams.body).toEqual(expectedStreams[name] ?? []);
      expect(groups.body.map((g) => g.action)).toEqual(name === 'docent trial' ? ['groepen beheren'] : []);
    }
  });

  const GROUPS: Record<RoleName, string[]> = {
    visitor: [],
    leerling: ['Havo 4 natuurkunde'],
    'docent without licence': [],
    'docent trial': ['Natuurkunde'],
    'docent full': ['Havo 4 natuurkunde', 'Vmbo 4 nask'],
    participant: [],
    author: [],
    admin: [],
  };

  it.each(names(ROLES))('GET /api/groups as %s: the groups of their seats', async (name) => {
    const { status, body } = await clients[name].json<{ id: string; name: string; is_active: boolean; stream_id: string }[]>('GET', '/api/groups');
    if (name === 'visitor') {
      expect([status, body]).toEqual([401, UNAUTHENTICATED]);
      return;
    }
    expect(status).toBe(200);
    expect(body.map((g) => g.name)).toEqual(GROUPS[name]);
    for (const g of body) expect(Object.keys(g).sort()).toEqual(['id', 'is_active', 'name', 'stream_id']);
  });

  const OWNED: Record<RoleName, [string, string][]> = {
    visitor: [],
    leerling: [],
    'docent without licence': [],
    'docent trial': [['Natuurkunde', 'proeflicentie']],
    'docent full': [
      ['Havo 4 natuurkunde', 'schoollicentie'],
      ['Vmbo 4 nask', 'schoollicentie'],
    ],
    participant: [],
    author: [],
    admin: [],
  };

  it.each(names(ROLES))("GET /api/owned-groups as %s: the groups they manage ('groepen beheren'), with their licence", async (name) => {
    const { status, body } = await clients[name].json<{ name: string; license: { type: string; groups: unknown[] } }[]>('GET', '/api/owned-groups');
    if (name === 'visitor') {
      expect([status, body]).toEqual([401, UNAUTHENTICATED]);
      return;
    }
    expect(status).toBe(200);
    expect(body.map((g) => [g.name, g.license.type])).toEqual(OWNED[name]);
    for (const { path, value } of idValues(body)) expect([path, value]).toEqual([path, expect.stringMatching(/^(|[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*)$/)]);
  });

  it.each(names(ROLES))('GET /api/courses and /api/levels as %s', async (name) => {
    const courses = await clients[name].json<{ id: string; name: string }[]>('GET', '/api/courses');
    const levels = await clients[name].json<{ id: string; name: string }[]>('GET', '/api/levels');
    if (name === 'visitor') {
      expect([courses, levels]).toEqual([
        { status: 401, body: UNAUTHENTICATED },
        { status: 401, body: UNAUTHENTICATED },
      ]);
      return;
    }
    expect(courses.body.map((c) => c.name)).toEqual(['NaSk 1', 'NaSk 2', 'Natuurkunde', 'Scheikunde', 'Wiskunde', 'Wiskunde A', 'Wiskunde B']);
    expect(levels.body.map((l) => l.name)).toEqual(['Vmbo GT', 'Havo', 'Vwo']);
    const natuurkunde = await server.db.prisma.course.findUniqueOrThrow({ where: { name: 'Natuurkunde' } });
    expect(courses.body.find((c) => c.name === 'Natuurkunde')!.id).toBe(ids().encode(natuurkunde.id));
  });

  it.each(names(ROLES))('GET /api/streams as %s: public', async (name) => {
    const { status, body } = await clients[name].json<unknown[]>('GET', '/api/streams');
    expect([status, body.length]).toEqual([200, 11]);
  });
});

describe('REST: contact requests', () => {
  it.each(names(ROLES))('POST /api/contact-requests as %s: signed in → 201 and a mail to the contact address', async (name) => {
    const client = clients[name];
    if (name === 'visitor') {
      expect(await client.json('POST', '/api/contact-requests', {})).toEqual({ status: 401, body: UNAUTHENTICATED });
      return;
    }
    const email = emailOf(name)!;
    const arrived = smtp.waitFor(CONTACT);
    const result = await client.json('POST', '/api/contact-requests', { message: `Graag verlengen (${name})` });
    expect(result).toEqual({ status: 201, body: undefined });
    const mail = await arrived;
    expect(mail.subject).toBe('Verzoek om informatie over licentieverlenging');
    expect(mail.text).toContain(`<${email}>`);
    expect(mail.text).toContain(`Graag verlengen (${name})`);
    const row = await server.db.prisma.contactRequest.findFirstOrThrow({ where: { user: { email } }, orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ status: 'open', message: `Graag verlengen (${name})` });
  });

  it('lists the licences of the asker in the mail', async () => {
    const arrived = smtp.waitFor(CONTACT);
    await clients['docent trial'].json('POST', '/api/contact-requests', {});
    const mail = await arrived;
    expect(mail.text).toContain(`- proeflicentie (Proeflicentie Natuurkunde Havo), tot ${TRIAL_END}`);
  });

  it.each(names(ROLES))('GET /api/contact-requests as %s: admin only', async (name) => {
    const { status, body } = await clients[name].json<{ id: string; user: { email: string }; status: string; created_at: string; updated_at: string }[]>('GET', '/api/contact-requests');
    if (name === 'visitor') {
      expect([status, body]).toEqual([401, UNAUTHENTICATED]);
      return;
    }
    if (name !== 'admin') {
      expect([status, body]).toEqual([403, { message: '' }]);
      return;
    }
    expect(status).toBe(200);
    expect(sorted(body.map((r) => r.user.email))).toEqual(sorted([...SIGNED_IN.map((r) => r.email), 'proef@vraagwerk.nl']));
    for (const r of body) {
      expect(Object.keys(r).sort()).toEqual(['created_at', 'id', 'status', 'updated_at', 'user']);
      expect(r.status).toBe('open');
      expect(r.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    }
    for (const { path, value } of idValues(body)) expect([path, typeof value, /^\d+$/.test(String(value))]).toEqual([path, 'string', false]);
  });
});

describe('REST: the feedback form', () => {
  interface Option {
    label: string;
    value: string | null;
    info?: string;
    tip_id?: string;
    question_id?: string;
  }

  it.each(names(ROLES))('answers the same options to %s (no sign-in needed)', async (name) => {
    const visitor = await clients.visitor.json<Option[]>('GET', '/api/feedback');
    const mine = await clients[name].json<Option[]>('GET', '/api/feedback');
    expect(mine).toEqual(visitor);
    expect(mine.status).toBe(200);
    expect(mine.body.map((o) => o.label)).toEqual([
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
  });

  it('cascades stream → published exams → questions → parts', async () => {
    const client = clients.visitor;
    const streams = (await client.json<Option[]>('GET', '/api/feedback')).body;
    const havo = streams.find((o) => o.label === 'Natuurkunde Havo')!;
    expect(ids().decode(havo.value!)).toBe(await streamIdOf(server.db.prisma, 'natuurkunde-havo'));

    const exams = (await client.json<Option[]>('GET', `/api/feedback/${havo.value}`)).body;
    // Published exams only (the concept 2024 2e tijdvak is missing), newest first.
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

    const exam2017 = exams.find((e) => e.label === '2017 1e tijdvak')!;
    const questions = (await client.json<Option[]>('GET', `/api/feedback/${havo.value}/${exam2017.value}`)).body;
    const rows = await server.db.prisma.question.findMany({ where: { topic: { examId: ids().decode(exam2017.value!) } }, orderBy: { number: 'asc' }, include: { topic: true } });
    expect(questions.map((q) => q.label)).toEqual(rows.map((q) => `${q.topic.name}, vraag ${q.number}`));
    expect(questions.map((q) => ids().decode(q.value!))).toEqual(rows.map((q) => q.id));
    for (const q of questions) expect(q.question_id).toBe(q.value);

    // A question whose answer has one step: 'Antwoord'.
    const single = rows.find((q) => q.number === 12)!;
    const parts = (await client.json<Option[]>('GET', `/api/feedback/${havo.value}/${exam2017.value}/${ids().encode(single.id)}`)).body;
    const tip = await server.db.prisma.tip.findFirstOrThrow({ where: { questionId: single.id } });
    const section = await server.db.prisma.answerSection.findFirstOrThrow({ where: { answer: { questionId: single.id } } });
    expect(parts).toEqual([
      { label: 'Vraag', value: null },
      // A visitor gets no tip's text (the content rule: tests/server/contentRule.test.ts).
      { label: 'Algemene tip', value: `tip#${ids().encode(tip.id)}`, tip_id: ids().encode(tip.id) },
      { label: 'Antwoord', value: `answer_section#${ids().encode(section.id)}` },
    ]);
  });

  it('answers 404 for ids that are not ids or name nothing, and nothing of exams that are not published', async () => {
    const client = clients.visitor;
    expect(await client.json('GET', '/api/feedback/12')).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect(await client.json('GET', `/api/feedback/${ids().encode(999999)}`)).toEqual({ status: 404, body: { message: 'Not Found' } });
    const havo = ids().encode(await streamIdOf(server.db.prisma, 'natuurkunde-havo'));
    expect((await client.json('GET', `/api/feedback/${havo}/not-an-id!`)).status).toBe(404);
    expect((await client.json('GET', `/api/feedback/${havo}/${ids().encode(999999)}`)).status).toBe(404);
    // An exam of another stream, a question of another exam: the path must hold together.
    const vwoExam = await server.db.prisma.exam.findFirstOrThrow({ where: { status: 'published', stream: { slug: 'natuurkunde-vwo' } }, include: { topics: { include: { questions: true } } } });
    expect((await client.json('GET', `/api/feedback/${havo}/${ids().encode(vwoExam.id)}`)).status).toBe(404);
    const havoExam = await server.db.prisma.exam.findFirstOrThrow({ where: { status: 'published', stream: { slug: 'natuurkunde-havo' } } });
    expect((await client.json('GET', `/api/feedback/${havo}/${ids().encode(havoExam.id)}/${ids().encode(vwoExam.topics[0]!.questions[0]!.id)}`)).status).toBe(404);
    expect((await client.json('GET', `/api/feedback/${havo}/${ids().encode(havoExam.id)}`)).status).toBe(200);
    const concept = await server.db.prisma.exam.findFirstOrThrow({ where: { status: 'concept', stream: { slug: 'natuurkunde-havo' } }, include: { topics: { include: { questions: true } } } });
    const conceptQuestions = await client.json<Option[]>('GET', `/api/feedback/${havo}/${ids().encode(concept.id)}`);
    expect(conceptQuestions.body ?? []).toEqual([]);
    const hidden = concept.topics[0]!.questions[0]!;
    const parts = await client.json<Option[]>('GET', `/api/feedback/${havo}/${ids().encode(concept.id)}/${ids().encode(hidden.id)}`);
    expect(parts.body ?? []).toEqual([]);
  });

  it.each(names(ROLES))('POST /api/feedback as %s → 200 echo and a mail to the feedback address', async (name) => {
    const client = clients[name];
    const havo = await server.db.prisma.stream.findUniqueOrThrow({ where: { slug: 'natuurkunde-havo' } });
    const exam = await server.db.prisma.exam.findFirstOrThrow({ where: { streamId: havo.id, year: 2023, term: 1 } });
    const question = await server.db.prisma.question.findFirstOrThrow({ where: { topic: { examId: exam.id }, number: 3 }, include: { topic: true, tips: true } });
    const part = `tip#${ids().encode(question.tips[0]!.id)}`;
    const arrived = smtp.waitFor(FEEDBACK);
    const { status, body } = await client.json('POST', '/api/feedback', {
      feedback: `  De tip klopt niet (${name})  `,
      collection: null,
      stream: ids().encode(havo.id),
      exam: ids().encode(exam.id),
      question: ids().encode(question.id),
      part,
    });
    expect(status).toBe(200);
    const user = name === 'visitor' ? null : await server.db.prisma.user.findUniqueOrThrow({ where: { email: emailOf(name)! } });
    expect(body).toEqual({
      feedback: `De tip klopt niet (${name})`,
      collection: null,
      creator: null,
      stream: 'natuurkunde-havo',
      exam: '2023-1',
      question: 3,
      topic: question.topic.name,
      part,
      email: user?.email ?? null,
      first_name: user?.firstName ?? null,
      last_name: user?.lastName ?? null,
    });
    const mail = await arrived;
    expect(mail.subject).toBe('Feedback');
    expect(mail.text).toContain(`De tip klopt niet (${name})`);
    expect(mail.text).toContain('Vak: Natuurkunde Havo');
    expect(mail.text).toContain(user ? `<${user.email}>` : '(anoniem)');
    const row = await server.db.prisma.feedback.findFirstOrThrow({ where: { text: `De tip klopt niet (${name})` } });
    expect(row).toMatchObject({ userId: user?.id ?? null, streamId: havo.id, examId: exam.id, questionId: question.id, part: `tip#${question.tips[0]!.id}` });
  });

  it('accepts feedback with only the message (the other keys may be left out)', async () => {
    const arrived = smtp.waitFor(FEEDBACK);
    const { status, body } = await clients.visitor.json<Record<string, unknown>>('POST', '/api/feedback', { feedback: 'Alleen een bericht' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ feedback: 'Alleen een bericht', stream: null, exam: null, question: null, part: null, email: null });
    expect((await arrived).text).toContain('Alleen een bericht');
  });

  it.each([
    ['no message', {}, 'The feedback field is required.'],
    ['an empty message', { feedback: '' }, 'The feedback field is required.'],
    ['only spaces', { feedback: '   ' }, 'The feedback field is required.'],
    ['a number', { feedback: 42 }, 'The feedback must be a string.'],
    ['a message over 2000 characters', { feedback: 'x'.repeat(2001) }, 'The feedback may not be greater than 2000 characters.'],
  ])('refuses %s with 422 and sends nothing', async (_name, payload, message) => {
    const before = await server.db.prisma.feedback.count();
    const outbox = await server.db.prisma.outboxEmail.count({ where: { to: FEEDBACK } });
    expect(await clients.leerling.json('POST', '/api/feedback', payload)).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { feedback: [message] } },
    });
    expect(await server.db.prisma.feedback.count()).toBe(before);
    expect(await server.db.prisma.outboxEmail.count({ where: { to: FEEDBACK } })).toBe(outbox);
  });
});

describe('REST: someone else’s objects', () => {
  it('refuses a group of another licence as a leerling’s group choice and keeps the groups', async () => {
    const trialGroup = await server.db.prisma.group.findFirstOrThrow({ where: { license: { type: 'proeflicentie' } } });
    const result = await clients.leerling.json<{ errors: Record<string, string[]> }>('POST', '/api/profile', { use_groups: [ids().encode(trialGroup.id)] });
    expect(result.status).toBe(422);
    expect(result.body.errors.use_groups).toBeDefined();
    expect((await clients.leerling.json<{ name: string }[]>('GET', '/api/groups')).body.map((g) => g.name)).toEqual(['Havo 4 natuurkunde']);
  });

  it('refuses an undecodable group id with the legacy message', async () => {
    const result = await clients.leerling.json('POST', '/api/profile', { use_groups: ['12'] });
    expect(result).toEqual({ status: 422, body: { message: 'The given data was invalid.', errors: { use_groups: ['The provided ID does not exists.'] } } });
  });
});

describe('GraphQL viewer per role', () => {
  const VIEWER = `{ viewer {
    home areas
    streams { slug }
    currentStream { slug }
    currentStreamGrant { setMaking end }
    licenseNotices { state text daysLeft license { type } }
    user { email role }
  } }`;
  interface ViewerData {
    home: string;
    areas: string[];
    streams: { slug: string }[];
    currentStream: { slug: string } | null;
    currentStreamGrant: { setMaking: string | null; end: string | null } | null;
    licenseNotices: { state: string; text: string; daysLeft: number; license: { type: string } }[];
    user: { email: string; role: string } | null;
  }
  const ALL_STREAMS = [
    'nask1-vmbo',
    'nask2-vmbo',
    'natuurkunde-havo',
    'natuurkunde-vwo',
    'scheikunde-havo',
    'scheikunde-vwo',
    'wiskunde-vmbo',
    'wiskunde-a-havo',
    'wiskunde-a-vwo',
    'wiskunde-b-havo',
    'wiskunde-b-vwo',
  ];
  const TEACHER_AREAS = ['teacher', 'cart', 'students', 'exams', 'licenses', 'selfPractice', 'profile'];
  const schoolEnd = () => SCHOOL_END;
  const trialEnd = () => TRIAL_END;

  const EXPECTED: Record<RoleName, () => Omit<ViewerData, 'user' | 'licenseNotices'> & { notices: { state: string; text: string; daysLeft: number; license: { type: string } }[] }> = {
    visitor: () => ({ home: 'visitor', areas: [], streams: [], currentStream: null, currentStreamGrant: null, notices: [] }),
    leerling: () => ({
      home: 'student',
      areas: ['teacherSelection', 'selfPractice', 'profile'],
      streams: [{ slug: 'natuurkunde-havo' }],
      currentStream: { slug: 'natuurkunde-havo' },
      currentStreamGrant: null,
      notices: [],
    }),
    'docent without licence': () => ({ home: 'teacherOnboarding1', areas: TEACHER_AREAS, streams: [], currentStream: null, currentStreamGrant: null, notices: [] }),
    'docent trial': () => ({
      home: 'teacher',
      areas: TEACHER_AREAS,
      streams: [{ slug: 'natuurkunde-havo' }],
      currentStream: { slug: 'natuurkunde-havo' },
      currentStreamGrant: { setMaking: 'limited', end: trialEnd() },
      notices: [{ state: 'soon', text: 'Je licentie is nog 6 dagen geldig.', daysLeft: 5, license: { type: 'proeflicentie' } }],
    }),
    // The school licence ends on 1 August, 144 days away: no notice yet.
    'docent full': () => ({
      home: 'teacher',
      areas: TEACHER_AREAS,
      streams: ['nask1-vmbo', 'nask2-vmbo', 'natuurkunde-havo', 'natuurkunde-vwo', 'scheikunde-havo', 'wiskunde-b-vwo'].map((slug) => ({ slug })),
      currentStream: { slug: 'natuurkunde-havo' },
      currentStreamGrant: { setMaking: 'unlimited', end: schoolEnd() },
      notices: [],
    }),
    participant: () => ({ home: 'teacher', areas: ['teacher', 'cart', 'selfPractice', 'profile'], streams: [], currentStream: null, currentStreamGrant: null, notices: [] }),
    author: () => ({
      home: 'staff',
      areas: ['teacher', 'cart', 'students', 'exams', 'admin', 'selfPractice', 'profile'],
      streams: ALL_STREAMS.map((slug) => ({ slug })),
      currentStream: { slug: 'nask1-vmbo' },
      currentStreamGrant: { setMaking: 'unlimited', end: null },
      notices: [],
    }),
    admin: () => ({
      home: 'staff',
      areas: ['teacher', 'cart', 'students', 'exams', 'licenses', 'admin', 'adminOnly', 'selfPractice', 'profile'],
      streams: ALL_STREAMS.map((slug) => ({ slug })),
      currentStream: { slug: 'nask1-vmbo' },
      currentStreamGrant: { setMaking: 'unlimited', end: null },
      notices: [],
    }),
  };

  it.each(names(ROLES))('%s', async (name) => {
    const result = await clients[name].graphql<{ viewer: ViewerData }>(VIEWER);
    expect(result.errors).toBeUndefined();
    const { user, licenseNotices, ...rest } = result.data!.viewer;
    const { notices, ...expected } = EXPECTED[name]();
    expect(rest).toEqual(expected);
    expect(licenseNotices).toEqual(notices);
    expect(user?.email ?? null).toBe(emailOf(name));
  });

  it.each([
    // endDay is the licence's (exclusive) end: its last valid day is the day before.
    ['stopped working today', '2026-03-10', [{ state: 'expired', text: 'Je licentie is verlopen.', daysLeft: -1 }]],
    ['stopped working a month ago', '2026-02-09', [{ state: 'expired', text: 'Je licentie is verlopen.', daysLeft: -30 }]],
    ['works for the last day today', '2026-03-11', [{ state: 'soon', text: 'Je licentie verloopt vandaag.', daysLeft: 0 }]],
    ['works for the last day tomorrow', '2026-03-12', [{ state: 'soon', text: 'Je licentie verloopt morgen.', daysLeft: 1 }]],
    ['works for the last day in 9 days', '2026-03-20', [{ state: 'soon', text: 'Je licentie is nog 10 dagen geldig.', daysLeft: 9 }]],
    ['works for the last day in 10 days', '2026-03-21', []],
  ])("tells the manager ('licentie beheren') of a licence that %s", async (_name, endDay, expected) => {
    const user = await createUser(server.db.prisma, { role: 'docent', data: { school: 'S', place: 'P', onboarding: { step1: 'finished', step2: 'finished' } } });
    const end = new Date(`${endDay}T00:00:00Z`);
    const begin = addDays(end, -60);
    const license = await createLicense(server.db.prisma, { type: 'proeflicentie', begin, end });
    await createSeat(server.db.prisma, {
      licenseId: license.id,
      userId: user.id,
      privileges: [
        { action: 'licentie beheren', objectType: 'license', objectId: license.id, begin, end },
        { action: 'beperkt opgavensets samenstellen', objectId: await streamIdOf(server.db.prisma, 'natuurkunde-havo'), begin, end },
      ],
    });
    // A colleague on the same licence without 'licentie beheren' is not told.
    const colleague = await createUser(server.db.prisma, { role: 'docent' });
    await createSeat(server.db.prisma, {
      licenseId: license.id,
      userId: colleague.id,
      privileges: [{ action: 'beperkt opgavensets samenstellen', objectId: await streamIdOf(server.db.prisma, 'natuurkunde-havo'), begin, end }],
    });

    const notices = async (email: string) =>
      (await (await signedInClient(server, email)).graphql<{ viewer: { licenseNotices: unknown[] } }>('{ viewer { licenseNotices { state text daysLeft } } }')).data!.viewer.licenseNotices;
    expect(await notices(user.email)).toEqual(expected);
    expect(await notices(colleague.email)).toEqual([]);
  });

  it('gives the demo student (no password, linked to docent@) the student home after a switch', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    await client.json('POST', '/api/user/switch', { email: 'leerling-k7m2qa@vraagwerk.nl' });
    const result = await client.graphql<{ viewer: ViewerData }>(VIEWER);
    expect(result.data!.viewer).toMatchObject({
      home: 'student',
      areas: ['teacherSelection', 'selfPractice', 'profile'],
      streams: [{ slug: 'nask1-vmbo' }, { slug: 'natuurkunde-havo' }],
      // No remembered stream; the profile has a grade but no course: the first allowed stream.
      currentStream: { slug: 'nask1-vmbo' },
      currentStreamGrant: null,
      user: { email: 'leerling-k7m2qa@vraagwerk.nl', role: 'leerling' },
    });
  });
});

describe('GraphQL: operations that need a signed-in user', () => {
  const OPERATIONS: [string, string, Record<string, unknown>][] = [
    ['saveProfile', 'mutation ($i: ProfileInput!) { saveProfile(input: $i) { __typename } }', { i: { firstName: 'A', lastName: 'B' } }],
    ['finishOnboarding', 'mutation { finishOnboarding(step: 2) { __typename } }', {}],
    ['chooseGroups', 'mutation ($g: [ID!]!) { chooseGroups(groupIds: $g) { __typename } }', { g: ['R3JvdXA6MQ=='] }],
    ['chooseStream', 'mutation ($s: ID!) { chooseStream(streamId: $s) { __typename } }', { s: 'U3RyZWFtOjM=' }],
    ['switchAccount', 'mutation ($u: ID!) { switchAccount(userId: $u) { __typename } }', { u: 'VXNlcjox' }],
  ];

  it.each(OPERATIONS)('%s answers a visitor UNAUTHENTICATED and changes nothing', async (_name, document, variables) => {
    const result = await clients.visitor.graphql(document, variables);
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ message: 'Ongeautoriseerd', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('answers a visitor an empty viewer, and public operations', async () => {
    const result = await clients.visitor.graphql<{ viewer: { user: unknown; switchableAccounts: unknown[]; choosableGroups: unknown[]; hasGroups: boolean; cartTopicCount: number } }>(
      '{ viewer { user { id } switchableAccounts { id } choosableGroups { id } hasGroups cartTopicCount } }',
    );
    expect(result.data!.viewer).toEqual({ user: null, switchableAccounts: [], choosableGroups: [], hasGroups: false, cartTopicCount: 0 });
  });
});

describe("GraphQL: someone else's records", () => {
  const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
  const LOOKUP = `query ($u: ID!, $s: ID!, $l: ID!, $g: ID!) {
    u: node(id: $u) { ... on User { email } }
    s: node(id: $s) { ... on Seat { email } }
    l: node(id: $l) { ... on License { brinId description } }
    g: node(id: $g) { ... on Group { name } }
  }`;
  async function docentRecords() {
    const docent = await server.db.prisma.user.findUniqueOrThrow({
      where: { email: 'docent@vraagwerk.nl' },
      include: { seats: { include: { license: { include: { groups: { orderBy: { name: 'asc' } } } } } } },
    });
    const seat = docent.seats[0]!;
    return { u: gid('User', docent.id), s: gid('Seat', seat.id), l: gid('License', seat.licenseId), g: gid('Group', seat.license.groups[0]!.id) };
  }
  const OWN = {
    u: { email: 'docent@vraagwerk.nl' },
    s: { email: 'docent@vraagwerk.nl' },
    l: { brinId: '12AB', description: 'Het Baken College — natuurwetenschappen' },
    g: { name: 'Havo 4 natuurkunde' },
  };
  const NOTHING = { u: null, s: null, l: null, g: null };

  it.each([
    ['visitor', NOTHING],
    ['docent trial', NOTHING],
    ['docent without licence', NOTHING],
    ['participant', NOTHING],
    ['author', NOTHING],
    // A student of the school sees their own licence and group, never the teacher's account or seat.
    ['leerling', { ...NOTHING, l: OWN.l, g: OWN.g }],
    ['docent full', OWN],
    ['admin', OWN],
  ] as [RoleName, unknown][])("node() of docent@'s account, seat, licence and group as %s", async (name, expected) => {
    const result = await clients[name].graphql(LOOKUP, await docentRecords());
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual(expected);
  });

  it('lets a teacher who manages the licence look up the seats of their students, not those of another school', async () => {
    const student = await server.db.prisma.seat.findFirstOrThrow({ where: { user: { email: 'leerling@vraagwerk.nl' } } });
    const trialSeat = await server.db.prisma.seat.findFirstOrThrow({ where: { user: { email: 'proef@vraagwerk.nl' } } });
    const q = 'query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on Seat { email } } b: node(id: $b) { ... on Seat { email } } }';
    const result = await clients['docent full'].graphql(q, { a: gid('Seat', student.id), b: gid('Seat', trialSeat.id) });
    expect(result.data).toEqual({ a: { email: 'leerling@vraagwerk.nl' }, b: null });
    const nodes = await clients['docent full'].graphql<{ nodes: unknown[] }>('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on User { email } } }', {
      ids: [gid('User', await userIdOf(server.db.prisma, 'proef@vraagwerk.nl')), gid('User', await userIdOf(server.db.prisma, 'docent@vraagwerk.nl'))],
    });
    expect(nodes.data!.nodes).toEqual([null, { email: 'docent@vraagwerk.nl' }]);
  });
});
