import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Me } from '@kindred/shared/api';
import { safeReturnPath } from '@kindred/shared/return-to';

import type { Config } from '@/config';
import { describeError } from '@/lib/safe-error';

import { signIn, signOut } from './auth.service';
import type { LoginFlow, OidcClient } from './oidc-client';

const FLOW_COOKIE_TTL_S = 10 * 60;

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  returnTo: z.string(),
});

/** /auth/login, /auth/callback, /auth/logout and /api/me: sign-in by OIDC, held in a cookie. */
export default async function authRoutes(
  app: FastifyInstance,
  { config, oidc }: { config: Config; oidc: OidcClient },
) {
  const flowCookie = config.secure ? '__Host-kindred_oidc' : 'kindred_oidc';
  const flowCookieOptions = {
    path: '/',
    httpOnly: true,
    secure: config.secure,
    sameSite: 'lax' as const,
    signed: true,
  };

  app.get('/auth/login', { preHandler: app.rateLimits.signIn }, async (request, reply) => {
    const { returnTo } = request.query as { returnTo?: unknown };
    const { url, flow } = await oidc.beginLogin(safeReturnPath(returnTo));
    reply.setCookie(flowCookie, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
      ...flowCookieOptions,
      maxAge: FLOW_COOKIE_TTL_S,
    });
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  app.get('/auth/callback', { preHandler: app.rateLimits.signIn }, async (request, reply) => {
    const flow = readFlow(request.cookies[flowCookie], request.unsignCookie.bind(request));
    // The flow is single-use whatever happens next.
    reply.clearCookie(flowCookie, flowCookieOptions);
    reply.header('cache-control', 'no-store');
    if (!flow) {
      request.log.warn('sign-in callback without a matching login flow');
      return reply.redirect('/login?error=signin', 302);
    }
    try {
      const callbackUrl = new URL(request.url, config.publicUrl);
      const identity = await oidc.completeLogin(callbackUrl, flow);
      const { token, user, expiresAt } = await signIn(
        app.db,
        app.publish,
        { issuer: config.oidc.issuer, ...identity },
        app.sessionCookie.read(request),
      );
      app.sessionCookie.set(reply, token, expiresAt);
      request.log.info({ userId: user.id }, 'signed in');
      // Encoded and same-origin whatever the flow cookie carries (non-ASCII cannot go in a header).
      return reply.redirect(safeReturnPath(flow.returnTo), 302);
    } catch (error) {
      // A failed query would quote the e-mail address and name: codes only.
      request.log.warn({ reason: describeError(error) }, 'sign-in failed');
      return reply.redirect('/login?error=signin', 302);
    }
  });

  app.post('/auth/logout', async (request, reply) => {
    const token = app.sessionCookie.read(request);
    if (token) await signOut(app.db, app.publish, token);
    app.sessionCookie.clear(reply);
    return reply.status(204).send();
  });

  app.get('/api/me', { preHandler: app.requireUser }, async (request): Promise<Me> => {
    const user = request.user!;
    return { id: user.id, email: user.email, name: user.name, picture: user.picture };
  });
}

function readFlow(
  raw: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
): LoginFlow | undefined {
  if (!raw) return undefined;
  const unsigned = unsign(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const parsed = flowSchema.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
