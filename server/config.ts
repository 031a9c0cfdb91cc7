// Every environment variable the product reads, parsed and validated once.
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database lives. */
  DATA_DIR: z.string().default('./data'),
  /** The address users reach the web app at; used in e-mailed links and QR codes. */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret that shuffles the alphabet of the opaque ids in the REST API. Required in production. */
  ID_SECRET: z.string().min(16).optional(),
  /** Seed the demo content into an empty database at start-up. */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app is served from. */
  WEB_DIST: z.string().default('./web/dist'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.ID_SECRET) {
    throw new Error('Invalid configuration:\n  ID_SECRET: required in production (at least 16 characters)');
  }
  return {
    env: c.NODE_ENV,
    isProduction: c.NODE_ENV === 'production',
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    idSecret: c.ID_SECRET ?? 'vraagwerk-development-id-secret',
    seedDemo: c.SEED_DEMO,
    logLevel: c.LOG_LEVEL,
    webDist: resolve(c.WEB_DIST),
  };
}
