// The database of `npm run bench:search`: a fresh embedded PGlite in a temporary folder, or a fresh database on a
// PostgreSQL server (created here, dropped at the end); migrated, seeded with the demo content and the scale generator.
// Its file store (the seed's figures) is a folder of its own beside it, never ./data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { PrismaClient } from '../../server/db/generated/client.ts';
import type { Database, DatabaseTarget } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrations.ts';

export interface BenchDatabase {
  target: DatabaseTarget;
  /** 'PGlite' or 'PostgreSQL <version>'. */
  label: string;
  /** The file store's folder (FILES_DIR) that goes with the database. */
  filesDir: string;
  /** Removes the temporary folder or drops the database. */
  dispose(): Promise<void>;
}

/** Marks the exams of the scale generator (prisma/seed/scale.ts). */
export const GENERATED_EXAM_NOTES = 'Gegenereerd voor prestatiemetingen';
/** Marks the exams of the topics whose pages the bench counts statements of (createTopicWithQuestions). */
const TOPIC_PAGE_EXAM_NOTES = 'Topic page benchmark';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A database that an earlier run kept (`--keep`): a PostgreSQL address or a PGlite folder. It is measured as it is and
 * left in place.
 */
export async function reuseBenchDatabase(location: string): Promise<BenchDatabase> {
  // A kept PGlite folder has its files beside it (<folder>/pglite, <folder>/files); a kept PostgreSQL database has them
  // in the folder named after it, kept with it (createBenchDatabase).
  if (!/^postgres(ql)?:\/\//.test(location)) return { target: { kind: 'pglite', dataDir: location }, label: 'PGlite (reused)', filesDir: join(dirname(location), 'files'), dispose: async () => {} };
  const client = new pg.Client({ connectionString: location });
  await client.connect();
  try {
    const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    return {
      target: { kind: 'postgres', url: location },
      label: `PostgreSQL ${version} (database ${new URL(location).pathname.slice(1)}, reused)`,
      filesDir: benchFilesDir(new URL(location).pathname.slice(1)),
      dispose: async () => {},
    };
  } finally {
    await client.end();
  }
}

/** The file store of a bench database on PostgreSQL: a folder named after it, made by the first write. */
const benchFilesDir = (database: string) => join(tmpdir(), `vraagwerk-bench-files-${database}`);

export async function createBenchDatabase(postgresUrl: string | undefined): Promise<BenchDatabase> {
  if (!postgresUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'vraagwerk-bench-search-'));
    return {
      target: { kind: 'pglite', dataDir: join(folder, 'pglite') },
      label: 'PGlite',
      filesDir: join(folder, 'files'),
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const name = `vraagwerk_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  let version: string;
  try {
    version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const files = benchFilesDir(name);
  rmSync(files, { recursive: true, force: true });
  return {
    target: { kind: 'postgres', url: withDatabase(postgresUrl, name) },
    label: `PostgreSQL ${version} (database ${name})`,
    filesDir: files,
    async dispose() {
      rmSync(files, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: postgresUrl });
      await drop.connect();
      try {
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await drop.end();
      }
    },
  };
}

/** Applies the migrations the database lacks (server/db/migrations.ts, which sends each script to PostgreSQL whole); answers their names. */
export async function migrate(db: Database): Promise<string[]> {
  return applyMigrations(db.adapterFactory);
}

/**
 * Vacuum and fresh statistics after a bulk load, as autovacuum would leave a database that has settled (the index
 * triggers rewrite every new topic once, leaving dead row versions behind).
 */
export async function settle(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRawUnsafe('VACUUM ANALYZE');
}

/** The stream with the most generated topics. */
export async function streamWithMostGeneratedTopics(prisma: PrismaClient): Promise<{ id: number; slug: string; generated: number; visible: number }> {
  const [row] = await prisma.$queryRaw<{ id: number; slug: string; generated: bigint }[]>`
    SELECT s.id, s.slug, count(*) AS generated FROM topics t JOIN exams e ON e.id = t.exam_id JOIN streams s ON s.id = e.stream_id
    WHERE e.notes = ${GENERATED_EXAM_NOTES} GROUP BY s.id, s.slug ORDER BY count(*) DESC, s.id LIMIT 1`;
  if (!row) throw new Error('No generated topics: the scale generator did not run.');
  const visible = await prisma.topic.count({ where: { streamId: row.id, examStatus: 'published' } });
  return { id: row.id, slug: row.slug, generated: Number(row.generated), visible };
}

export interface ResultsFilterChoice {
  domainId: number;
  domainName: string;
  complexities: ('low' | 'average' | 'high')[];
  hasAnswers: boolean[];
  matches: number;
}

/**
 * Workload A's filter: a domain (or subdomain), average and high complexity, with tips and self-marking for students;
 * the domain chosen so that together they keep about `share` of the stream's published topics.
 */
export async function chooseResultsFilter(prisma: PrismaClient, streamId: number, share = 0.2): Promise<ResultsFilterChoice> {
  const complexities: ResultsFilterChoice['complexities'] = ['average', 'high'];
  const hasAnswers = [true];
  const rows = await prisma.$queryRaw<{ id: number; name: string; n: bigint; total: bigint }[]>`
    SELECT d.id, d.name,
      (SELECT count(*) FROM topics t WHERE t.stream_id = ${streamId} AND t.exam_status = 'published' AND t.domain_ids @> ARRAY[d.id]
         AND t.complexity IN ('average', 'high') AND t.has_answers) AS n,
      (SELECT count(*) FROM topics t WHERE t.stream_id = ${streamId} AND t.exam_status = 'published') AS total
    FROM domains d WHERE d.stream_id = ${streamId} ORDER BY d.id`;
  const best = rows.map((r) => ({ ...r, distance: Math.abs(Number(r.n) / Math.max(1, Number(r.total)) - share) })).sort((a, b) => a.distance - b.distance || a.id - b.id)[0];
  if (!best) throw new Error(`Stream ${streamId} has no domains.`);
  return { domainId: best.id, domainName: best.name, complexities, hasAnswers, matches: Number(best.n) };
}

/** Topics matching a free-text query in the stream, as the domain's query counts them. */
export async function countTextMatches(prisma: PrismaClient, streamId: number, tsquery: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM topic_search s WHERE s.stream_id = ${streamId} AND s.exam_status = 'published' AND s.search_vector @@ to_tsquery('dutch', ${tsquery})`;
  return Number(row?.n ?? 0);
}

/** The topic that createTopicWithQuestions made for `year` in an earlier run. */
export async function findTopicWithQuestions(prisma: PrismaClient, streamId: number, year: number): Promise<number> {
  const topic = await prisma.topic.findFirst({ where: { exam: { streamId, year, notes: TOPIC_PAGE_EXAM_NOTES } }, select: { id: true } });
  if (!topic) throw new Error(`The reused database has no topic-page topic of ${year}: was it kept by bench:search (--keep)?`);
  return topic.id;
}

/**
 * A published topic in the stream with `count` questions that carry everything a topic page shows (text, highlight,
 * keyword, domain, chapter, type, tip, a marking scheme with a step and its tip, figures, appendixes, and a dependency
 * on the question before). Returns the topic's database id.
 */
export async function createTopicWithQuestions(prisma: PrismaClient, streamId: number, count: number, year: number): Promise<number> {
  const [tag, domain, chapter, type] = await Promise.all([
    prisma.tag.findFirstOrThrow({ where: { streamId }, select: { id: true } }),
    prisma.domain.findFirstOrThrow({ where: { streamId, parentId: { not: null } }, select: { id: true } }),
    prisma.chapter.findFirstOrThrow({ where: { streamId }, select: { id: true } }),
    prisma.questionType.findFirstOrThrow({ where: { streamId }, select: { id: true } }),
  ]);
  const exam = await prisma.exam.create({ data: { streamId, year, term: 1, status: 'published', showAnswers: true, notes: TOPIC_PAGE_EXAM_NOTES } });
  const file = await prisma.storedFile.create({ data: { name: 'figuur.svg', mime: 'image/svg+xml', size: 6, sha256: `bench-${year}`, content: Buffer.from('<svg/>') } });
  const figure = () => ({ create: [{ attachment: { create: { examId: exam.id, fileId: file.id, name: 'Figuur' } } }] });
  const topic = await prisma.topic.create({
    data: {
      examId: exam.id,
      name: `Meetopgave met ${count} vragen`,
      introduction: 'Een opgave voor het meten van de opgavepagina.',
      attachments: figure(),
      questions: {
        create: Array.from({ length: count }, (_, i) => ({
          number: i + 1,
          points: 2,
          timeInMinutes: 4,
          text: `Bereken de gevraagde grootheid (vraag ${i + 1}).`,
          typeId: type.id,
          highlights: { create: [{ text: `kernpunt ${i + 1}` }] },
          tags: { create: [{ tagId: tag.id }] },
          domains: { create: [{ domainId: domain.id }] },
          chapters: { create: [{ chapterId: chapter.id }] },
          tips: { create: [{ text: 'Schrijf eerst de gegeven grootheden op.' }] },
          attachments: figure(),
          appendixes: figure(),
          answers: {
            create: [{ status: 'published' as const, sections: { create: [{ points: 2, correction: 'juiste formule', text: 'De uitkomst.', tips: { create: [{ text: 'Kies de formule.' }] } }] } }],
          },
        })),
      },
    },
    select: { id: true, questions: { orderBy: { number: 'asc' }, select: { id: true } } },
  });
  await prisma.questionDependency.createMany({
    data: topic.questions.slice(1).map((q, i) => ({ questionId: q.id, dependsOnId: topic.questions[i]!.id, introduction: true, attachments: true, appendixes: true })),
  });
  return topic.id;
}
