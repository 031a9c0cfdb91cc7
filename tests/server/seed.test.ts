import { createHash } from 'node:crypto';
import { openTestDatabase } from '../setup/database.ts';
import type { Database } from '../../server/db/database.ts';
import { seedDemo } from '../../prisma/seed/demo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../prisma/seed/accounts.ts';
import { contentSlugs, loadStreamContent, checkStreamContent } from '../../prisma/seed/content/load.ts';
import { verifyPassword } from '../../server/domain/accounts/passwords.ts';
import { seedClassActivity } from '../../prisma/seed/activity.ts';
import { loadAccess } from '../../server/domain/access/grants.ts';
import { setHeatmap } from '../../server/domain/classroom/heatmap.ts';
import { TEST_NOW, testFilesDir } from '../setup/env.ts';
import { createLocalStorage } from '../../server/storage/local.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const FULL_YEARS = [2017, 2018, 2019, 2021, 2022, 2023, 2024];

describe('demo content', () => {
  it('is consistent: every reference in the content files resolves', async () => {
    for (const slug of contentSlugs()) {
      expect({ slug, problems: checkStreamContent(await loadStreamContent(slug)) }).toEqual({ slug, problems: [] });
    }
  });

  it('has at least 150 topics and 500 questions, and every stream has exams', async () => {
    expect(await db.prisma.topic.count()).toBeGreaterThanOrEqual(150);
    expect(await db.prisma.question.count()).toBeGreaterThanOrEqual(500);
    const streams = await db.prisma.stream.findMany({ include: { _count: { select: { exams: true } }, course: true, level: true } });
    expect(streams).toHaveLength(11);
    for (const s of streams) expect({ stream: s.slug, hasExams: s._count.exams > 0 }).toEqual({ stream: s.slug, hasExams: true });
  });

  it.each(['nask1-vmbo', 'natuurkunde-havo', 'wiskunde-b-vwo'])('%s has tijdvak I and II of 2017-2024 except 2020', async (slug) => {
    const exams = await db.prisma.exam.findMany({ where: { stream: { slug } }, include: { _count: { select: { topics: true } } } });
    const keys = exams.map((e) => `${e.year}-${e.term}`).sort();
    expect(keys).toEqual(FULL_YEARS.flatMap((y) => [`${y}-1`, `${y}-2`]).sort());
    expect(exams.every((e) => e._count.topics >= 3)).toBe(true);
    expect(exams.filter((e) => e.status === 'concept')).toHaveLength(1);
    expect(exams.filter((e) => !e.showAnswers)).toHaveLength(1);
  });

  it('gives questions everything the screens show', async () => {
    const havo = { topic: { exam: { stream: { slug: 'natuurkunde-havo' } } } };
    const total = await db.prisma.question.count({ where: havo });
    const counts = {
      withType: await db.prisma.question.count({ where: { ...havo, typeId: { not: null } } }),
      withTags: await db.prisma.question.count({ where: { ...havo, tags: { some: {} } } }),
      withDomain: await db.prisma.question.count({ where: { ...havo, domains: { some: {} } } }),
      withTwoMethodChapters: (await db.prisma.question.findMany({ where: havo, select: { chapters: { select: { chapter: { select: { methodologyId: true } } } } } })).filter(
        (q) => new Set(q.chapters.map((c) => c.chapter.methodologyId)).size === 2,
      ).length,
      withAnswer: await db.prisma.question.count({ where: { ...havo, answers: { some: { sections: { some: {} } } } } }),
      withTips: await db.prisma.question.count({ where: { ...havo, tips: { some: {} } } }),
    };
    expect(counts).toEqual({ withType: total, withTags: total, withDomain: total, withTwoMethodChapters: total, withAnswer: total, withTips: total });
    expect(await db.prisma.questionDependency.count({ where: { question: havo } })).toBeGreaterThan(5);
    expect(await db.prisma.questionAppendix.count({ where: { question: havo } })).toBeGreaterThan(2);
    expect(await db.prisma.answer.count({ where: { question: havo, scores: { isEmpty: false } } })).toBeGreaterThan(2);
    expect(await db.prisma.tip.count({ where: { answerSection: { answer: { question: havo } } } })).toBeGreaterThan(10);
    expect(await db.prisma.topicAttachment.count({ where: { topic: { exam: { stream: { slug: 'natuurkunde-havo' } } } } })).toBeGreaterThan(3);
  });

  it('builds each topic’s search cache from its questions', async () => {
    // 'Hartslag na een tijdrit', Wiskunde B vwo 2024-I (prisma/seed/content/wiskunde-b-vwo/exams/2024-1.ts): questions
    // 1-4 of 3, 4, 3 and 4 points, 5, 5, 4 and 6 minutes, p-values 62, 65, 58 and 45, so the weighted p-value is
    // (3·62 + 4·65 + 3·58 + 4·45) / 14 = 800 / 14 ≈ 57.
    const topic = await db.prisma.topic.findFirstOrThrow({
      where: { name: 'Hartslag na een tijdrit', exam: { year: 2024, term: 1, stream: { slug: 'wiskunde-b-vwo' } } },
      include: { questions: { select: { id: true }, orderBy: { number: 'asc' } } },
    });
    expect({ questionCount: topic.questionCount, totalPoints: topic.totalPoints, totalMinutes: topic.totalMinutes, weightedPValue: topic.weightedPValue }).toEqual({
      questionCount: 4,
      totalPoints: 14,
      totalMinutes: 20,
      weightedPValue: 57,
    });
    const tags = await db.prisma.tag.findMany({ where: { id: { in: topic.tagIds } }, select: { name: true } });
    expect(tags.map((t) => t.name).sort()).toEqual(['afgeleide', 'e-macht', 'exponentiële groei', 'groeifactor', 'integraal', 'logaritme', 'primitieve']);
    const subdomains = await db.prisma.domain.findMany({ where: { id: { in: topic.subdomainIds } }, select: { name: true } });
    expect(subdomains.map((d) => d.name).sort()).toEqual(['Afgeleiden en rekenregels', 'Exponentiële groei en e-machten', 'Logaritmische functies en vergelijkingen', 'Primitieven en oppervlakte']);
    const types = await db.prisma.questionType.findMany({ where: { id: { in: topic.questionTypeIds } }, select: { name: true } });
    expect(types.map((t) => t.name).sort()).toEqual(['Bereken', 'Bereken exact', 'Leg uit']);
    expect(topic.cache).toMatchObject({ course: 'Wiskunde B', level: 'Vwo', year: 2024, term: 1, questionCount: 4, totalPoints: 14, totalTimeInMinutes: 20, weightedProportionValue: 57 });
    expect((topic.cache as { questionsId: number[] }).questionsId).toEqual(topic.questions.map((q) => q.id));
  });

  it('has practice sets of every type', async () => {
    const types = await db.prisma.annotation.groupBy({ by: ['type'], _count: true });
    expect(types.map((t) => t.type).sort()).toEqual(['basisvaardigheid', 'examen', 'gecombineerde-opgaven', 'oefenset', 'opgave']);
    expect(await db.prisma.annotationQuestion.count()).toBeGreaterThan(100);
  });
});

