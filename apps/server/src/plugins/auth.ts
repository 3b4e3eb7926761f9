import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '@/config';
import type { UserRow } from '@/db/schema/users';
import { AppError } from '@/errors';
import { resolveSession } from '@/modules/auth/auth.service';
import { SignInCache } from '@/modules/auth/sign-in-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, or null. Resolved for /api and /auth requests, possibly from a sign-in
     * read up to SIGN_IN_CACHE_MS ago: its id is authoritative; its name and picture may lag a
     * sign-in on another device that refreshed them from the provider by that long.
     */
    user: UserRow | null;
    /** The id of the sign-in (auth session) the request came with, when signed in. */
    signInId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser(request: FastifyRequest): Promise<void>;
    sessionCookie: SessionCookie;
    /** Sign-ins resolved lately; the bus's `end` events make it forget (plugins/realtime.ts). */
    signInCache: SignInCache;
  }
}

export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  /** The cookie lives until the sign-in ends unless used (`expiresAt`). */
  set(reply: FastifyReply, token: string, expiresAt: Date): void;
  clear(reply: FastifyReply): void;
}

export default fp(
  async function auth(app: FastifyInstance, opts: { config: Config; sessionSecret: string }) {
    const { config } = opts;
    await app.register(cookie, { secret: opts.sessionSecret, hook: 'onRequest' });

    // __Host- binds the cookie to exactly this origin; it requires Secure, so https only.
    const name = config.secure ? '__Host-kindred_session' : 'kindred_session';
    const baseOptions = {
      path: '/',
      httpOnly: true,
      secure: config.secure,
      sameSite: 'lax' as const,
      signed: true,
    };
    const sessionCookie: SessionCookie = {
      name,
      read(request) {
        const raw = request.cookies[name];
        if (!raw) return undefined;
        const unsigned = request.unsignCookie(raw);
        return unsigned.valid && unsigned.value ? unsigned.value : undefined;
      },
      set(reply, token, expiresAt) {
        const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
        reply.setCookie(name, token, { ...baseOptions, maxAge });
      },
      clear(reply) {
        reply.clearCookie(name, baseOptions);
      },
    };
    app.decorate('sessionCookie', sessionCookie);
    const signInCache = new SignInCache();
    app.decorate('signInCache', signInCache);
    app.decorateRequest('user', null);
    app.decorateRequest('signInId', null);

    app.addHook('onRequest', async (request, reply) => {
      const path = request.url;
      if (!path.startsWith('/api/') && !path.startsWith('/auth/')) return;
      const token = sessionCookie.read(request);
      if (!token) return;
      const session = await resolveSession(app.db, token, signInCache);
      if (!session) {
        sessionCookie.clear(reply);
        return;
      }
      request.user = session.user;
      request.signInId = session.id;
      if (session.renewed) sessionCookie.set(reply, token, session.expiresAt);
    });

    app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
      if (!request.user) throw new AppError('request.signedOut');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
