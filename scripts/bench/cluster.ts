// A PostgreSQL server of the bench's own (`npm run bench:load`): initdb in a temporary folder, its own free port on
// 127.0.0.1 and its socket in that folder, never the machine's shared server. initdb and pg_ctl refuse to run as root:
// as root they run as the postgres user, in a folder that user owns. `remove()` stops it (immediately) and deletes the
// folder; it is safe to call twice and also runs, synchronously, when the process exits without calling it.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = existsSync('/usr/local/bin/pg_ctl') ? '/usr/local/bin' : '';
const tool = (name: string) => (BIN ? join(BIN, name) : name);

export interface Cluster {
  port: number;
  /** The folder with the data directory, the socket and the server's log. */
  dir: string;
  /** 'PostgreSQL 15.20 …' */
  version: string;
  url(database: string): string;
  /**
   * `pg_ctl restart -m fast`: stops the server (open connections are cut), starts it again and waits until it accepts
   * connections. With `downMs`, `pg_ctl stop -m fast`, that long down, then `pg_ctl start` (a longer outage).
   */
  restart(downMs?: number): Promise<void>;
  /** The last lines of the server's own log. */
  logTail(lines?: number): string;
  /** Stops the server at once and removes its folder. */
  remove(): void;
}

/** A port the system had free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The postgres user's ids when this process is root (initdb refuses root); undefined otherwise. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function startCluster(): Promise<Cluster> {
  const owner = postgresUser();
  const command = (name: string, args: string[]): [string, string[]] => (owner ? ['runuser', ['-u', 'postgres', '--', tool(name), ...args]] : [tool(name), args]);
  const dir = mkdtempSync(join(tmpdir(), 'vraagwerk-bench-load-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    process.off('exit', remove);
    if (existsSync(join(data, 'postmaster.pid'))) spawnSync(...command('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']), { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', remove);
  try {
    await run(...command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']));
    const port = await freePort();
    // Only this machine, on its own port and socket; the log in a file of its own (read when something fails).
    appendFileSync(join(data, 'postgresql.conf'), `\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nmax_connections = 100\n`);
    if (owner) {
      writeFileSync(log, '');
      chownSync(log, owner.uid, owner.gid);
    }
    await run(...command('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60']));
    const version = (await run(...command('postgres', ['--version']))).stdout.trim();
    return {
      port,
      dir,
      version,
      url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
      async restart(downMs) {
        if (!downMs) {
          await run(...command('pg_ctl', ['restart', '-D', data, '-l', log, '-m', 'fast', '-w', '-t', '60']));
          return;
        }
        await run(...command('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']));
        await new Promise((resolve) => setTimeout(resolve, downMs));
        await run(...command('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60']));
      },
      logTail(lines = 20) {
        try {
          return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
        } catch {
          return '(no log)';
        }
      },
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
