// The demo database: catalogue, original exam content, practice sets and demo accounts.
import type { PrismaClient } from '../../server/db/generated/client.ts';
import type { Db } from '../../server/db/database.ts';
import { COURSES, LEVELS, STREAMS } from '../../server/domain/content/catalogue.ts';
import { contentSlugs, loadStreamContent, checkStreamContent } from './content/load.ts';
import type { StreamContent } from './content/types.ts';
import { importStreamContent, type ImportCounts } from './importContent.ts';
import type { FileStorage } from '../../server/storage/storage.ts';
import { seedPracticeSets } from './practiceSets.ts';
import { seedAccounts } from './accounts.ts';
import { seedClassActivity } from './activity.ts';

export async function seedCatalogue(db: Db): Promise<void> {
  for (const [position, level] of LEVELS.entries()) {
    await db.level.create({ data: { slug: level.slug, name: level.name, position } });
  }
  for (const course of COURSES) await db.course.create({ data: { slug: course.slug, name: course.name } });
  const levels = new Map((await db.level.findMany()).map((l) => [l.slug, l.id]));
  const courses = new Map((await db.course.findMany()).map((c) => [c.slug, c.id]));
  for (const [position, s] of STREAMS.entries()) {
    await db.stream.create({
      data: {
        slug: s.slug,
        courseId: courses.get(s.course)!,
        levelId: levels.get(s.level)!,
        practiceStatus: s.practice,
        reviewStatus: s.review,
        position,
      },
    });
  }
}

export interface SeedResult {
  seeded: boolean;
  counts?: ImportCounts;
}

export interface SeedOptions {
  /** Where the figures' bytes go (server/storage/): the server's own store; tests and benches give a folder of their run. */
  storage: FileStorage;
  /** A set shared with a class and what the class did with it (./activity.ts); the tests' database leaves it out. */
  classActivity?: boolean;
  /** The demo accounts' password: DEMO_PASSWORD (default), or false for a random one nobody is told (production). */
  publishedPassword?: boolean;
}

/**
 * Seeds an empty database in one transaction; does nothing when streams exist already. `now` dates the demo licences
 * and the class activity (tests seed on a fixed day).
 */
export async function seedDemo(prisma: PrismaClient, log: (line: string) => void = () => {}, now: Date = new Date(), options: SeedOptions): Promise<SeedResult> {
  if ((await prisma.stream.count()) > 0) return { seeded: false };
  const contents: StreamContent[] = [];
  for (const slug of contentSlugs()) {
    const content = await loadStreamContent(slug);
    const problems = checkStreamContent(content);
    if (problems.length) throw new Error(`The demo content of ${slug} has problems:\n${problems.join('\n')}`);
    contents.push(content);
  }
  const counts: ImportCounts = { exams: 0, topics: 0, questions: 0 };
  await prisma.$transaction(
    async (tx) => {
      await seedCatalogue(tx);
      const streams = new Map((await tx.stream.findMany()).map((s) => [s.slug, s.id]));
      for (const content of contents) {
        const streamId = streams.get(content.slug);
        if (!streamId) throw new Error(`Demo content for unknown stream ${content.slug}`);
        const c = await importStreamContent(tx, options.storage, streamId, content);
        await seedPracticeSets(tx, streamId);
        counts.exams += c.exams;
        counts.topics += c.topics;
        counts.questions += c.questions;
        log(`  ${content.slug}: ${c.exams} examens, ${c.topics} opgaven, ${c.questions} vragen`);
      }
      await seedAccounts(tx, now, options.publishedPassword ?? true);
    },
    { timeout: 15 * 60 * 1000, maxWait: 60 * 1000 },
  );
  // After the content's transaction: a topic's search columns (which exams are published) are filled in as it commits
  // (server/domain/search/topicIndex.ts), and making a set asks them.
  if (options.classActivity ?? true) await prisma.$transaction((tx) => seedClassActivity(tx, now), { timeout: 5 * 60 * 1000, maxWait: 60 * 1000 });
  return { seeded: true, counts };
}
