// Secrets and pupils' addresses stay out of the log (issue 43, item 2). A production server without SMTP_URL keeps
// every mail in the outbox table and logs only the row's number: a password reset's link, an activation link and a
// feedback mail naming its student appear in the outbox row, and none of the address, name, token or link appears in
// any line the server logged (captured from its pino stream at LOG_LEVEL=info). Expected values are the literals the
// test sends and what the outbox rows in the database hold.
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createUser, signedInClient, uniqueEmail } from '../setup/factories.ts';

let server: TestServer;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  server = await startTestServer(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ID_SECRET: 'production-id-secret-0123456789',
      APP_SECRET: 'production-app-secret-0123456789',
      PUBLIC_URL: 'https://vraagwerk.example',
    },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await server?.close();
});

/** The outbox row sent to `to` (the reset mail is sent after the answer, so it is waited for). */
async function outboxRow(to: string) {
  for (let tries = 0; tries < 100; tries++) {
    const row = await server.db.prisma.outboxEmail.findFirst({ where: { to }, orderBy: { id: 'desc' } });
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${to} in the outbox`);
}

/** Waits (2 s at most) for the log line of the mail kept as outbox row `id`: its number is all the log may say of it. */
async function mailLogged(id: number) {
  for (let tries = 0; tries < 100 && !log().includes(`E-mail ${id} `); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
}

it('logs a password reset mail by its outbox number only: not the address, the name, the token or the link', async () => {
  const user = await createUser(server.db.prisma, { email: uniqueEmail('reset'), firstName: 'Jorinde', lastName: 'Verhoeven' });
  const answer = await server.client().json('POST', '/api/forgot-password', { email: user.email });
  expect(answer.status).toBe(200);

  const row = await outboxRow(user.email);
  expect(row.subject).toBe('Wachtwoord opnieuw instellen');
  const link = /https:\/\/vraagwerk\.example\/reset-password#([A-Za-z0-9_-]+)/.exec(row.text);
  expect(link).not.toBeNull();
  expect(row.text).toContain('Beste Jorinde,');
  await mailLogged(row.id);

  for (const secret of [user.email, 'Jorinde', link![0], link![1]!, '/reset-password']) expect(log()).not.toContain(secret);
  expect(log()).toContain(`E-mail ${row.id} bewaard in outbox_emails`);
});

it('logs an activation mail by its outbox number only: not the address, the name, the code or the link', async () => {
  const email = uniqueEmail('activatie');
  const answer = await server.client().json('POST', '/api/register', {
    first_name: 'Wouter',
    last_name: 'Brinkhorst',
    email,
    license: 'proeflicentie-natuurkunde-havo',
    consent: true,
  });
  expect(answer).toEqual({ status: 200, body: { status: 'success' } });

  const row = await outboxRow(email);
  const link = /https:\/\/vraagwerk\.example\/activate\/([A-Za-z0-9_-]+)/.exec(row.text);
  expect(link).not.toBeNull();
  const registration = await server.db.prisma.registration.findFirstOrThrow({ where: { email } });
  expect(registration.activationCode).toBe(link![1]);
  await mailLogged(row.id);

  for (const secret of [email, 'Wouter', 'Brinkhorst', link![0], link![1]!, '/activate/']) expect(log()).not.toContain(secret);
  expect(log()).toContain(`E-mail ${row.id} bewaard in outbox_emails`);
});

it("logs a feedback mail by its outbox number only: not the student's address, name or message", async () => {
  const student = await createUser(server.db.prisma, { role: 'leerling', email: uniqueEmail('leerling'), firstName: 'Imke', lastName: 'Zwartveld' });
  const client = await signedInClient(server, student.email);
  const answer = await client.json('POST', '/api/feedback', { feedback: 'Bij vraag 3 ontbreekt de eenheid joule.' });
  expect(answer.status).toBe(200);

  const row = await outboxRow('feedback@vraagwerk.nl');
  expect(row.text).toContain(`Imke Zwartveld <${student.email}>`);
  expect(row.text).toContain('Bij vraag 3 ontbreekt de eenheid joule.');
  await mailLogged(row.id);

  for (const secret of [student.email, 'Imke', 'Zwartveld', 'ontbreekt de eenheid']) expect(log()).not.toContain(secret);
  expect(log()).toContain(`E-mail ${row.id} bewaard in outbox_emails`);
});

it('logs an unexpected database error by its reason and codes: not the call it quotes with its arguments', async () => {
  const student = await createUser(server.db.prisma, { role: 'leerling', email: uniqueEmail('fout'), firstName: 'Siebe', lastName: 'Oudemolen' });
  // Real errors of the real client: a second account with the same address, and a call with a wrong value beside it.
  const duplicate = await server.db.prisma.user.create({ data: { email: student.email, firstName: 'Siebe' } }).catch((error: unknown) => error);
  const wrongType = await server.db.prisma.user.create({ data: { email: student.email, firstName: 12 as unknown as string, lastName: 'Oudemolen' } }).catch((error: unknown) => error);
  expect(duplicate).toBeInstanceOf(Error);
  expect(wrongType).toBeInstanceOf(Error);
  expect((wrongType as Error).message).toContain(student.email);

  const before = lines.length;
  // As the error handlers log them: the server's logger, and a request's child logger with its request id.
  server.app.log.error(duplicate);
  server.app.log.child({ reqId: 'req-privacy' }).error(wrongType);
  server.app.log.child({ reqId: 'req-privacy-2' }).error({ err: wrongType }, 'unexpected GraphQL error');
  const written = lines.slice(before).join('');
  for (const secret of [student.email, 'Siebe', 'Oudemolen']) expect(written).not.toContain(secret);
  // PGlite's adapter names the columns, PostgreSQL's the constraint.
  expect(written).toMatch(/Unique constraint failed on the (fields: \(`email`\)|constraint: `users_email_key`)/);
  expect(written).toContain('Argument `firstName`: Invalid value provided. Expected String, provided Int.');
  expect(written).toContain('"code":"P2002"');
  expect(written).toContain('req-privacy');
});
