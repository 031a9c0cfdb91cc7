// Signing a demo account in for a benchmark, as the web app does: the CSRF cookie echoed in a header, then
// POST /api/login; the session is checked with GET /api/user (a production server takes no GraphQL document that is
// not persisted).

export interface Session {
  /** The headers every request of the session sends: its cookies and the CSRF token. */
  headers: Record<string, string>;
}

export async function signIn(base: string, account: { email: string; password: string }): Promise<Session> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const headers = () => ({ Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') });
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { ...headers(), 'Content-Type': 'application/json' }, body: JSON.stringify({ ...account, remember: true }) });
  if (login.status !== 200) throw new Error(`Signing in ${account.email} failed: HTTP ${login.status} ${await login.text()}`);
  keep(login);
  const session = { headers: headers() };
  const check = await fetch(`${base}/api/user`, { headers: { ...session.headers, Accept: 'application/json' } });
  const body = (await check.json()) as { email?: string };
  if (body.email !== account.email) throw new Error(`The session is not ${account.email}'s: HTTP ${check.status} ${JSON.stringify(body).slice(0, 300)}`);
  return session;
}
