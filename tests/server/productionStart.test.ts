// A production start has no account anyone knows the password of (issue 43, item 1). server/main.ts runs as a process
// of its own, as `npm run serve` starts it, on a fresh database (embedded, or a new PostgreSQL database when
// TEST_DATABASE_URL is set): without SEED_DEMO it loads neither the demo content nor its accounts, prints no password
// and says how to make the first admin; `npm run admin:create` makes one who signs in, through the one-time link it
// prints or the password it is given; SEED_DEMO=1 loads the demo, but the README's published password opens none of
// its accounts and is not printed. Expected values are literals and what the database holds after the server stopped.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { projectRoot } from '../../server/db/migrations.ts';
import { adminUrl, databaseUrl } from '../setup/env.ts';
import { createClient } from '../setup/client.ts';
import { freePort } from '../setup/server.ts';

/** Applying the migrations, and with SEED_DEMO loading the whole demo content, in a process of its own. */
const START_MS = 300_000;
/** README's password of every demo account (prisma/seed/accounts.ts DEMO_PASSWORD), as a literal. */
const PUBLISHED_PASSWORD = 'vraagwerk-demo';
const SECRETS = { ID_SECRET: 'production-id-secret-0123456789', APP_SECRET: 'production-app-secret-0123456789' };

/** A fresh database for the processes: a folder for PGlite, or a new database on TEST_DATABASE_URL's server. */
interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function freshTarget(): Promise<Target> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `vraagwerk_prodstart_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(server) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = databaseUrl(server, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url }),
      async drop() {
        const drop = new pg.Client({ connectionString: adminUrl(server) });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vraagwerk-prodstart-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The environment of a production process on `port` against `target`. */
function productionEnv(target: Target, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    ...SECRETS,
    ...target.env,
    ...extra,
  };
  delete env.NODE_OPTIONS;
  delete env.SEED_DEMO;
  delete env.SMTP_URL;
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  if (extra.SEED_DEMO) env.SEED_DEMO = extra.SEED_DEMO;
  return env;
}

interface Running {
  url: string;
  /** Stops the process (SIGTERM) and answers all it wrote. */
  stop(): Promise<string>;
}

/** Starts server/main.ts and waits until it says it runs and where its mail goes (its last start-up line). */
async function startMain(env: NodeJS.ProcessEnv): Promise<Running & { output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let gone = false;
  const exited = new Promise<void>((resolve) => child.on('exit', () => ((gone = true), resolve())));
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone
    }
  };
  const deadline = Date.now() + START_MS;
  while (!/Vraagwerk draait op[\s\S]*E-mail wordt/.test(output)) {
    if (gone || Date.now() > deadline) {
      kill();
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    output,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(kill, 20_000);
      await exited;
      clearTimeout(timer);
      return output;
    },
  };
}

/** npm run admin:create's script, with `input` on its standard input. */
function adminCreate(env: NodeJS.ProcessEnv, args: string[], input = '') {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], { cwd: projectRoot, env, input, encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function signIn(url: string, email: string, password: string) {
  return createClient(url).json<{ email?: string; role?: string }>('POST', '/api/login', { email, password });
}

describe('the demo content and accounts by configuration', () => {
  it('are loaded by default in development and test, never by default in production, and in production only when asked', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://vraagwerk.example', ...SECRETS };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('a production start', () => {
  let target: Target;
  beforeEach(async () => {
    target = await freshTarget();
  });
  afterEach(async () => {
    await target.drop();
  });

  it(
    'loads no accounts, prints no password, says how to make the first admin and that mail stays in the outbox; admin:create makes admins who sign in',
    async () => {
      const port = await freePort();
      const env = productionEnv(target, port);
      const first = await startMain(env);
      const refused = await signIn(first.url, 'admin@vraagwerk.nl', PUBLISHED_PASSWORD);
      const output = await first.stop();
      expect(refused.status).toBe(422);
      expect(output).not.toContain(PUBLISHED_PASSWORD);
      expect(output).not.toContain('admin@vraagwerk.nl');
      expect(output).toContain('Er is nog geen beheerder. Maak de eerste aan op deze machine met `npm run admin:create -- --email <e-mailadres>`');
      expect(output).toContain('E-mail wordt niet verstuurd (geen SMTP_URL): elke e-mail blijft alleen in de tabel outbox_emails');
      let db = await target.open();
      try {
        expect(await db.prisma.user.count()).toBe(0);
        expect(await db.prisma.stream.count()).toBe(0);
      } finally {
        await db.close();
      }

      // The server is stopped: the embedded database is one process's at a time.
      const byLink = adminCreate(env, ['--email', 'Beheer@School.example', '--link']);
      expect(byLink.stderr).toBe('');
      expect(byLink.code).toBe(0);
      const link = new RegExp(`^http://127\\.0\\.0\\.1:${port}/reset-password#([A-Za-z0-9_-]{40,})$`, 'm').exec(byLink.stdout);
      expect(link).not.toBeNull();
      const byPassword = adminCreate(env, ['--email', 'tweede.beheerder@school.example'], 'een-lang-geheim-1\n');
      expect(byPassword.code).toBe(0);
      expect(byPassword.stdout).not.toContain('een-lang-geheim-1');
      const tooShort = adminCreate(env, ['--email', 'derde@school.example'], 'kort\n');
      expect(tooShort.code).toBe(1);
      db = await target.open();
      try {
        const admins = await db.prisma.user.findMany({ where: { role: 'admin' }, orderBy: { email: 'asc' }, select: { email: true } });
        expect(admins.map((a) => a.email)).toEqual(['beheer@school.example', 'tweede.beheerder@school.example']);
        expect(await db.prisma.user.count()).toBe(2);
      } finally {
        await db.close();
      }

      const second = await startMain(env);
      try {
        expect(second.output).not.toContain('Er is nog geen beheerder');
        expect((await signIn(second.url, 'beheer@school.example', 'een-lang-geheim-2')).status).toBe(422);
        const reset = await createClient(second.url).json('POST', '/api/reset-password', { token: link![1], password: 'een-lang-geheim-2' });
        expect(reset).toEqual({ status: 200, body: { message: 'password saved' } });
        const viaLink = await signIn(second.url, 'beheer@school.example', 'een-lang-geheim-2');
        expect(viaLink.status).toBe(200);
        expect(viaLink.body.role).toBe('admin');
        // The link works once.
        const again = await createClient(second.url).json('POST', '/api/reset-password', { token: link![1], password: 'een-lang-geheim-3' });
        expect(again.status).toBe(422);
        const viaPassword = await signIn(second.url, 'tweede.beheerder@school.example', 'een-lang-geheim-1');
        expect(viaPassword.status).toBe(200);
        expect(viaPassword.body.role).toBe('admin');
      } finally {
        await second.stop();
      }
    },
    START_MS * 2,
  );

  it(
    'with SEED_DEMO=1 loads the demo content and accounts, but the published password opens none of them and is not printed',
    async () => {
      const port = await freePort();
      const running = await startMain(productionEnv(target, port, { SEED_DEMO: '1' }));
      const answers: Record<string, number> = {};
      let output: string;
      try {
        for (const email of ['admin@vraagwerk.nl', 'docent@vraagwerk.nl', 'leerling@vraagwerk.nl']) answers[email] = (await signIn(running.url, email, PUBLISHED_PASSWORD)).status;
      } finally {
        output = await running.stop();
      }
      expect(answers).toEqual({ 'admin@vraagwerk.nl': 422, 'docent@vraagwerk.nl': 422, 'leerling@vraagwerk.nl': 422 });
      expect(output).toContain('Demo-inhoud geladen');
      expect(output).not.toContain(PUBLISHED_PASSWORD);
      expect(output).toContain('`npm run admin:create -- --email admin@vraagwerk.nl`');
      const db = await target.open();
      try {
        expect(await db.prisma.user.findUnique({ where: { email: 'admin@vraagwerk.nl' }, select: { role: true } })).toEqual({ role: 'admin' });
        expect(await db.prisma.topic.count()).toBeGreaterThan(100);
      } finally {
        await db.close();
      }
    },
    START_MS,
  );
});