describe('demo accounts', () => {
  it('exist for every role with the printed password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email: account.email } });
      expect({ email: account.email, role: user.role }).toEqual({ email: account.email, role: account.role });
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('give the docent a full school licence with groups, students and privileges', async () => {
    const seat = await db.prisma.seat.findFirstOrThrow({
      where: { user: { email: 'docent@vraagwerk.nl' } },
      include: { privileges: true, license: { include: { groups: true, seats: true } } },
    });
    expect(seat.license.type).toBe('schoollicentie');
    expect(seat.license.groups.length).toBeGreaterThanOrEqual(2);
    const actions = seat.privileges.map((p) => p.action);
    expect(actions).toEqual(expect.arrayContaining(['licentie beheren', 'groepen beheren', 'opgavensets samenstellen']));
    expect(actions.filter((a) => a === 'groepen beheren').length).toBeGreaterThan(1);
    const students = seat.license.seats.filter((s) => s.role === 'leerling');
    expect(students.some((s) => s.userId === null && s.email)).toBe(true); // invited
    expect(students.some((s) => s.userId === null && !s.email)).toBe(true); // empty
    const demo = await db.prisma.user.findFirstOrThrow({
      where: { email: { startsWith: 'leerling-' }, link: (await db.prisma.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' } })).link },
    });
    expect(demo.role).toBe('leerling');
  });

  it('give the trial teacher a limited licence of 10 days with 3 student seats', async () => {
    const seat = await db.prisma.seat.findFirstOrThrow({ where: { user: { email: 'proef@vraagwerk.nl' } }, include: { privileges: true, license: { include: { seats: true } } } });
    expect(seat.license.type).toBe('proeflicentie');
    expect((seat.license.end.getTime() - seat.license.begin.getTime()) / 86_400_000).toBe(10);
    expect(seat.license.seats.filter((s) => s.role === 'leerling')).toHaveLength(3);
    expect(seat.privileges.map((p) => p.action)).toContain('beperkt opgavensets samenstellen');
  });

  it('put the student in a group with a practice privilege', async () => {
    const seat = await db.prisma.seat.findFirstOrThrow({ where: { user: { email: 'leerling@vraagwerk.nl' } }, include: { groups: { include: { group: true } }, privileges: true } });
    expect(seat.groups.map((g) => g.group.name)).toEqual(['Havo 4 natuurkunde']);
    expect(seat.privileges.map((p) => p.action)).toEqual(['oefensets uitvoeren']);
  });
});

describe('demo class activity (npm start seeds it; the snapshot of the tests leaves it out)', () => {
  it('shares a set with Havo 4 natuurkunde two days ago, worked by eight phones and two signed-in students who saved their scores', async () => {
    await seedClassActivity(db.prisma, TEST_NOW);
    const teacher = await db.prisma.user.findUniqueOrThrow({ where: { email: 'docent@vraagwerk.nl' } });
    const set = await db.prisma.collection.findFirstOrThrow({
      where: { ownerId: teacher.id },
      include: { questions: true, shares: { include: { group: true } } },
    });
    expect(set.name.startsWith('Oefenen voor de toets: ')).toBe(true);
    expect(set.createdAt.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(set.shares.map((s) => s.group?.name)).toEqual(['Havo 4 natuurkunde']);
    const questions = set.questions.length;
    expect(questions).toBeGreaterThanOrEqual(4);
    const log = await db.prisma.activityLog.findMany({ where: { collectionId: set.id, OR: [{ userId: null }, { userId: { not: teacher.id } }] } });
    expect(new Set(log.map((e) => e.deviceKey)).size).toBe(10);
    expect(log.filter((e) => e.activity === 'Bekijk je punten')).toHaveLength(10 * questions);
    // Every step event names its step, as the student pages send them.
    expect(log.filter((e) => e.activity.startsWith('Heb je dit tussenantwoord goed') && e.sectionId === null)).toEqual([]);
    const students = await db.prisma.user.findMany({ where: { email: { in: ['leerling@vraagwerk.nl', 'daan.jansen@leerling.example.nl'] } } });
    for (const student of students) {
      expect(await db.prisma.score.count({ where: { userId: student.id, isNewest: true, questionId: { in: set.questions.map((q) => q.questionId) } } })).toBe(questions);
    }
    // The heatmap has something to show: steps where students got stuck, and tips that were taken.
    const heatmap = await setHeatmap(db.prisma, await loadAccess(db.prisma, { id: teacher.id, role: 'docent' }, TEST_NOW), teacher.id, set.key);
    const steps = heatmap!.questions.flatMap((q) => q.strategies.flatMap((s) => s.steps));
    expect(heatmap!.students).toBe(10);
    expect(steps.some((s) => s.stuck > 0)).toBe(true);
    expect(heatmap!.questions.some((q) => q.tipsHelped !== null)).toBe(true);
  });
});

describe('seeding', () => {
  it('puts the figures in the file store: each row without bytes of its own, its object there with its sha256', async () => {
    const rows = await db.prisma.storedFile.findMany({ select: { sha256: true, size: true, content: true, mime: true } });
    expect(rows.length).toBeGreaterThan(50);
    const store = createLocalStorage(testFilesDir());
    for (const row of rows) {
      expect(row.content).toBeNull();
      const bytes = await store.get(`files/${row.sha256}`);
      expect(bytes && [createHash('sha256').update(bytes).digest('hex'), bytes.byteLength]).toEqual([row.sha256, row.size]);
    }
    expect(new Set(rows.map((r) => r.mime))).toEqual(new Set(['image/svg+xml']));
  });

  it('does nothing on a database that has content already', async () => {
    const before = await db.prisma.question.count();
    expect(await seedDemo(db.prisma, undefined, undefined, { storage: createLocalStorage(testFilesDir()) })).toEqual({ seeded: false });
    expect(await db.prisma.question.count()).toBe(before);
  });
});
