// A real OpenID Connect provider on loopback (oidc-provider): the publisher partner's sign-on in tests.
// Sign-in and consent finish programmatically for the account the test names, so no HTML is parsed.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  id: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  brin_id?: string;
  licenses?: unknown;
}

export interface TestOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account that signs in at the next interaction. */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
}

export async function startOidc(redirectUris: string[], postLogoutRedirectUris: string[] = []): Promise<TestOidc> {
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | undefined;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'vraagwerk';
  const clientSecret = 'test-client-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name', 'brin_id', 'licenses'] },
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      void interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  });

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('No test account to sign in with');
      accounts.set(next.id, next);
      await provider.interactionFinished(req, res, { login: { accountId: next.id } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'given_name', 'family_name', 'brin_id', 'licenses']);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
      accounts.set(account.id, account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
