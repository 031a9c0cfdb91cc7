// QR codes a phone can open (issue 42, item 8). The real server process, started as `npm run serve` starts it, says
// loudly on stderr when PUBLIC_URL (set, or left to its default) is a loopback address while it listens on every
// interface, and stays quiet when the address is one a phone reaches or when it listens on loopback only; a production
// start without PUBLIC_URL is refused with a non-zero exit and a message naming PUBLIC_URL. And the address the cart's
// confirmation shows (the set's qrCodes in GraphQL) is the base every QR code of the set's PDF decodes to (zbarimg).
// Expected addresses are the PUBLIC_URL each server is given.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { projectRoot } from '../../server/db/migrations.ts';
import { freePort, startTestServer, type TestServer } from '../setup/server.ts';
import { signedInClient, streamIdOf, userIdOf } from '../setup/factories.ts';
import { pdfQrCodes, scratch, testWith } from '../setup/readers.ts';

const START_MS = 120_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts server/main.ts in a process of its own on a fresh embedded database; once it says it runs (or exits), stops
 * it with SIGTERM and answers what it wrote.
 */
async function startServer(env: Record<string, string | undefined>): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vraagwerk-publicurl-'));
  const full: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'development', ...env };
  delete full.DATABASE_URL;
  delete full.NODE_OPTIONS;
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete full[k];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: projectRoot, env: full, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  try {
    const deadline = Date.now() + START_MS;
    while (!gone && !run.stdout.includes('Vraagwerk draait op')) {
      if (Date.now() > deadline) throw new Error(`The server neither started nor stopped:\n${run.stdout}\n${run.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The warning follows the start-up lines at once; give the pipes a moment to deliver it.
    if (!gone) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');
    }
    run.code = await exited;
    return run;
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('the start-up of the server process', () => {
  it(
    'warns on stderr when PUBLIC_URL is a loopback address while it listens on every interface',
    async () => {
      const port = await freePort();
      const publicUrl = `http://localhost:${port}`;
      const run = await startServer({ PORT: String(port), HOST: '0.0.0.0', PUBLIC_URL: publicUrl });
      expect(run.code).toBe(0);
      expect(run.stderr).toContain('WARNING: PUBLIC_URL points at this machine itself');
      expect(run.stderr).toContain(`PUBLIC_URL is ${publicUrl}: a loopback address.`);
      expect(run.stderr).toContain(`The server listens on every network interface (HOST=0.0.0.0), port ${port}.`);
      expect(run.stderr).toContain('Set PUBLIC_URL to the address teachers and students reach this server at');
      // More than one line, framed.
      const block = run.stderr.slice(run.stderr.indexOf('!!!!'));
      expect(block.split('\n').filter((line) => line.trim()).length).toBeGreaterThanOrEqual(6);
    },
    START_MS,
  );

  it(
    'warns as loudly when PUBLIC_URL is not set and its default is localhost, and for 127.x',
    async () => {
      const port = await freePort();
      const unset = await startServer({ PORT: String(port), HOST: '0.0.0.0', PUBLIC_URL: undefined });
      expect(unset.code).toBe(0);
      expect(unset.stderr).toContain(`PUBLIC_URL is not set, so it defaults to http://localhost:${port}: a loopback address.`);
      const other = await freePort();
      const ipv4 = await startServer({ PORT: String(other), HOST: '0.0.0.0', PUBLIC_URL: `http://127.0.0.2:${other}/` });
      expect(ipv4.stderr).toContain(`PUBLIC_URL is http://127.0.0.2:${other}: a loopback address.`);
    },
    START_MS * 2,
  );

  it(
    'says nothing when the address is one a phone reaches, or when the server listens on loopback only',
    async () => {
      const port = await freePort();
      const reachable = await startServer({ PORT: String(port), HOST: '0.0.0.0', PUBLIC_URL: `http://192.168.1.20:${port}` });
      expect(reachable.code).toBe(0);
      expect(reachable.stdout).toContain(`Vraagwerk draait op http://192.168.1.20:${port}`);
      expect(reachable.stderr).not.toContain('PUBLIC_URL');
      const local = await freePort();
      const loopbackOnly = await startServer({ PORT: String(local), HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${local}` });
      expect(loopbackOnly.stdout).toContain(`Vraagwerk draait op http://localhost:${local}`);
      expect(loopbackOnly.stderr).not.toContain('PUBLIC_URL');
    },
    START_MS * 2,
  );

  it(
    'refuses a production start without PUBLIC_URL: a non-zero exit and a message naming it',
    async () => {
      const port = await freePort();
      const run = await startServer({
        PORT: String(port),
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        ID_SECRET: 'production-id-secret-0123456789',
        APP_SECRET: 'production-app-secret-0123456789',
        PUBLIC_URL: undefined,
      });
      expect(run.code).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.stdout).not.toContain('Vraagwerk draait op');
      expect(run.stderr).toContain('Vraagwerk cannot start.');
      expect(run.stderr).toContain('PUBLIC_URL: required in production');
      // The operator's message, not a stack trace.
      expect(run.stderr).not.toMatch(/\n\s+at /);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
    START_MS,
  );
});

/** A set of the demo teacher with two whole topics, made with or without QR codes. */
async function makeSet(server: TestServer, qr: boolean): Promise<{ key: string; questions: number }> {
  const prisma = server.db.prisma;
  const ownerId = await userIdOf(prisma, 'docent@vraagwerk.nl');
  const streamId = await streamIdOf(prisma, 'natuurkunde-havo');
  const topics = await prisma.topic.findMany({ where: { streamId, name: { in: ['Waterkoker', 'Kitesurfen'] } }, select: { id: true, questions: { select: { id: true } } } });
  const key = randomBytes(16).toString('base64url').slice(0, 22);
  const questions = topics.flatMap((t) => t.questions);
  await prisma.collection.create({
    data: {
      key,
      ownerId,
      streamId,
      name: `QR-set ${key}`,
      fingerprint: key,
      downloadType: 'pdf',
      qr,
      topicOrder: topics.map((t) => t.id),
      questions: { create: questions.map((q, position) => ({ questionId: q.id, position })) },
    },
  });
  return { key, questions: questions.length };
}

const QR_CODES = `query($id: ID!) { node(id: $id) { ... on Collection { qrCodes { address reachableFromPhone } } } }`;
type QrCodes = { address: string; reachableFromPhone: boolean } | null;

for (const { publicUrl, reachable } of [
  { publicUrl: 'http://192.168.1.20:4000', reachable: true },
  { publicUrl: 'http://localhost:4000', reachable: false },
]) {
  describe(`a set's QR codes with PUBLIC_URL=${publicUrl}`, () => {
    let server: TestServer;
    const files = scratch();
    beforeAll(async () => {
      server = await startTestServer({ PUBLIC_URL: publicUrl, DOCUMENT_THREADS: '1' });
    });
    afterAll(async () => {
      await server?.close();
      files.remove();
    });

    testWith(['poppler', 'zbar'])(
      'GraphQL names the address every code in the PDF decodes to, and whether a phone can open it',
      async () => {
        const teacher = await signedInClient(server, 'docent@vraagwerk.nl');
        const set = await makeSet(server, true);
        const answer = await teacher.graphql<{ node: { qrCodes: QrCodes } }>(QR_CODES, { id: encodeGlobalID('Collection', set.key) });
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.node.qrCodes).toEqual({ address: publicUrl, reachableFromPhone: reachable });

        const response = await teacher.get(`/api/download-collection-pdf/${set.key}`);
        expect(response.status).toBe(200);
        const pdf = files.file(`${set.key}.pdf`, new Uint8Array(await response.arrayBuffer()));
        const work = mkdtempSync(join(files.dir, 'pages-'));
        const codes = await pdfQrCodes(pdf, work);
        expect(codes).toHaveLength(set.questions);
        const address = answer.data!.node.qrCodes!.address;
        for (const code of codes) expect(code.startsWith(`${address}/c/${set.key}/`)).toBe(true);
      },
      240_000,
    );

    it('answers null for a set made without QR codes', async () => {
      const teacher = await signedInClient(server, 'docent@vraagwerk.nl');
      const set = await makeSet(server, false);
      const answer = await teacher.graphql<{ node: { qrCodes: QrCodes } }>(QR_CODES, { id: encodeGlobalID('Collection', set.key) });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.node.qrCodes).toBeNull();
    });
  });
}
