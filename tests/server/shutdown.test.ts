// Graceful shutdown (issue 48, part 5): the real server (server/main.ts) as a child process, as a service manager runs
// it. On SIGTERM it says it is no longer ready, stops taking connections, lets the request in flight finish with its
// answer, closes the rest and exits 0, saying each step in its log. A second signal, or SHUTDOWN_TIMEOUT_S with a
// request that never ends, ends it with exit code 1 and a log line saying why. The request in flight is a GraphQL POST
// whose body arrives slowly: its headers came before the signal, its last bytes after.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/db/migrations.ts';
import { freePort } from '../setup/server.ts';

interface Child {
  process: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  /** The log's JSON lines. */
  lines: () => { msg?: string; level?: number; signal?: string }[];
  cleanup(): void;
}

async function startServer(env: Record<string, string> = {}): Promise<Child> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vraagwerk-shutdown-'));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', NODE_ENV: 'development', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_OPTIONS;
  delete childEnv.FILES_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: projectRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await until(
    () => output.includes('Vraagwerk draait op'),
    90_000,
    () => output,
  );
  return {
    process: child,
    port,
    output: () => output,
    exited,
    lines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; level?: number; signal?: string }),
    cleanup() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A raw HTTP/1.1 connection: what was written and what came back, as text. */
async function rawConnection(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  return { socket, received: () => received, closed };
}

/** The CSRF cookie and token a POST needs (GET /sanctum/csrf-cookie). */
async function csrf(port: number): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/sanctum/csrf-cookie`);
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((p) => p.startsWith('XSRF-TOKEN='))!;
  return { cookie: pair, token: decodeURIComponent(pair.slice('XSRF-TOKEN='.length)) };
}

/** A GraphQL POST whose body is sent in two parts: the headers and the first part now, the rest when asked. */
async function slowPost(port: number) {
  const { cookie, token } = await csrf(port);
  const body = JSON.stringify({ query: '{ __typename }' }) + ' '.repeat(2000);
  const connection = await rawConnection(port);
  connection.socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  );
  return { ...connection, finish: () => connection.socket.write(body.slice(20)) };
}

const said = (child: Child, text: string) => child.lines().some((line) => line.msg?.startsWith(text));

describe('graceful shutdown of server/main.ts', () => {
  it('on SIGTERM: not ready, no new connections, the request in flight answered 200, exit 0 with each step logged', async () => {
    const child = await startServer();
    try {
      expect((await fetch(`http://127.0.0.1:${child.port}/readyz`)).status).toBe(200);
      // A readiness probe whose request has begun (all but its last line sent) when the signal comes: a connection
      // without a request begun is closed at once as idle. The server is given a second to read it.
      const probe = await rawConnection(child.port);
      probe.socket.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${child.port}\r\n`);
      const inFlight = await slowPost(child.port);
      await new Promise((resolve) => setTimeout(resolve, 1000));

      child.process.kill('SIGTERM');
      await until(
        () => said(child, 'shutdown: readiness now 503'),
        10_000,
        () => child.output(),
      );
      // New connections are refused (the port closes as Fastify's close begins, a moment after the log line).
      let refused = false;
      for (let tries = 0; tries < 40 && !refused; tries++) {
        refused = await fetch(`http://127.0.0.1:${child.port}/healthz`).then(
          () => false,
          () => true,
        );
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(refused).toBe(true);
      probe.socket.write('\r\n');
      await until(
        () => /\r\n\r\n/.test(probe.received()),
        10_000,
        () => `probe (${probe.socket.destroyed ? 'closed' : 'open'}): ${probe.received()}\n${child.output()}`,
      );
      expect(probe.received()).toMatch(/^HTTP\/1\.1 503 /);

      // The process waits for the request in flight.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(child.process.exitCode).toBeNull();
      inFlight.finish();
      await until(
        () => inFlight.received().includes('"__typename"'),
        10_000,
        () => `in flight: ${inFlight.received()}\n${child.output()}`,
      );
      expect(inFlight.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(inFlight.received()).toContain('{"data":{"__typename":"Query"}}');

      expect(await child.exited).toBe(0);
      expect(child.lines().map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          'shutdown: readiness now 503; closing the port, requests in flight finish',
          'shutdown: requests finished, document service and mailer closed',
          'shutdown: database closed; exit 0',
        ]),
      );
    } finally {
      child.cleanup();
    }
  });

  it('exits 1 at a second signal, saying so', async () => {
    const child = await startServer();
    try {
      const inFlight = await slowPost(child.port);
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.process.kill('SIGTERM');
      await until(
        () => said(child, 'shutdown: readiness now 503'),
        10_000,
        () => child.output(),
      );
      child.process.kill('SIGINT');
      expect(await child.exited).toBe(1);
      expect(said(child, 'shutdown: second signal')).toBe(true);
      expect(said(child, 'shutdown: database closed')).toBe(false);
      inFlight.socket.destroy();
    } finally {
      child.cleanup();
    }
  });

  it('exits 1 when SHUTDOWN_TIMEOUT_S passes with a request still in flight, saying so', async () => {
    const child = await startServer({ SHUTDOWN_TIMEOUT_S: '2' });
    try {
      const inFlight = await slowPost(child.port);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sent = Date.now();
      child.process.kill('SIGTERM');
      expect(await child.exited).toBe(1);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(1900);
      expect(said(child, 'shutdown: SHUTDOWN_TIMEOUT_S passed')).toBe(true);
      inFlight.socket.destroy();
    } finally {
      child.cleanup();
    }
  });
});
