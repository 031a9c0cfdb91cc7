// Every environment variable the product reads, parsed and validated once.
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  /** Seed the demo content into an empty database at start-up (default: outside production only). */
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app is served from. */
  WEB_DIST: z.string().default('./web/dist'),
  /** Secret that signs the CSRF token and the single-sign-on state cookie. Required in production. */
  APP_SECRET: z.string().min(16).optional(),
  /** Sign out after this long without activity (the client's idle timer and the server's session expiry). */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(1_805_000),
  /** A remembered session ('Onthoud mij') lasts this many days without use. */
  REMEMBER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** SMTP server, e.g. smtp://user:pass@mail.example.nl:587; without it e-mail is kept in the outbox table (and printed outside production). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Vraagwerk <noreply@vraagwerk.nl>'),
  /** Where feedback from the feedback tab goes. */
  FEEDBACK_EMAIL: z.string().email().default('feedback@vraagwerk.nl'),
  /** Where requests for more information about extending a licence go. */
  CONTACT_EMAIL: z.string().email().default('contact@vraagwerk.nl'),
  /** OpenID Connect single sign-on at the publisher partner; SSO is off without an issuer. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Partner product codes (EAN) → streams and seat role, as JSON: {"<ean>": {"streams": ["natuurkunde-havo"], "role": "docent"}}. */
  SSO_EANS: z.string().default('{}'),
  /** Origins that may call /api and /sanctum from a browser (CORS), comma-separated. */
  CORS_ALLOWED_DOMAINS: z.string().default('http://localhost:3000'),
  /** GraphQL document limits (every mode). */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(12),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(2000),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(20000),
  /** Worker threads that render PDF and Word documents (default: the cores but one, at least one). */
  DOCUMENT_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Documents that may wait for a worker; more at once answer 503 with Retry-After. */
  DOCUMENT_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /**
   * A document that renders longer is abandoned (its thread is replaced). Only rendering counts: not waiting for a
   * thread, nor the time the thread gives way to requests.
   */
  DOCUMENT_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(60),
  /** Memory for finished documents, served again while their set's content is unchanged. */
  DOCUMENT_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * Who renders documents: 'threads', worker threads of this process (default); 'queue', worker processes
   * (`npm run worker`, on this machine or others) taking jobs from a queue in PostgreSQL (server/documents/queue.ts).
   */
  DOCUMENT_WORKERS: z.enum(['threads', 'queue']).default('threads'),
  /** Mollie API key (test_… or live_…) for paying student licences; without it online payment is not offered. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{10,}$/, 'expected test_… or live_…')
    .optional(),
  /** The root of the Mollie API (tests point it at a loopback server; the Mollie client speaks HTTPS only). */
  MOLLIE_API_URL: z.string().url().startsWith('https://').default('https://api.mollie.com/v2/'),
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For): false, true (any:
   * only when nothing else can reach the server), a number of hops, or addresses and CIDR ranges, comma-separated.
   * Default: 1 hop in production (one reverse proxy), none otherwise.
   */
  TRUST_PROXY: z.string().max(2000).optional(),
  /** The bearer token a Prometheus scraper sends for GET /metrics; without it /metrics answers only on this machine (loopback). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM/SIGINT, requests and jobs in flight get this long to finish; then the process exits with 1. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(30),
  /** Where files' bytes live (server/storage/): a folder on local disk (default) or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The local store's folder (default: DATA_DIR/files). */
  FILES_DIR: z.string().optional(),
  /** The S3-compatible server (MinIO, ...); absent for AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket in the path rather than the host name (default: true with S3_ENDPOINT, as MinIO needs). */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Put before every key, so that several installations can share a bucket (e.g. 'vraagwerk/'). */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]*$/, "expected segments of letters, digits, '.', '_' and '-' separated by '/'")
    .default(''),
  /** Finished documents in the file store (documents/) older than this are deleted by the hourly sweeper. */
  DOCUMENT_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const missing = c.NODE_ENV === 'production' ? (['ID_SECRET', 'APP_SECRET'] as const).filter((k) => !c[k]) : [];
  if (missing.length) {
    throw new Error(`Invalid configuration:\n${missing.map((k) => `  ${k}: required in production (at least 16 characters)`).join('\n')}`);
  }
  // Links in e-mails and the QR codes on paper carry it: a guessed http://localhost would send every phone to itself.
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required in production: the address teachers and students reach this server at, as a phone scanning a QR code\n  would open it (e.g. PUBLIC_URL=https://vraagwerk.school.nl). E-mailed links and the QR codes in PDF and Word files carry it.',
    );
  }
  // The queue lives in PostgreSQL, where worker processes on other machines reach it; the embedded database has no such door.
  if (c.DOCUMENT_WORKERS === 'queue' && !c.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DOCUMENT_WORKERS=queue: needs DATABASE_URL (PostgreSQL), where the queue and its worker processes meet');
  }
  if (c.OIDC_ISSUER && (!c.OIDC_CLIENT_ID || !c.OIDC_CLIENT_SECRET)) {
    throw new Error('Invalid configuration:\n  OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: required with OIDC_ISSUER');
  }
  const s3Missing = c.FILE_STORAGE === 's3' ? (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !c[k]) : [];
  if (s3Missing.length) {
    throw new Error(`Invalid configuration:\n${s3Missing.map((k) => `  ${k}: required with FILE_STORAGE=s3`).join('\n')}`);
  }
  return {
    env: c.NODE_ENV,
    isProduction: c.NODE_ENV === 'production',
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    /** false: PUBLIC_URL was not set and publicUrl is the default above. */
    publicUrlSet: c.PUBLIC_URL !== undefined,
    idSecret: c.ID_SECRET ?? 'vraagwerk-development-id-secret',
    // A production server never gets the demo accounts by accident: their addresses are public (README).
    seedDemo: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    logLevel: c.LOG_LEVEL,
    webDist: resolve(c.WEB_DIST),
    appSecret: c.APP_SECRET ?? 'vraagwerk-development-app-secret',
    idleTimeoutMs: c.IDLE_TIMEOUT_MS,
    rememberDays: c.REMEMBER_DAYS,
    /** What the session functions need (server/domain/accounts/sessions.ts). */
    session: { idleTimeoutMs: c.IDLE_TIMEOUT_MS, rememberDays: c.REMEMBER_DAYS },
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    feedbackEmail: c.FEEDBACK_EMAIL,
    contactEmail: c.CONTACT_EMAIL,
    oidc: c.OIDC_ISSUER ? { issuer: c.OIDC_ISSUER, clientId: c.OIDC_CLIENT_ID ?? '', clientSecret: c.OIDC_CLIENT_SECRET ?? '' } : null,
    ssoEans: parseEans(c.SSO_EANS),
    corsOrigins: c.CORS_ALLOWED_DOMAINS.split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    graphqlLimits: { depth: c.GRAPHQL_MAX_DEPTH, aliases: c.GRAPHQL_MAX_ALIASES, tokens: c.GRAPHQL_MAX_TOKENS, cost: c.GRAPHQL_MAX_COST },
    // Tests start many servers that mostly make no document: their workers start with the first document instead.
    documents: {
      threads: c.DOCUMENT_THREADS,
      queue: c.DOCUMENT_QUEUE,
      timeoutMs: c.DOCUMENT_TIMEOUT_S * 1000,
      cacheBytes: c.DOCUMENT_CACHE_MB * 1024 * 1024,
      prewarm: c.NODE_ENV !== 'test',
      workers: c.DOCUMENT_WORKERS,
    },
    /** Online payment of student licences (server/domain/signup/payments.ts); null when no key is configured. */
    mollie: c.MOLLIE_API_KEY ? { apiKey: c.MOLLIE_API_KEY, apiUrl: c.MOLLIE_API_URL } : null,
    /** Fastify's trustProxy: whose X-Forwarded-For makes request.ip, the address every per-address limit counts. */
    trustProxy: parseTrustProxy(c.TRUST_PROXY, c.NODE_ENV === 'production'),
    metricsToken: c.METRICS_TOKEN,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_S * 1000,
    /** Where files' bytes are kept (server/storage/index.ts createFileStorage). */
    files:
      c.FILE_STORAGE === 's3'
        ? {
            kind: 's3' as const,
            s3: {
              endpoint: c.S3_ENDPOINT,
              region: c.S3_REGION,
              bucket: c.S3_BUCKET!,
              accessKeyId: c.S3_ACCESS_KEY_ID!,
              secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
              forcePathStyle: c.S3_FORCE_PATH_STYLE ?? c.S3_ENDPOINT !== undefined,
              prefix: c.S3_PREFIX,
            },
          }
        : { kind: 'local' as const, dir: resolve(c.FILES_DIR ?? join(c.DATA_DIR, 'files')) },
    documentKeepDays: c.DOCUMENT_KEEP_DAYS,
  };
}

/** What TRUST_PROXY becomes: trust nobody, everybody, the nearest n hops, or these proxies (addresses, CIDR ranges). */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges (Fastify's trustProxy list accepts them). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(text: string | undefined, isProduction: boolean): TrustProxy {
  const value = text?.trim();
  if (!value) return isProduction ? 1 : false;
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('Invalid configuration:\n  TRUST_PROXY: at most 10 hops');
    return hops === 0 ? false : hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (!entries.length || wrong.length) {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: expected false, true, a number of hops or addresses/CIDR ranges (not: ${wrong.join(', ') || value})`);
  }
  return entries;
}

const eanSchema = z.record(z.string(), z.object({ streams: z.array(z.string()).min(1), role: z.enum(['docent', 'leerling']).default('leerling') }));

export type EanMap = z.infer<typeof eanSchema>;

function parseEans(text: string): EanMap {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('Invalid configuration:\n  SSO_EANS: not valid JSON');
  }
  const parsed = eanSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Invalid configuration:\n  SSO_EANS: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
