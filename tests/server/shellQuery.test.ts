// The shell's query runs on every page load: the SQL it costs is counted, so a change that makes it grow fails here.
// The viewer's access, current stream and stream list are computed once per request (a memo on the context).
import { loadPersistedOperations } from '../../server/http/app.ts';
import { signedInClient } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import type { HttpClient } from '../setup/client.ts';

let server: TestServer;
let statements: string[] = [];
let counting = false;

beforeAll(async () => {
  server = await startTestServer({}, { onQuery: (sql) => counting && statements.push(sql) });
});
afterAll(async () => {
  await server.close();
});

const [shellQueryId] = Object.entries(loadPersistedOperations()).find(([, text]) => text.startsWith('query ShellQuery'))!;

/** Runs the web app's persisted ShellQuery and answers the SQL statements the request sent. */
async function shellQueryStatements(client: HttpClient): Promise<string[]> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
  statements = [];
  counting = true;
  const response = await client.post('/graphql', { operationName: 'ShellQuery', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: shellQueryId } } });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  counting = false;
  expect(body.errors).toBeUndefined();
  return statements;
}

// The budget per viewer, one statement each (relations load by joins): the session with its user, the user's grants
// (not for staff), the user, seat groups (hasGroups), the streams they may open, the current stream, the cart badge
// and the linked accounts; a visitor costs nothing. Before the per-request memo this query cost a visitor 12
// statements, a student 24, a teacher 25 and an admin 21. Raise a number only with a reason.
const BUDGET: [string, string | null, number][] = [
  ['a visitor', null, 0],
  ['a student', 'leerling@vraagwerk.nl', 8],
  ['a teacher with a school licence', 'docent@vraagwerk.nl', 8],
  ['an admin', 'admin@vraagwerk.nl', 7],
];

describe('the shell query', () => {
  it.each(BUDGET)('costs %s at most the budgeted SQL statements', async (_name, email, budget) => {
    const client = email ? await signedInClient(server, email) : server.client();
    // The first request of a session may extend it; count a steady-state page load.
    await shellQueryStatements(client);
    const sent = await shellQueryStatements(client);
    if (sent.length > budget) console.log(`${_name}: ${sent.length} statements\n${sent.join('\n')}`);
    expect(sent.length).toBeLessThanOrEqual(budget);
  });

  // Both have a remembered stream: the list of streams they may open and the current stream, nothing more.
  it.each(['docent@vraagwerk.nl', 'leerling@vraagwerk.nl'])('reads the streams twice for %s: the list and the current one', async (email) => {
    const sent = await shellQueryStatements(await signedInClient(server, email));
    expect(sent.filter((sql) => /FROM "public"\."streams"/.test(sql))).toHaveLength(2);
  });
});
