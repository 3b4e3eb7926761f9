import * as client from 'openid-client';

import { stripInvisible } from '@kindred/shared/text';

import type { OidcClientConfig } from '@/config';

/** What we remember between the redirect to the provider and its return (in a signed cookie). */
export interface LoginFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/**
 * The server-side OpenID Connect client (authorization code + PKCE + state + nonce). Tokens stay
 * on the server and are dropped once the identity is read: the browser only gets our session.
 */
export class OidcClient {
  #configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly options: OidcClientConfig & { clientSecret: string | undefined },
    readonly redirectUri: string,
  ) {}

  /** Discovery is lazy (the built-in provider lives in this very server) and retried on failure. */
  private configuration(): Promise<client.Configuration> {
    if (!this.#configuration) {
      const insecure = new URL(this.options.issuer).protocol === 'http:';
      this.#configuration = client
        .discovery(
          new URL(this.options.issuer),
          this.options.clientId,
          this.options.clientSecret,
          undefined,
          insecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
        )
        .catch((error: unknown) => {
          this.#configuration = undefined;
          throw error;
        });
    }
    return this.#configuration;
  }

  async beginLogin(returnTo: string): Promise<{ url: string; flow: LoginFlow }> {
    const config = await this.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const flow: LoginFlow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      returnTo,
    };
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: this.options.scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    };
    // The development sign-in always asks who you are, so switching people is easy.
    if (this.options.kind === 'builtin') parameters.prompt = 'login';
    // Cognito's hosted UI goes straight to a federated provider (e.g. Google) with this.
    if (this.options.identityProvider) parameters.identity_provider = this.options.identityProvider;
    return { url: client.buildAuthorizationUrl(config, parameters).href, flow };
  }

  /** Exchanges the code; throws on any mismatch (state, nonce, issuer, PKCE, signature). */
  async completeLogin(callbackUrl: URL, flow: LoginFlow): Promise<VerifiedIdentity> {
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The provider returned no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    // Many providers put e-mail and profile only in the UserInfo response.
    if (config.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...stripUndefined(claims) };
    }
    return {
      subject: idClaims.sub,
      email: stringClaim(claims.email)?.toLowerCase() ?? null,
      // Shown to the partner: without characters that hide or reorder text (NUL included).
      name: nameClaim(claims.name) ?? nameClaim(claims.given_name) ?? null,
      picture: stringClaim(claims.picture) ?? null,
    };
  }
}

function nameClaim(value: unknown): string | undefined {
  return stringClaim(typeof value === 'string' ? stripInvisible(value) : value);
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function stripUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== undefined && v !== null),
  );
}
