// Documents through the job queue in PostgreSQL (issue 48, DOCUMENT_WORKERS=queue): the app renders nothing, real
// worker processes (`node --import tsx server/worker.ts`, as `npm run worker` starts it) on the same database and the
// same file store do. A teacher's PDF comes back over REST with the set's question texts (pdftotext, compared with
// the database); five requests at once make one job and one rendering, a later request and a second instance of the
// app serve it without a job; a worker killed with -9 in the middle of a document loses nothing (its job expires, a
// new worker renders it once, to completion); a worker stopped with SIGTERM finishes its document first; a full queue
// answers 503 with Retry-After, and the waiting documents come when a worker starts. Renderings are counted in the
// workers' own log lines and in pg-boss's job rows, never by the code under test; a job that fails for good fails
// its request. PostgreSQL only: the queue lives there (the embedded database belongs to one process, and the app
// refuses DOCUMENT_WORKERS=queue without it). On every database: a document rendered by one process's threads is
// served from the file store by another without rendering.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/http/app.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { projectRoot } from '../../server/db/migrations.ts';
import { clockFrom } from '../../server/domain/clock.ts';
import { openTestDatabase } from '../setup/database.ts';
import { createClient, type HttpClient } from '../setup/client.ts';
import { createLicense, createSeat, createUser, DEMO_PASSWORD, downloaded, streamIdOf } from '../setup/factories.ts';
import { TEST_NOW, testFilesDir } from '../setup/env.ts';
import { pdfText, scratch, testWith } from '../setup/readers.ts';
import { testStorage } from '../setup/files.ts';
import { createDocumentService, type DocumentOutcome } from '../../server/documents/service.ts';
import { loadFiles, loadTopicModel, type DocumentModel } from '../../server/domain/documents/model.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SKIPPED = onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL; the queue lives in PostgreSQL)';

/** A worker's time-out: a job of a killed worker expires 25 s after it was taken (server/documents/queue.ts). */
const TIMEOUT_S = '20';
const ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DOCUMENT_WORKERS: 'queue', DOCUMENT_QUEUE: '2', DOCUMENT_TIMEOUT_S: TIMEOUT_S };

test('DOCUMENT_WORKERS=queue without DATABASE_URL refuses to start, saying why', () => {
  expect(() => loadConfig({ NODE_ENV: 'test', DOCUMENT_WORKERS: 'queue' })).toThrow(
    'Invalid configuration:\n  DOCUMENT_WORKERS=queue: needs DATABASE_URL (PostgreSQL), where the queue and its worker processes meet',
  );
  expect(() => loadConfig({ NODE_ENV: 'test', DOCUMENT_WORKERS: 'queues' })).toThrow('DOCUMENT_WORKERS');
  expect(loadConfig({ NODE_ENV: 'test' }).documents.workers).toBe('threads');
});

describe('finished documents in the file store (threads mode, on every database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  test('a document one process rendered is served by another from the store, without rendering; each answer is told', async () => {
    const topic = await database.prisma.topic.findFirstOrThrow({ where: { questions: { some: { appendixes: { some: {} } } } }, orderBy: { id: 'asc' }, select: { id: true } });
    // A title of its own: a version no other test file has stored in the run's store.
    const model: DocumentModel = { ...(await loadTopicModel(database.prisma, topic.id, {}))!, title: `Opgeslagen ${randomBytes(4).toString('hex')}` };
    const events: DocumentOutcome[][] = [[], []];
    const services = [0, 1].map((i) => createDocumentService({ threads: 1, queue: 1, prewarm: false, storage: testStorage(), onDocument: (e) => events[i]!.push(e.outcome) }));
    try {
      const first = await services[0]!.document('topicAppendixes', model, () => loadFiles(database.prisma, testStorage(), model.files));
      expect(first.cached).toBe(false);
      expect(new TextDecoder().decode(first.data.subarray(0, 5))).toBe('%PDF-');
      expect((await services[0]!.document('topicAppendixes', model, () => Promise.reject(new Error('rendered again')))).cached).toBe(true);
      // Another process (its own memory): from the store; it would fail if it loaded files to render.
      const other = await services[1]!.document('topicAppendixes', model, () => Promise.reject(new Error('rendered again')));
      expect(other.cached).toBe(true);
      expect(Buffer.from(other.data).equals(Buffer.from(first.data))).toBe(true);
      expect(services[1]!.stats).toMatchObject({ rendered: 0, stored: 1 });
      expect(events).toEqual([['rendered', 'memory'], ['stored']]);
      expect(await services[1]!.queueDepth()).toBe(0);
    } finally {
      for (const service of services) await service.close();
    }
  }, 120_000);
});

