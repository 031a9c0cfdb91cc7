// OpenID Connect single sign-on at the publisher partner: authorization code flow with PKCE (openid-client).
import * as oidc from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SsoClient {
  /** Where to send the browser, and what to remember (in a signed cookie) for the callback. */
  start(redirectUri: string): Promise<{ url: string; state: string; verifier: string }>;
  /** Finishes the flow on the callback URL; returns the provider's access token. */
  finish(callbackUrl: URL, expected: { state: string; verifier: string }): Promise<string>;
  /** The user-info claims behind an access token; throws when the provider refuses the token. */
  userInfo(accessToken: string): Promise<Record<string, unknown>>;
  /** The provider's sign-out address, returning to `redirectUri` afterwards. */
  logoutUrl(redirectUri: string): Promise<string>;
}

export function createSsoClient(settings: OidcSettings): SsoClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const config = () =>
    (configuration ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
        // Plain http only for a provider on this machine (tests, local development).
        execute: /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(settings.issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      }));
  return {
    async start(redirectUri) {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url: url.href, state, verifier };
    },
    async finish(callbackUrl, expected) {
      const tokens = await oidc.authorizationCodeGrant(await config(), callbackUrl, {
        pkceCodeVerifier: expected.verifier,
        expectedState: expected.state,
      });
      return tokens.access_token;
    },
    async userInfo(accessToken) {
      return (await oidc.fetchUserInfo(await config(), accessToken, oidc.skipSubjectCheck)) as Record<string, unknown>;
    },
    async logoutUrl(redirectUri) {
      const c = await config();
      return c.serverMetadata().end_session_endpoint ? oidc.buildEndSessionUrl(c, { post_logout_redirect_uri: redirectUri, client_id: settings.clientId }).href : redirectUri;
    },
  };
}
