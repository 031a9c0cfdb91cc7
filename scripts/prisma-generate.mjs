// Generates the Prisma client and Pothos types without Prisma's native schema engine,
// which cannot be downloaded on these machines: `prisma generate` never runs the engine,
// so a stub binary satisfies the CLI's start-up check.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('prisma/schema.prisma') || !existsSync('node_modules/prisma')) {
  console.log('prisma-generate: nothing to generate yet');
  process.exit(0);
}
const result = spawnSync('npx', ['--no-install', 'prisma', 'generate'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
process.exit(result.status ?? 1);
