// The test database every file starts from is the seeded one, also when the worker keeps its PGlite from file to file
// (tests/setup/database.ts): what one file wrote — rows added, changed and removed, ids drawn, a table emptied — is gone
// for the next. Each case writes, gives the database back and takes it again, as the next file in the worker would.
import { openTestDatabase } from '../setup/database.ts';

/** The seeded demo accounts (prisma/seed/demo.ts) and the first id after them. */
const SEEDED_USERS = 15;
const ADMIN = 'admin@vraagwerk.nl';

describe('the test database', () => {
  it('is back to the seeded rows and ids for the next holder, after rows were added, changed, removed and emptied', async () => {
    const first = await openTestDatabase();
    let firstNewId: number;
    let seededQuestionTags: number;
    try {
      expect(await first.prisma.user.count()).toBe(SEEDED_USERS);
      firstNewId = (await first.prisma.user.create({ data: { email: 'extra@example.test' } })).id;
      await first.prisma.user.update({ where: { email: ADMIN }, data: { firstName: 'Veranderd' } });
      seededQuestionTags = await first.prisma.questionTag.count();
      expect(seededQuestionTags).toBeGreaterThan(0);
      await first.prisma.$executeRawUnsafe('TRUNCATE question_tags');
      await first.prisma.tag.deleteMany({});
      expect(await first.prisma.user.count()).toBe(SEEDED_USERS + 1);
    } finally {
      await first.close();
    }
    const second = await openTestDatabase();
    try {
      // On PGlite the same database came back, restored (on PostgreSQL every file has a new copy of the template).
      if (first.pglite) expect(second.pglite).toBe(first.pglite);
      expect(await second.prisma.user.count()).toBe(SEEDED_USERS);
      expect(await second.prisma.user.findUnique({ where: { email: 'extra@example.test' } })).toBeNull();
      expect((await second.prisma.user.findUniqueOrThrow({ where: { email: ADMIN } })).firstName).not.toBe('Veranderd');
      expect(await second.prisma.questionTag.count()).toBe(seededQuestionTags);
      expect(await second.prisma.tag.count()).toBeGreaterThan(0);
      // The id sequence is back too: the next new account gets the id the first one got.
      expect((await second.prisma.user.create({ data: { email: 'again@example.test' } })).id).toBe(firstNewId);
    } finally {
      await second.close();
    }
  });

  it('is a fresh copy for the next holder after a change of the schema', async () => {
    const first = await openTestDatabase();
    try {
      await first.prisma.$executeRawUnsafe('ALTER TABLE users ADD COLUMN scratch integer');
      await first.prisma.user.create({ data: { email: 'extra@example.test' } });
    } finally {
      await first.close();
    }
    const second = await openTestDatabase();
    try {
      if (first.pglite) expect(second.pglite).not.toBe(first.pglite);
      const columns = await second.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'scratch'`;
      expect(columns[0]!.n).toBe(0n);
      expect(await second.prisma.user.count()).toBe(SEEDED_USERS);
    } finally {
      await second.close();
    }
  });
});
