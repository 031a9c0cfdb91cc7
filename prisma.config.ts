// Prisma CLI configuration. The CLI is used only for `generate` (see scripts/prisma-generate.mjs):
// migrations run through the wasm schema engine in server/db/migrations.ts.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
