// Composition root: configuration → database (migrated, demo-seeded when empty) → HTTP server.
import { loadConfig } from './config.ts';
import { databaseTarget, openDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrations.ts';
import { buildApp } from './http/app.ts';
import { seedDemo } from '../prisma/seed/demo.ts';
import { printDemoAccounts } from '../prisma/seed/print.ts';
import { pruneExpiredSessions } from './domain/accounts/sessions.ts';
import { hasAdmin } from './domain/accounts/admins.ts';
import { mailDelivery } from './domain/mail/mailer.ts';
import { warnAboutPublicUrl } from './publicUrlCheck.ts';
import { createFileStorage } from './storage/index.ts';
import { moveStoredFiles } from './storage/moveStoredFiles.ts';
import { sweepFileStorage } from './storage/sweep.ts';
import { SEED_LOCK_KEY, waitingForAdvisoryLock } from './db/advisoryLock.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration that cannot run: say what is wrong in the operator's words, without a stack trace, and stop.
    process.stderr.write(`Vraagwerk cannot start. ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
})();
const target = databaseTarget(config);
const db = await openDatabase(target);
const print = (line: string) => console.log(line);

const applied = await applyMigrations(db.adapterFactory);
if (applied.length) print(`Migraties toegepast: ${applied.join(', ')}`);
// Files' bytes kept in the database by an earlier version go to the file store (server/storage/moveStoredFiles.ts).
const storage = createFileStorage(config);
const moved = await moveStoredFiles(db, storage);
if (moved.moved) print(`Bestanden naar de bestandsopslag verplaatst: ${moved.moved} (${(moved.bytes / 1024 / 1024).toFixed(1)} MB)`);
// A production server asked for the demo (SEED_DEMO=1) still gets no account anyone can sign in to: DEMO_PASSWORD is
// published, and so are the demo addresses.
const publishedPassword = !config.isProduction;
if (config.seedDemo) {
  // Under a lock: replicas starting together on an empty database would each see it empty and fill it; the later
  // ones wait and find it seeded.
  const result = await waitingForAdvisoryLock(db, SEED_LOCK_KEY, () => seedDemo(db.prisma, print, new Date(), { publishedPassword, storage }));
  if (result.seeded) print(`Demo-inhoud geladen: ${result.counts?.topics} opgaven, ${result.counts?.questions} vragen.`);
}

// Asked before listening: from the line that says it runs, the start-up goes on without waiting (a service manager's
// SIGTERM then finds the signal handlers below in place).
const adminMissing = !(await hasAdmin(db.prisma));
const app = await buildApp(config, db, { storage });
await app.listen({ port: config.port, host: config.host });
print('');
print(`Vraagwerk draait op ${config.publicUrl} (database: ${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${target.kind === 'pglite' ? target.dataDir : 'het geheugen'}`})`);
if (config.seedDemo) printDemoAccounts(print, publishedPassword);
if (adminMissing) {
  print('Er is nog geen beheerder. Maak de eerste aan op deze machine met `npm run admin:create -- --email <e-mailadres>`:');
  print('het vraagt om een wachtwoord, of geeft met --link een eenmalige link om het in te stellen (met PGlite: stop de server eerst).');
}
print(mailDelivery({ smtpUrl: config.smtpUrl, printMails: !config.isProduction && config.logLevel !== 'silent' }));
warnAboutPublicUrl(config);

// Expired sessions are refused on use; this only keeps the table small.
setInterval(() => void pruneExpiredSessions(db.prisma).catch((error: unknown) => app.log.warn(error)), 60 * 60 * 1000).unref();
// Objects no row names and old finished documents (server/storage/sweep.ts).
setInterval(() => void sweepFileStorage(db, storage, { documentKeepDays: config.documentKeepDays }).catch((error: unknown) => app.log.warn(error)), 60 * 60 * 1000).unref();

// Graceful shutdown: readiness says 503 at once (a proxy stops sending), the port closes, the requests in flight get
// their answers (Fastify's close; idle keep-alive connections end at once), then the document service finishes its
// work, the mailer and the database close. A second signal, or SHUTDOWN_TIMEOUT_S, ends it with exit code 1.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      app.log.error({ signal }, 'shutdown: second signal, exiting before the requests and jobs in flight finished');
      process.exit(1);
    }
    closing = true;
    app.operations.beginShutdown();
    app.log.info({ signal }, 'shutdown: readiness now 503; closing the port, requests in flight finish');
    setTimeout(() => {
      app.log.error({ timeoutS: config.shutdownTimeoutMs / 1000 }, 'shutdown: SHUTDOWN_TIMEOUT_S passed, exiting before everything finished');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    void (async () => {
      try {
        // The app's onClose hooks run after the last request's answer: the document service and the mailer (./http/app.ts).
        await app.close();
        app.log.info('shutdown: requests finished, document service and mailer closed');
        await db.close();
        app.log.info('shutdown: database closed; exit 0');
        process.exit(0);
      } catch (error) {
        app.log.error(error, 'shutdown: failed');
        process.exit(1);
      }
    })();
  });
}
