// npm run admin:create -- --email <address> [--link]: makes an admin (or gives an existing admin a new way in). Asks
// for the password, hidden, on the terminal (piped input: its first line), or with --link prints a one-time link to the
// page that sets it. The rule is server/domain/accounts/admins.ts; this only talks to the operator.
import { createInterface } from 'node:readline';
import { loadConfig } from '../server/config.ts';
import { databaseTarget, openDatabase } from '../server/db/database.ts';
import { applyMigrations } from '../server/db/migrations.ts';
import { createAdmin } from '../server/domain/accounts/admins.ts';
import { appContext } from '../server/domain/context.ts';
import { createMailer } from '../server/domain/mail/mailer.ts';

const USAGE = 'Gebruik: npm run admin:create -- --email <e-mailadres> [--link]';

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** The password without echoing it: raw mode on a terminal; the first line of piped input otherwise (scripts, tests). */
async function askPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const lines = createInterface({ input: stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const done = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          done();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new Error('Afgebroken.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

const args = process.argv.slice(2);
const emailAt = args.indexOf('--email');
const email = emailAt >= 0 ? args[emailAt + 1] : undefined;
const wantsLink = args.includes('--link');
if (!email || email.startsWith('--')) fail(USAGE, 2);

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

let password: string | undefined;
if (!wantsLink) {
  password = await askPassword('Wachtwoord (minstens 8 tekens): ');
  if (process.stdin.isTTY && (await askPassword('Nog een keer: ')) !== password) fail('De wachtwoorden verschillen; er is niets veranderd.');
}

const db = await openDatabase(databaseTarget(config)).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
try {
  await applyMigrations(db.adapterFactory);
  // The operator acts as nobody signed in; making an admin sends no mail (the outbox-only mailer is never used).
  const ctx = appContext({
    db: db.prisma,
    mailer: createMailer(db.prisma, { from: config.mailFrom, printMails: false, log: () => {} }),
    publicUrl: config.publicUrl,
  });
  const result = await createAdmin(ctx, { email, password });
  switch (result.kind) {
    case 'invalid':
      process.exitCode = 1;
      process.stderr.write(result.errors.email ? `Geen geldig e-mailadres: ${email}\n` : 'Het wachtwoord moet minstens 8 en hoogstens 128 tekens lang zijn; er is niets veranderd.\n');
      break;
    case 'other-role':
      process.exitCode = 1;
      process.stderr.write(`${email} is al een account met een andere rol (${result.role ?? 'geen'}); maak het beheerder in de back-office.\n`);
      break;
    case 'ok':
      console.log(result.created ? `Beheerder ${email} aangemaakt.` : `${email} is al beheerder.`);
      if (result.link) {
        console.log(`Eenmalige link om het wachtwoord in te stellen (${result.minutes} minuten geldig, werkt één keer):`);
        console.log(result.link);
      } else {
        console.log('Het wachtwoord is ingesteld; log in op /login.');
      }
  }
} finally {
  await db.close();
}
process.exit(process.exitCode ?? 0);
