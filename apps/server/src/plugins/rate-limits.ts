import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '@/config';
import { tooManyRequests } from '@/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's rate limits, all defined here, against guessing, flooding and LLM spending. */
    rateLimits: RateLimits;
  }
}

/** Throws a 429 with Retry-After when one of its rules is exhausted for this request. */
export type LimitCheck = (request: FastifyRequest) => Promise<void>;

export interface RateLimits {
  /** GET /auth/login, GET /auth/callback, the built-in provider's form: per address. */
  signIn: LimitCheck;
  /** The built-in provider's form: per e-mail address typed in (and per address). */
  signInForm: LimitCheck;
  /** Invitation look-up and acceptance: per user and per address (codes must not be guessable). */
  invitations: LimitCheck;
  /** Message sends: per user and per address. */
  messages: LimitCheck;
  /**
   * Every send may fire a therapist reply (LLM spend): sends into one session, both partners
   * together. Called once the caller is known to be a member, so a stranger cannot use up a
   * couple's allowance.
   */
  therapistTrigger: LimitCheck;
}

const WINDOW_MS = 60_000;

interface Rule {
  name: string;
  max: number;
  /** Undefined: the rule does not apply to this request. */
  key(request: FastifyRequest): string | undefined;
}

const byIp = (request: FastifyRequest) => request.ip;
const byUser = (request: FastifyRequest) => request.user?.id;
const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : undefined;
};

/**
 * In-memory fixed windows of one minute (@fastify/rate-limit's store), per instance: with N
 * instances behind a balancer a client gets at most N times the allowance.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, { config }: { config: Config }) {
    await app.register(rateLimit, { global: false, cache: 20_000 });
    const limits = config.rateLimits;

    const check = (rules: Rule[]): LimitCheck => {
      const checks = rules.map((rule) => ({
        rule,
        apply: app.createRateLimit({
          max: rule.max,
          timeWindow: WINDOW_MS,
          keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
        }),
      }));
      return async (request) => {
        for (const { rule, apply } of checks) {
          if (rule.key(request) === undefined) continue;
          const result = await apply(request);
          if (!result.isAllowed && result.isExceeded) {
            request.log.warn({ limit: rule.name }, 'rate limit reached');
            throw tooManyRequests(result.ttlInSeconds);
          }
        }
      };
    };

    // Each step of a sign-in (start, form, return) counts in its own window.
    const signInPerIp: Rule = {
      name: 'sign-in:ip',
      max: limits.signInPerIp,
      key: (request) => `${request.routeOptions.url}:${request.ip}`,
    };
    app.decorate('rateLimits', {
      signIn: check([signInPerIp]),
      signInForm: check([
        signInPerIp,
        {
          name: 'sign-in-form:account',
          max: limits.signInPerAccount,
          key: bodyField('email'),
        },
      ]),
      invitations: check([
        { name: 'invitations:user', max: limits.invitesPerUser, key: byUser },
        { name: 'invitations:ip', max: limits.invitesPerIp, key: byIp },
      ]),
      messages: check([
        { name: 'messages:user', max: limits.messagesPerUser, key: byUser },
        { name: 'messages:ip', max: limits.messagesPerIp, key: byIp },
      ]),
      therapistTrigger: check([
        {
          name: 'therapist:session',
          max: limits.therapistPerSession,
          key: bodyField('therapy_session_id'),
        },
      ]),
    } satisfies RateLimits);
  },
  { name: 'rate-limits', dependencies: ['auth'] },
);
