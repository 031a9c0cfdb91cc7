// `npm start` and the Dockerfile run the server through package.json's serve script. A SIGTERM to npm (a service
// manager stopping it, `docker stop`) must reach the server itself, which closes its connections and the database and
// gives up the embedded database's lock; a server left running without npm would keep the lock and the port.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/db/migrations.ts';
import { freePort } from '../setup/server.ts';

describe('npm run serve', () => {
  it('runs the server in the process npm signals: a SIGTERM closes it, its port and its database lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vraagwerk-serve-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    // In a process group of its own, so that whatever a failure leaves running can be stopped; the signal under test goes
    // to npm alone.
    const npm = spawn('npm', ['run', 'serve'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    try {
      await until(
        () => output.includes('Vraagwerk draait op'),
        90_000,
        () => output,
      );
      const lock = join(dataDir, 'pglite.lock');
      expect(existsSync(lock)).toBe(true);
      expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok', database: 'pglite' });

      npm.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The server closed as it does on a signal: no lock left, nothing listening.
      await until(
        () => !existsSync(lock),
        10_000,
        () => `${lock} is still there: the server did not close`,
      );
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // the group is gone: nothing was left running
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

async function until(condition: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
