// A week of class activity for the demo teacher (docent@vraagwerk.nl), so that /leerlingen, a student's results and
// 'where the class gets stuck' show what they are for on a fresh machine: a set shared with 'Havo 4 natuurkunde' two
// days ago, worked through the next day from eight phones (anonymous) and by two signed-in students, whose marking is
// saved as their scores (their results page). Everything goes through the product's own commands (set-making, sharing, the activity log,
// saving a score), so the figures are exactly what the real flows would record. The choices are drawn from a fixed
// seed: every demo database looks the same.
import type { Db } from '../../server/db/database.ts';
import { loadSessionUser } from '../../server/domain/accounts/sessions.ts';
import { appContext, systemActor } from '../../server/domain/context.ts';
import { createMailer } from '../../server/domain/mail/mailer.ts';
import { createCollection } from '../../server/domain/collections/create.ts';
import { shareCollection } from '../../server/domain/collections/sharing.ts';
import { FLOW, logEvent, type LogEvent } from '../../server/domain/activity/log.ts';
import { saveScore } from '../../server/domain/practice/scores.ts';
import { SHOWN_ANSWERS } from '../../server/domain/collections/read.ts';

const TEACHER = 'docent@vraagwerk.nl';
const STREAM = 'natuurkunde-havo';
const GROUP = 'Havo 4 natuurkunde';
/** Signed-in students who work the set and practise on their own. */
const STUDENTS = ['leerling@vraagwerk.nl', 'daan.jansen@leerling.example.nl'];
const ANONYMOUS_DEVICES = 8;
const ADDRESS = '192.0.2.10';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A small deterministic generator (mulberry32): the same demo every time. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Question {
  id: number;
  topicId: number;
  steps: { id: number; tips: number }[];
}

interface Worker {
  userId: number | null;
  deviceKey: string;
  /** How sure of themselves: the chance a step goes right without help. */
  skill: number;
}

/** What one student does with one question: opens it, marks every step (with tips or the model answer where stuck). */
function workQuestion(question: Question, worker: Worker, draw: () => number) {
  const events: Omit<LogEvent, 'deviceKey' | 'sessionKey' | 'origin'>[] = [{ activity: 'Tips en antwoorden', questionId: question.id, topicId: question.topicId }];
  events.push({ activity: FLOW.startScoring, questionId: question.id, topicId: question.topicId });
  const marks = question.steps.map((step, i) => {
    // Later steps are harder: that is where a class gets stuck.
    const right = draw() < worker.skill - i * 0.12;
    let isCorrect = right;
    let shownElaboration = false;
    const at = { questionId: question.id, topicId: question.topicId, sectionId: step.id };
    if (!right && step.tips > 0 && draw() < 0.7) {
      events.push({ activity: FLOW.tip, ...at });
      isCorrect = draw() < 0.55;
    }
    if (!isCorrect && draw() < 0.5) {
      events.push({ activity: FLOW.elaboration, ...at });
      shownElaboration = true;
    }
    events.push({ activity: isCorrect ? FLOW.yes : FLOW.no, ...at });
    return { id: step.id, isCorrect, shownElaboration };
  });
  events.push({ activity: 'Bekijk je punten', questionId: question.id, topicId: question.topicId });
  return { events, marks };
}

async function questionsOf(tx: Db, topicIds: number[]): Promise<Question[]> {
  const rows = await tx.question.findMany({
    where: { topicId: { in: topicIds } },
    orderBy: [{ topicId: 'asc' }, { number: 'asc' }],
    select: {
      id: true,
      topicId: true,
      answers: {
        where: SHOWN_ANSWERS,
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        take: 1,
        select: { sections: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, _count: { select: { tips: true } } } } },
      },
    },
  });
  const order = new Map(topicIds.map((id, i) => [id, i]));
  return rows
    .filter((q) => q.answers[0]?.sections.length)
    .sort((a, b) => order.get(a.topicId)! - order.get(b.topicId)!)
    .map((q) => ({ id: q.id, topicId: q.topicId, steps: q.answers[0]!.sections.map((s) => ({ id: s.id, tips: s._count.tips })) }));
}

