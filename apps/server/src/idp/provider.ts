import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';

import { isStorableText, unstorableMessage } from '@kindred/shared/text';

import { BUILTIN_CLIENT_ID, type Config } from '@/config';
import { deriveSecret } from '@/lib/secrets';
import { contentSecurityPolicy } from '@/plugins/security';

import { findIdpAccount, upsertIdpAccount } from './accounts';
import { createAdapterFactory } from './adapter';
import { renderLoginPage } from './login-page';

const MOUNT = '/idp';
const SCOPE = 'openid email profile';

/** The built-in client's secret, known to both sides of this server. */
export const builtinClientSecret = (sessionSecret: string) =>
  deriveSecret(sessionSecret, 'idp-client-secret');

/** The provider's signing key: generated once and kept in DATA_DIR (a restart keeps tokens valid). */
async function loadSigningKey(dataDir: string): Promise<JWK> {
  const file = path.join(dataDir, 'idp-signing-key.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk;
}

const loginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')),
  // Kept as typed (it stands in for any provider's claims, which the app cleans), but NUL
  // cannot be stored.
  name: z
    .string()
    .refine(isStorableText, unstorableMessage('Name'))
    .trim()
    .max(100, 'Name is too long')
    .optional()
    .default(''),
});

/**
 * The built-in OpenID Connect provider, mounted at /idp when OIDC_ISSUER is unset, so that a fresh
 * machine signs people in with no outside account; the server stays an ordinary OIDC client of it.
 * Protocol endpoints are oidc-provider's own; the sign-in page is ours.
 */
export default fp(
  async function builtinIdp(app: FastifyInstance, opts: { config: Config; sessionSecret: string }) {
    const { config, sessionSecret } = opts;
    const issuer = config.oidc.issuer;
    const provider = new Provider(issuer, {
      adapter: createAdapterFactory(app.db),
      clients: [
        {
          client_id: BUILTIN_CLIENT_ID,
          client_secret: builtinClientSecret(sessionSecret),
          redirect_uris: [`${config.publicUrl}/auth/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [await loadSigningKey(config.dataDir)] },
      cookies: { keys: [deriveSecret(sessionSecret, 'idp-cookies')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      scopes: SCOPE.split(' '),
      pkce: { required: () => true },
      features: {
        devInteractions: { enabled: false },
        revocation: { enabled: true },
        rpInitiatedLogout: { enabled: false },
      },
      interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}` },
      // Kindred is the only client and first-party: no consent screen.
      async loadExistingGrant(ctx: KoaContextWithOIDC) {
        const session = ctx.oidc.session!;
        const clientId = ctx.oidc.client!.clientId;
        const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(clientId);
        if (grantId) {
          const existing = await ctx.oidc.provider.Grant.find(grantId);
          if (existing) return existing;
        }
        const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId! });
        grant.addOIDCScope(SCOPE);
        await grant.save();
        session.grantIdFor(clientId, grant.jti);
        return grant;
      },
      async findAccount(_ctx, id) {
        const account = await findIdpAccount(app.db, id);
        if (!account) return undefined;
        return {
          accountId: account.id,
          claims: async () => ({
            sub: account.id,
            email: account.email,
            email_verified: true,
            name: account.name,
          }),
        };
      },
      ttl: {
        AccessToken: 60 * 60,
        AuthorizationCode: 60,
        IdToken: 60 * 60,
        Interaction: 60 * 60,
        Session: 14 * 24 * 60 * 60,
        Grant: 14 * 24 * 60 * 60,
      },
    });
    provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'idp server error'));

    const callback = provider.callback();
    const csp = Object.entries(contentSecurityPolicy())
      .map(
        ([key, values]) =>
          `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
      )
      .join('; ');

    // Protocol endpoints go to oidc-provider before Fastify parses anything.
    app.addHook('onRequest', async (request, reply) => {
      const url = request.raw.url ?? '';
      if (
        !(url === MOUNT || url.startsWith(`${MOUNT}/`)) ||
        url.startsWith(`${MOUNT}/interaction/`)
      ) {
        return;
      }
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = url;
      raw.url = url.slice(MOUNT.length) || '/';
      reply.raw.setHeader('content-security-policy', csp);
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('referrer-policy', 'no-referrer');
      callback(raw, reply.raw);
    });

    await app.register(async (interactions) => {
      await interactions.register(formbody, { bodyLimit: 4096 });

      const page = (uid: string, values: { email?: string; name?: string; error?: string }) =>
        renderLoginPage({
          action: `${MOUNT}/interaction/${uid}/login`,
          abortAction: `${MOUNT}/interaction/${uid}/abort`,
          ...values,
        });

      interactions.get<{ Params: { uid: string } }>(
        `${MOUNT}/interaction/:uid`,
        async (request, reply) => {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          if (details.uid !== request.params.uid) throw new Error('Interaction mismatch');
          return reply
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(page(details.uid, {}));
        },
      );

      interactions.post<{ Params: { uid: string } }>(
        `${MOUNT}/interaction/:uid/login`,
        { preHandler: app.rateLimits.signInForm },
        async (request, reply) => {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          const parsed = loginSchema.safeParse(request.body ?? {});
          if (!parsed.success) {
            const body = (request.body ?? {}) as Record<string, unknown>;
            return reply
              .status(400)
              .header('cache-control', 'no-store')
              .type('text/html; charset=utf-8')
              .send(
                page(details.uid, {
                  email: typeof body.email === 'string' ? body.email : '',
                  name: typeof body.name === 'string' ? body.name : '',
                  error: parsed.error.issues[0]?.message ?? 'Check the form',
                }),
              );
          }
          const name = parsed.data.name || parsed.data.email.split('@')[0]!;
          const account = await upsertIdpAccount(app.db, parsed.data.email, name);
          const redirectTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { login: { accountId: account.id } },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(redirectTo, 303);
        },
      );

      interactions.post<{ Params: { uid: string } }>(
        `${MOUNT}/interaction/:uid/abort`,
        async (request, reply) => {
          const redirectTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(redirectTo, 303);
        },
      );
    });
  },
  { name: 'builtin-idp', dependencies: ['db', 'rate-limits'] },
);
