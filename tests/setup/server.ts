// Starts the real HTTP server on a loopback port against a fresh test database.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/http/app.ts';
import type { Database } from '../../server/db/database.ts';
import { openTestDatabase } from './database.ts';
import { TEST_NOW, testFilesDir } from './env.ts';
import { clockFrom, type Clock } from '../../server/domain/clock.ts';
import { createClient, type HttpClient } from './client.ts';

export interface TestServer {
  url: string;
  db: Database;
  app: FastifyInstance;
  config: ReturnType<typeof loadConfig>;
  /** Runs a GraphQL document over HTTP; returns the parsed response body. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: { message: string }[] }>;
  get(path: string, init?: RequestInit): Promise<Response>;
  /** A fresh browser-like client (own cookies). */
  client(): HttpClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Called with every SQL statement the server sends (to count them). */
  onQuery?: (sql: string) => void;
  /** The server's clock; by default it starts on the tests' fixed day (TEST_NOW). */
  clock?: Clock;
  /** Where the server's log lines go (with LOG_LEVEL set in env; tests read them). */
  logStream?: { write(line: string): void };
  /**
   * The address to listen on (default 127.0.0.1). '0.0.0.0' lets a request come from this machine's address on a
   * network interface, which is not loopback; the server's url stays the loopback one.
   */
  host?: string;
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const db = await openTestDatabase({ onQuery: options.onQuery });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', FILES_DIR: testFilesDir(), ...env });
  const app = await buildApp(config, db, { clock: options.clock ?? clockFrom(TEST_NOW), logStream: options.logStream });
  await app.listen({ port: Number(env.PORT ?? 0), host: options.host ?? '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    app,
    config,
    graphql: (query, variables) => createClient(url).graphql(query, variables),
    client: () => createClient(url),
    get: (path, init) => fetch(`${url}${path}`, init),
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A free loopback port, for a server whose own address must be configured before it starts (PUBLIC_URL). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