export async function seedClassActivity(tx: Db, now: Date): Promise<void> {
  const teacher = await tx.user.findUniqueOrThrow({ where: { email: TEACHER } });
  const stream = await tx.stream.findUniqueOrThrow({ where: { slug: STREAM } });
  const group = await tx.group.findFirstOrThrow({ where: { name: GROUP, streamId: stream.id } });
  // Two topics of the newest published exam that shows its answers: the students get tips and the marking scheme.
  const exam = await tx.exam.findFirstOrThrow({
    where: { streamId: stream.id, status: 'published', showAnswers: true },
    orderBy: [{ year: 'desc' }, { term: 'desc' }],
    select: { topics: { orderBy: { position: 'asc' }, take: 2, select: { id: true, name: true } } },
  });
  const topicIds = exam.topics.map((t) => t.id);
  const questions = await questionsOf(tx, topicIds);
  const setDay = new Date(now.getTime() - 2 * DAY);
  // The teacher makes and shares the set two days ago, as a request of theirs would; neither command sends mail (a
  // mail would wait in the outbox).
  const asTeacher = appContext({
    db: tx,
    now: setDay,
    mailer: createMailer(tx, { from: 'noreply@vraagwerk.nl', printMails: false, log: () => {} }),
    publicUrl: 'http://localhost',
    actor: systemActor(tx, await loadSessionUser(tx, teacher.id), setDay),
  });
  const made = await createCollection(asTeacher, {
    name: `Oefenen voor de toets: ${exam.topics.map((t) => t.name).join(' en ')}`,
    streamId: stream.id,
    downloadType: 'digital',
    questionIds: questions.map((q) => q.id),
    topicOrder: topicIds,
  });
  if (made.kind !== 'ok') throw new Error(`The demo set could not be made: ${JSON.stringify(made)}`);
  const shared = await shareCollection(asTeacher, { setKey: made.key, groupId: group.id });
  if (shared.kind !== 'ok') throw new Error(`The demo set could not be shared: ${shared.kind}`);

  const draw = random(20_26);
  const students = await tx.user.findMany({ where: { email: { in: STUDENTS } }, orderBy: { id: 'asc' } });
  const workers: Worker[] = [
    ...Array.from({ length: ANONYMOUS_DEVICES }, (_, i) => ({ userId: null, deviceKey: `demo-toestel-${String(i + 1).padStart(2, '0')}-${'x'.repeat(12)}`, skill: 0.55 + draw() * 0.4 })),
    ...students.map((s, i) => ({ userId: s.id, deviceKey: `demo-leerling-${i + 1}-${'y'.repeat(12)}`, skill: 0.7 + draw() * 0.2 })),
  ];
  for (const [w, worker] of workers.entries()) {
    // The class works the set the day after it was shared, each student from their own moment on.
    let at = setDay.getTime() + DAY + w * 7 * MINUTE;
    const sessionKey = `${worker.deviceKey}-sessie`;
    // Each event is sent by the worker (a phone without an account, or a signed-in student) at its own moment.
    const asWorker = appContext({
      db: tx,
      mailer: asTeacher.mailer,
      publicUrl: asTeacher.publicUrl,
      actor: systemActor(tx, worker.userId === null ? null : await loadSessionUser(tx, worker.userId), setDay),
    });
    for (const question of questions) {
      const { events, marks } = workQuestion(question, worker, draw);
      for (const event of events) {
        at += MINUTE;
        const result = await logEvent({ ...asWorker, now: new Date(at) }, { origin: 'demo', deviceKey: worker.deviceKey, sessionKey, collectionKey: made.key, ...event, address: ADDRESS });
        if (result.kind !== 'ok') throw new Error(`A demo activity was refused: ${result.kind}`);
      }
      if (worker.userId !== null) {
        const student = students.find((s) => s.id === worker.userId)!;
        // The student saves at that moment, as a request of theirs would.
        const asStudent = appContext({
          db: tx,
          now: new Date(at),
          mailer: asTeacher.mailer,
          publicUrl: asTeacher.publicUrl,
          actor: systemActor(tx, await loadSessionUser(tx, student.id), new Date(at)),
        });
        const saved = await saveScore(asStudent, { streamId: stream.id, questionId: question.id, updatedAt: new Date(at).toISOString(), hasCompletedScoreFlow: true, sections: marks });
        if (saved.kind !== 'ok') throw new Error(`A demo score was refused: ${saved.kind}`);
      }
    }
  }
}