/** A worker process and what it printed. */
interface Worker {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
}

function startWorker(url: string, extra: Record<string, string> = {}): Promise<Worker> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, FILES_DIR: testFilesDir(), DOCUMENT_THREADS: '1', DOCUMENT_TIMEOUT_S: TIMEOUT_S, ...extra };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffered = '';
    const read = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (line.includes('Document worker: ')) resolve({ child, lines, exited });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`The worker ended (${code}) before it was ready:\n${lines.join('\n')}`)));
  });
}

/** The worker's log lines of documents it rendered (not those it found in the store). */
const rendered = (worker: Worker) => worker.lines.filter((line) => / rendered \d+ ms/.test(line));

interface Instance {
  url: string;
  app: FastifyInstance;
  db: Database;
}

async function startInstance(db: Database, url: string): Promise<Instance> {
  const app = await buildApp(loadConfig({ ...ENV, DATABASE_URL: url, FILES_DIR: testFilesDir() }), db, { clock: clockFrom(TEST_NOW) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app, db };
}

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  singleton_key: string;
}

(onPostgres ? describe : describe.skip)(`documents through the job queue, rendered by worker processes${SKIPPED}`, () => {
  let url: string;
  let app: Instance;
  let sql: pg.Client;
  let teacher: HttpClient;
  let ownerId: number;
  const workers: Worker[] = [];
  const files = scratch();
  const db = () => app.db.prisma;

  beforeAll(async () => {
    const database = await openTestDatabase();
    if (database.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = database.target.url;
    app = await startInstance(database, url);
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const user = await createUser(db(), { role: 'docent', data: { school: 'Testschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } } });
    const license = await createLicense(db(), { begin: new Date('2025-08-01T00:00:00Z'), end: new Date('2026-08-01T00:00:00Z') });
    await createSeat(db(), { licenseId: license.id, userId: user.id, privileges: [{ action: 'opgavensets samenstellen', objectId: await streamIdOf(db(), 'natuurkunde-havo') }] });
    ownerId = user.id;
    teacher = createClient(app.url);
    expect((await teacher.json('POST', '/api/login', { email: user.email, password: DEMO_PASSWORD })).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await sql?.end();
    await app?.app.close();
    await app?.db.close();
    files.remove();
  });

  /** A set of the teacher's with the questions of `topics` topics of natuurkunde havo, under a name of its own. */
  async function makeSet(topics: number, name = `Wachtrij ${randomBytes(4).toString('hex')}`) {
    const stream = await streamIdOf(db(), 'natuurkunde-havo');
    const chosen = await db().topic.findMany({ where: { exam: { streamId: stream } }, take: topics, orderBy: { id: 'asc' }, select: { id: true, questions: { select: { id: true } } } });
    const set = await db().collection.create({
      data: {
        key: randomBytes(16).toString('base64url'),
        ownerId,
        streamId: stream,
        name,
        downloadType: 'pdf',
        fingerprint: randomBytes(8).toString('hex'),
        topicOrder: chosen.map((t) => t.id),
        questions: { create: chosen.flatMap((t) => t.questions).map((q, position) => ({ questionId: q.id, position })) },
      },
    });
    return set.key;
  }

  const pdfOf = (key: string) => downloaded(teacher, `/api/download-collection-pdf/${key}?type=pdf`);
  /** The documents queue's jobs made since `since`, oldest first. */
  const jobsSince = async (since: Date) =>
    (await sql.query<JobRow>(`SELECT id, state::text, retry_count, singleton_key FROM pgboss.job WHERE name = 'documents' AND created_on >= $1 ORDER BY created_on`, [since])).rows;
  /**
   * The jobs since `since` once none is unfinished: a worker tells the app when the document is stored, and pg-boss
   * marks its job completed just after.
   */
  const finishedSince = async (since: Date) => {
    await until(async () => (await jobsSince(since)).every((j) => j.state === 'completed' || j.state === 'failed'), 10_000, 'a job did not finish');
    return jobsSince(since);
  };
  /** The worker's rendered lines once there are `count` (its output comes through a pipe, the answer through HTTP). */
  const renderedLines = async (worker: Worker, count: number) => {
    await until(async () => rendered(worker).length >= count, 10_000, `the worker logged ${rendered(worker).length} renderings, not ${count}`);
    return rendered(worker);
  };
  /** The database's clock: jobs made from then on are this test's. */
  const now = async () => (await sql.query<{ now: Date }>('SELECT clock_timestamp() AS now')).rows[0]!.now;
  const until = async (what: () => Promise<boolean>, ms: number, message: string) => {
    const end = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > end) throw new Error(message);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  testWith(['poppler'])(
    "a teacher's PDF is rendered by a worker process and holds the set's questions",
    async () => {
      workers.push(await startWorker(url));
      const worker = workers.at(-1)!;
      const key = await makeSet(3);
      const since = await now();
      const answer = await pdfOf(key);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('x-document-cache')).toBe('miss');
      const text = (await pdfText(files.file('queued.pdf', answer.data))).replace(/\s+/g, ' ');
      const questions = await db().collectionQuestion.findMany({ where: { collection: { key } }, orderBy: { position: 'asc' }, select: { question: { select: { text: true } } } });
      expect(questions.length).toBeGreaterThan(3);
      questions.forEach(({ question }, i) => {
        expect(text).toContain(`Vraag ${i + 1}`);
        // The first plain words of the question's text, before any formula, bold or image.
        const words = question.text
          .split(/\$\$|\*\*|!\[|\n|\|/)[0]!
          .trim()
          .split(/\s+/)
          .slice(0, 4)
          .join(' ');
        expect(text).toContain(words);
      });
      expect(await renderedLines(worker, 1)).toHaveLength(1);
      const jobs = await finishedSince(since);
      expect(jobs.map((j) => j.state)).toEqual(['completed']);
      // The app renders nothing in queue mode: it waited for the worker's document.
      expect(app.app.documents.stats.rendered).toBe(1);
    },
    120_000,
  );

  test('five requests at once make one job and one rendering; later ones and a second instance need neither', async () => {
    const worker = workers.at(-1)!;
    const key = await makeSet(4);
    const since = await now();
    const before = rendered(worker).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => pdfOf(key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers) expect(Buffer.from(a.data).equals(Buffer.from(answers[0]!.data))).toBe(true);
    expect((await renderedLines(worker, before + 1)).length - before).toBe(1);
    expect((await finishedSince(since)).map((j) => j.state)).toEqual(['completed']);

    const later = await pdfOf(key);
    expect(later.headers.get('x-document-cache')).toBe('hit');
    // A second instance (its own pool and memory) finds the document in the store: no job, no rendering.
    const second = await startInstance(await openDatabase({ kind: 'postgres', url }), url);
    try {
      const other = createClient(second.url);
      const owner = await db().user.findUniqueOrThrow({ where: { id: ownerId }, select: { email: true } });
      expect((await other.json('POST', '/api/login', { email: owner.email, password: DEMO_PASSWORD })).status).toBe(200);
      const there = await downloaded(other, `/api/download-collection-pdf/${key}?type=pdf`);
      expect(there.status).toBe(200);
      expect(there.headers.get('x-document-cache')).toBe('hit');
      expect(Buffer.from(there.data).equals(Buffer.from(answers[0]!.data))).toBe(true);
      expect(second.app.documents.stats.stored).toBe(1);
    } finally {
      await second.app.close();
      await second.db.close();
    }
    expect(await jobsSince(since)).toHaveLength(1);
    expect((await renderedLines(worker, before + 1)).length - before).toBe(1);
  }, 120_000);

  test('a listening connection the database ends is opened again, by the app and by the worker', async () => {
    const listeners = async () =>
      (await sql.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'vraagwerk-documents-listen'`)).rows.map((r) => r.pid);
    const before = await listeners();
    // The app's (document done) and the worker's (job sent).
    expect(before).toHaveLength(2);
    await sql.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    await until(
      async () => {
        const now = await listeners();
        return now.length === 2 && now.every((pid) => !before.includes(pid));
      },
      15_000,
      'the listeners did not come back',
    );
    const answer = await pdfOf(await makeSet(2));
    expect(answer.status).toBe(200);
  }, 60_000);

  test('a worker killed with -9 in the middle of a document loses nothing: a new worker renders it, once, to completion', async () => {
    const killed = workers.at(-1)!;
    const key = await makeSet(14);
    const since = await now();
    const answer = pdfOf(key);
    await until(async () => (await jobsSince(since)).some((j) => j.state === 'active'), 60_000, 'no worker took the job');
    // Rendering (not just taken): the worker's threads are at it for seconds on a set this size.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [job] = await jobsSince(since);
    expect(job!.state).toBe('active');
    const renderedBefore = rendered(killed).length;
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toBe(null);
    expect(rendered(killed)).toHaveLength(renderedBefore);

    const next = await startWorker(url);
    workers.push(next);
    const got = await answer;
    expect(got.status).toBe(200);
    expect(new TextDecoder().decode(got.data.subarray(0, 5))).toBe('%PDF-');
    const jobs = await finishedSince(since);
    // The same job, expired and taken again once; rendered to completion by the new worker alone.
    expect(jobs).toEqual([expect.objectContaining({ id: job!.id, state: 'completed', retry_count: 1 })]);
    expect((await renderedLines(next, 1)).filter((line) => line.includes(`job ${job!.id}`))).toHaveLength(1);
    expect(killed.lines.filter((line) => line.includes(`job ${job!.id}`))).toEqual([]);
  }, 180_000);

  test('SIGTERM: the worker takes no new document, finishes the one it renders, and ends with 0', async () => {
    const worker = workers.at(-1)!;
    const key = await makeSet(10);
    const since = await now();
    const answer = pdfOf(key);
    await until(async () => (await jobsSince(since)).some((j) => j.state === 'active'), 60_000, 'no worker took the job');
    worker.child.kill('SIGTERM');
    expect((await answer).status).toBe(200);
    expect(await worker.exited).toBe(0);
    expect((await finishedSince(since)).map((j) => [j.state, j.retry_count])).toEqual([['completed', 0]]);
    expect(worker.lines.some((line) => line.includes('Document worker stopped'))).toBe(true);
  }, 120_000);

  test('a full queue answers 503 with Retry-After; the waiting documents come once a worker runs', async () => {
    // No worker runs now: DOCUMENT_QUEUE=2 jobs may wait, the third document is refused.
    expect(workers.every((w) => w.child.exitCode !== null || w.child.signalCode !== null)).toBe(true);
    const keys = [await makeSet(1), await makeSet(2), await makeSet(3)];
    const since = await now();
    const answers = keys.map((key) => pdfOf(key));
    await until(async () => (await jobsSince(since)).length === 2 && app.app.documents.stats.refused > 0, 30_000, 'two jobs and a refusal');
    expect(await app.app.documents.queueDepth()).toBe(2);
    workers.push(await startWorker(url));
    const done = await Promise.all(answers);
    expect(done.map((a) => a.status).sort()).toEqual([200, 200, 503]);
    const busy = done.find((a) => a.status === 503)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(new TextDecoder().decode(busy.data))).toMatchObject({ message: expect.any(String) });
    // The refused one, asked again (as the web app retries), comes too.
    const again = await pdfOf(keys[done.indexOf(busy)]!);
    expect(again.status).toBe(200);
    expect((await finishedSince(since)).map((j) => j.state)).toEqual(['completed', 'completed', 'completed']);
    expect(await app.app.documents.queueDepth()).toBe(0);
  }, 180_000);
  test('a document that fails for good fails its request as a rendering failure does (500), after the job was tried three times', async () => {
    const running = workers.at(-1)!;
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    // A worker whose time-out no document of a whole stream can meet: every try is abandoned.
    const failing = await startWorker(url, { DOCUMENT_TIMEOUT_S: '1' });
    workers.push(failing);
    const key = await makeSet(40);
    const since = await now();
    const answer = await pdfOf(key);
    expect(answer.status).toBe(500);
    const [job, ...others] = await jobsSince(since);
    expect(others).toEqual([]);
    await until(async () => (await jobsSince(since))[0]!.state === 'failed', 10_000, 'the job did not fail');
    expect((await jobsSince(since))[0]).toMatchObject({ state: 'failed', retry_count: 2 });
    const tries = failing.lines.filter((line) => line.includes(`job ${job!.id}`));
    expect(tries).toHaveLength(3);
    expect(tries.every((line) => / failed \d+ ms/.test(line))).toBe(true);
    expect(tries[2]).toContain('for good');
    expect(rendered(failing)).toEqual([]);
  }, 180_000);
});
