// After activation the new teacher is signed in and a new trial of 10 days says 10 (issue 41, item 11), over GraphQL
// with the activation mail read from the test's real SMTP server: choosing the password signs the browser in as the
// new account (someone else signed in there is signed out first), the activation keeps them signed in, and the licence
// notice counts the days the trial still works, today included — read from the licence's dates in the database.
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { signedInClient } from '../setup/factories.ts';
import { TEST_NOW } from '../setup/env.ts';

let smtp: TestSmtp;
let server: TestServer;
const db = () => server.db.prisma;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://vraagwerk.example' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const codeOf = (text: string) => /https:\/\/vraagwerk\.example\/activate\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const VIEWER = '{ viewer { user { email } licenseNotices { daysLeft text } } }';
const SET_PASSWORD = `mutation($code: String!, $password: String!) { setActivationPassword(code: $code, password: $password) {
  __typename ... on SetActivationPasswordSuccess { activation { status } viewer { user { email } } } } }`;
const ACTIVATE = `mutation($code: String!) { activateLicense(code: $code) { __typename ... on ActivateLicenseSuccess { viewer { user { email } } } } }`;

async function registerTrial(email: string): Promise<string> {
  const mail = smtp.waitFor(email);
  const answer = await server.client().json('POST', '/api/register', { first_name: 'Lotte', last_name: 'de Boer', email, license: 'proeflicentie-scheikunde-havo', consent: true });
  expect(answer.status).toBe(200);
  return codeOf((await mail).text);
}

it('signs the new teacher in when they choose their password, and their new trial says 10 days', async () => {
  const email = 'lotte.deboer@school.example.nl';
  const code = await registerTrial(email);
  // Someone else was signed in on this browser.
  const browser = await signedInClient(server, 'docent@vraagwerk.nl');
  const set = await browser.graphql<{ setActivationPassword: unknown }>(SET_PASSWORD, { code, password: 'mijn-proef-wachtwoord' });
  expect(set.data!.setActivationPassword).toEqual({ __typename: 'SetActivationPasswordSuccess', activation: { status: 'userExists' }, viewer: { user: { email } } });
  expect((await browser.graphql<{ viewer: { user: { email: string } } }>(VIEWER)).data!.viewer.user).toEqual({ email });

  const done = await browser.graphql<{ activateLicense: unknown }>(ACTIVATE, { code });
  expect(done.data!.activateLicense).toEqual({ __typename: 'ActivateLicenseSuccess', viewer: { user: { email } } });

  // The trial from the database: it works from its first day up to (not on) its end; the test's day is its first.
  const license = await db().license.findFirstOrThrow({ where: { owner: { email } }, select: { begin: true, end: true } });
  const today = new Date(Date.UTC(TEST_NOW.getUTCFullYear(), TEST_NOW.getUTCMonth(), TEST_NOW.getUTCDate()));
  expect(license.begin).toEqual(today);
  const workingDays = Math.round((license.end.getTime() - today.getTime()) / DAY);
  expect(workingDays).toBe(10);
  const viewer = (await browser.graphql<{ viewer: { user: unknown; licenseNotices: unknown[] } }>(VIEWER)).data!.viewer;
  expect(viewer).toEqual({ user: { email }, licenseNotices: [{ daysLeft: workingDays - 1, text: `Je licentie is nog ${workingDays} dagen geldig.` }] });
});
