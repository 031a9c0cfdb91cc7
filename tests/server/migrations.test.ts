import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { applyMigrations, diffSchemaAgainstMigrations, loadMigrationsList, migrationStatus, migrationsDir } from '../../server/db/migrations.ts';
import { seedCatalogue } from '../../prisma/seed/demo.ts';
import { openTestDatabase } from '../setup/database.ts';

describe('migrations', () => {
  it('prisma/schema.prisma has no changes that a migration does not cover', async () => {
    const sql = await diffSchemaAgainstMigrations();
    expect(sql).toBeNull();
  });

  it('the migrated test database is up to date and records every migration with its checksum', async () => {
    const db = await openTestDatabase();
    try {
      const status = await migrationStatus(db.adapterFactory);
      expect(status.history).toBeNull();
      expect(status.failedMigrationNames).toEqual([]);
      expect(status.editedMigrationNames).toEqual([]);
      const rows = await db.prisma.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null }[]>`
        SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`;
      const list = loadMigrationsList();
      expect(rows.map((r) => r.migration_name)).toEqual(list.migrationDirectories.map((d) => d.path));
      for (const row of rows) {
        const sql = readFileSync(join(migrationsDir, row.migration_name, 'migration.sql'));
        expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
        expect(row.finished_at).not.toBeNull();
      }
      expect(await applyMigrations(db.adapterFactory)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('keeps the embedded database on disk across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vraagwerk-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      expect((await applyMigrations(first.adapterFactory)).length).toBeGreaterThan(0);
      await seedCatalogue(first.prisma);
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir: dir });
      expect(await applyMigrations(second.adapterFactory)).toEqual([]);
      expect(await second.prisma.stream.count()).toBe(11);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('enforces the database constraints the schema promises', async () => {
    const db = await openTestDatabase();
    try {
      const question = await db.prisma.question.findFirstOrThrow({ select: { id: true } });
      const step = await db.prisma.answerSection.findFirstOrThrow({ select: { id: true } });
      // A tip belongs to exactly one owner: the check constraint refuses both and neither.
      await expect(db.prisma.tip.create({ data: { text: 'x', questionId: question.id, answerSectionId: step.id } })).rejects.toThrow(/tips_one_owner|check constraint/i);
      await expect(db.prisma.tip.create({ data: { text: 'x' } })).rejects.toThrow(/tips_one_owner|check constraint/i);
      // E-mail addresses are unique.
      await expect(db.prisma.user.create({ data: { email: 'admin@vraagwerk.nl' } })).rejects.toMatchObject({ code: 'P2002' });
    } finally {
      await db.close();
    }
  });
});

describe('the embedded database on disk', () => {
  it('refuses a second process while the first has it open, with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vraagwerk-lock-'));
    const dataDir = join(dir, 'pglite');
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      const { spawnSync } = await import('node:child_process');
      const module = JSON.stringify(new URL('../../server/db/database.ts', import.meta.url).pathname);
      const script = `(async () => { const { openDatabase } = await import(${module});
        try { await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} }); console.log('opened'); } catch (e) { console.log(e.message); } })();`;
      const other = spawnSync('npx', ['--no-install', 'tsx', '-e', script], { encoding: 'utf8', cwd: new URL('../..', import.meta.url).pathname });
      expect(`${other.stdout}${other.stderr}`).toContain(`is al in gebruik door een ander proces (pid ${process.pid})`);
      await first.close();
      // Once closed, the folder opens again.
      const again = await openDatabase({ kind: 'pglite', dataDir });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
