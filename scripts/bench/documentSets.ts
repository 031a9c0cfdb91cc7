// The sets of `npm run bench:documents`: a database seeded by the project's own seed, a set of topics with figures and
// formulas chosen from the demo content, and as many sets of those questions as the benchmark needs, each with
// another name so that each of its documents is new to the server's document cache.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Database, DatabaseTarget } from '../../server/db/database.ts';
import { projectRoot } from '../../server/db/migrations.ts';
import type { IdCodec } from '../../server/app/ids.ts';

/** Migrations and the demo content by the project's own `npm run db:seed`, in a child process on the same database. */
export function seedInChild(target: DatabaseTarget, filesDir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', FILES_DIR: filesDir };
  delete env.DATABASE_URL;
  if (target.kind === 'postgres') env.DATABASE_URL = target.url;
  else if (target.kind === 'pglite')
    env.DATA_DIR = dirname(target.dataDir); // the seed opens DATA_DIR/pglite
  else throw new Error('An in-memory database cannot be seeded from another process.');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', join(projectRoot, 'prisma/seed/cli.ts')], { cwd: projectRoot, env, maxBuffer: 16 * 2 ** 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`npm run db:seed failed: ${String(error)}\n${stdout}\n${stderr}`)) : resolve(),
    );
  });
}

export interface ChosenTopics {
  streamId: number;
  slug: string;
  topicIds: number[];
  questionIds: number[];
  withFigures: number;
  withFormulas: number;
}

/**
 * `count` published topics of the stream, those with figures (attached, or images in the markup) and formulas first,
 * with all their questions. Another stream when this one has fewer topics with figures.
 */
export async function chooseTopics(db: Database, slug: string, count: number, log: (line: string) => void): Promise<ChosenTopics> {
  const rows = await db.prisma.$queryRaw<{ id: number; stream_id: number; slug: string; figures: boolean; formulas: boolean }[]>`
    SELECT t.id, t.stream_id, s.slug,
      (EXISTS (SELECT 1 FROM topic_attachments a WHERE a.topic_id = t.id) OR t.introduction LIKE '%![%'
        OR EXISTS (SELECT 1 FROM questions q JOIN question_attachments a ON a.question_id = q.id WHERE q.topic_id = t.id)
        OR EXISTS (SELECT 1 FROM questions q WHERE q.topic_id = t.id AND (q.introduction LIKE '%![%' OR q.text LIKE '%![%'))) AS figures,
      (t.introduction LIKE '%$%' OR EXISTS (SELECT 1 FROM questions q WHERE q.topic_id = t.id AND (q.text LIKE '%$%' OR q.introduction LIKE '%$%'))) AS formulas
    FROM topics t JOIN streams s ON s.id = t.stream_id
    WHERE t.exam_status = 'published' AND t.question_count > 0
    ORDER BY t.id`;
  const byStream = new Map<string, typeof rows>();
  for (const r of rows) byStream.set(r.slug, [...(byStream.get(r.slug) ?? []), r]);
  const figured = (slugOf: string) => (byStream.get(slugOf) ?? []).filter((r) => r.figures).length;
  let chosenSlug = slug;
  if (figured(slug) < count) {
    const best = [...byStream.keys()].sort((a, b) => figured(b) - figured(a))[0];
    if (!best) throw new Error('The demo content has no published topics.');
    log(`${slug} has ${figured(slug)} published topics with figures (fewer than ${count}): using ${best} (${figured(best)}).`);
    chosenSlug = best;
  }
  const candidates = byStream.get(chosenSlug)!;
  const rank = (r: (typeof rows)[number]) => (r.figures ? 0 : 2) + (r.formulas ? 0 : 1);
  const picked = [...candidates].sort((a, b) => rank(a) - rank(b) || a.id - b.id).slice(0, count);
  if (picked.length < count) throw new Error(`${chosenSlug} has only ${picked.length} published topics.`);
  const topicIds = picked.map((r) => r.id).sort((a, b) => a - b);
  const questions = await db.prisma.question.findMany({ where: { topicId: { in: topicIds } }, orderBy: [{ topicId: 'asc' }, { number: 'asc' }], select: { id: true } });
  return {
    streamId: picked[0]!.stream_id,
    slug: chosenSlug,
    topicIds,
    questionIds: questions.map((q) => q.id),
    withFigures: picked.filter((r) => r.figures).length,
    withFormulas: picked.filter((r) => r.formulas).length,
  };
}

export interface SetFactory {
  /** The key of a new set with the same questions and another name (so every document of it is new to the cache). */
  fresh(): Promise<string>;
  /** The database ids and keys of the sets made so far. */
  made: { id: number; key: string }[];
}

/** Makes the first set the way the web app does (POST /api/collections), and copies of it straight in the database. */
export async function createSetFactory(db: Database, base: string, headers: Record<string, string>, ids: IdCodec, chosen: ChosenTopics): Promise<SetFactory> {
  const response = await fetch(`${base}/api/collections`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: 'Prestatiemeting 0',
      download_type: 'word',
      topic_order: chosen.topicIds.map((id) => ids.encode(id)),
      course_id: ids.encode(chosen.streamId),
      questions: chosen.questionIds.map((id) => ids.encode(id)),
    }),
  });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || !body.id) throw new Error(`POST /api/collections answered HTTP ${response.status}: ${JSON.stringify(body).slice(0, 400)}`);
  const template = await db.prisma.collection.findUniqueOrThrow({
    where: { key: body.id },
    select: {
      id: true,
      ownerId: true,
      streamId: true,
      downloadType: true,
      topicOrder: true,
      completeTopics: true,
      partialTopics: true,
      qr: true,
      questions: { select: { questionId: true, position: true } },
    },
  });
  const made = [{ id: template.id, key: body.id }];
  let first = true;
  return {
    made,
    async fresh() {
      if (first) {
        first = false;
        return body.id!;
      }
      const { id: _id, questions, ...copy } = template;
      const key = randomBytes(16).toString('base64url');
      const set = await db.prisma.collection.create({
        data: { ...copy, key, name: `Prestatiemeting ${made.length}`, fingerprint: `bench-${key}`, questions: { createMany: { data: questions } } },
        select: { id: true },
      });
      made.push({ id: set.id, key });
      return key;
    },
  };
}
