// The seeded test database is made once per state of what shapes it and kept: a PGlite snapshot in
// node_modules/.cache/vraagwerk/, a template database on the PostgreSQL server. Its key is a digest of every file
// under prisma/ (the schema, the migrations, the seed and its content), of every module the seed and the migrations
// import (followed from file to file: the domain rules the seed goes through, the generated client), of this folder's
// globalSetup.ts and env.ts (the test day) and of package-lock.json (PGlite's, Prisma's and the other packages'
// versions). A change to any of them makes a new one; VRAAGWERK_TEST_SEED_CACHE=0 makes one for the run without keeping it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { projectRoot } from '../../server/db/migrations.ts';

export const SEED_CACHE_DIR = join(projectRoot, 'node_modules/.cache/vraagwerk');
export const seedCacheEnabled = () => process.env.VRAAGWERK_TEST_SEED_CACHE !== '0';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** The module a relative import names: as written, or with .ts, .tsx, .js or /index.ts added. */
function resolveImport(from: string, specifier: string): string | undefined {
  const path = resolve(dirname(from), specifier);
  return [path, `${path}.ts`, `${path}.tsx`, `${path}.js`, join(path, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
}

/** The key of the seeded database this tree makes (hex). */
export function seedKey(): string {
  const roots = [
    ...filesUnder(join(projectRoot, 'prisma')),
    join(projectRoot, 'server/db/migrations.ts'),
    join(projectRoot, 'server/db/database.ts'),
    join(projectRoot, 'tests/setup/globalSetup.ts'),
    join(projectRoot, 'tests/setup/env.ts'),
    join(projectRoot, 'package-lock.json'),
  ];
  const files = new Set<string>();
  for (const stack = [...roots]; stack.length;) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    // Static and dynamic imports and re-exports with a relative specifier (types too: harmless extra inputs).
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) stack.push(target);
    }
  }
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(`${relative(projectRoot, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
