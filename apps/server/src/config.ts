import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { THERAPIST_REPLY_DELAY_MS_DEFAULT } from '@kindred/shared/constants';

// The one place that reads the environment, so every setting is validated and documented once
// (the README's configuration table, plus NODE_ENV). A bad value stops the server with a list of
// everything that is wrong.

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const optionalUrl = (protocols: string[], what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        `must be a ${what} URL (${protocols.join(' or ')})`,
      )
      .optional(),
  );

/**
 * Requests per minute: they stop one client from guessing invitation codes, flooding sign-in or a
 * chat, or spending the LLM budget. Generous for a couple chatting and for test suites that sign
 * many people in from one address; the per-address limits catch many accounts behind one client.
 * Each instance counts on its own (in memory).
 */
export const RATE_LIMIT_DEFAULTS = {
  RATE_LIMIT_SIGN_IN_PER_IP: 300,
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: 30,
  RATE_LIMIT_INVITES_PER_USER: 20,
  RATE_LIMIT_INVITES_PER_IP: 200,
  RATE_LIMIT_MESSAGES_PER_USER: 60,
  RATE_LIMIT_MESSAGES_PER_IP: 1200,
  RATE_LIMIT_THERAPIST_PER_SESSION: 90,
} as const;
type RateLimitVariable = keyof typeof RATE_LIMIT_DEFAULTS;

function rateLimitEnv() {
  const entries = Object.entries(RATE_LIMIT_DEFAULTS).map(([name, value]) => [
    name,
    z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(value)),
  ]);
  return Object.fromEntries(entries) as Record<
    RateLimitVariable,
    z.ZodPipe<z.ZodTransform, z.ZodDefault<z.ZodCoercedNumber>>
  >;
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'PostgreSQL'),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  OIDC_ISSUER: optionalUrl(['http:', 'https:'], 'http(s)'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_NAME: optionalString,
  OIDC_IDENTITY_PROVIDER: optionalString,
  OIDC_SCOPE: z.preprocess(emptyToUndefined, z.string().default('openid email profile')),
  DEV_SIGN_IN: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  LLM_BASE_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(600_000).default(25_000),
  ),
  LLM_SAFETY_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(60_000).default(4_000),
  ),
  ROLE: z.preprocess(emptyToUndefined, z.enum(['all', 'web', 'worker']).default('all')),
  THERAPIST_REPLY_DELAY_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(60_000).default(THERAPIST_REPLY_DELAY_MS_DEFAULT),
  ),
  ...rateLimitEnv(),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface OidcClientConfig {
  /** External provider, or the built-in one mounted at /idp. */
  kind: 'external' | 'builtin';
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  providerName: string;
  identityProvider: string | undefined;
  scope: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin the browser uses, without a trailing slash. */
  publicUrl: string;
  /** True when the app is served over https (Secure cookies, HSTS). */
  secure: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  oidc: OidcClientConfig;
  /** timeoutMs: one attempt, from sending to the last token (tried twice, then the failure text). */
  /** safetyTimeoutMs: the safety classification of one message, on the send path. */
  llm:
    | {
        baseUrl: string;
        apiKey: string | undefined;
        model: string;
        timeoutMs: number;
        safetyTimeoutMs: number;
      }
    | undefined;
  therapistReplyDelayMs: number;
  /**
   * `all`: one process does everything. `web`: answers HTTP and sockets, records the therapist's
   * firings and leaves the replies to `worker` instances (which also answer HTTP).
   */
  role: 'all' | 'web' | 'worker';
  /** Requests per minute; see RATE_LIMIT_DEFAULTS. */
  rateLimits: {
    signInPerIp: number;
    signInPerAccount: number;
    invitesPerUser: number;
    invitesPerIp: number;
    messagesPerUser: number;
    messagesPerIp: number;
    therapistPerSession: number;
  };
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const BUILTIN_CLIENT_ID = 'kindred-web';
export const BUILTIN_PROVIDER_NAME = 'Dev Sign-in';

const present = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * The password-less development sign-in lets anyone who types an e-mail address become that
 * person, so it never starts by default: without a provider the server refuses to start and says
 * what to set (issue 15, docs/security.md §1).
 */
function noProviderProblem(nodeEnv: string | undefined): string {
  const production =
    nodeEnv === undefined
      ? ' (required in production: NODE_ENV=production, the default)'
      : nodeEnv === 'production'
        ? ' (required in production: NODE_ENV=production)'
        : '';
  return (
    'OIDC_ISSUER: no sign-in provider is configured. Set OIDC_ISSUER, OIDC_CLIENT_ID and ' +
    `OIDC_CLIENT_SECRET to sign people in through your identity provider${production}, or set ` +
    'DEV_SIGN_IN=true to allow the built-in development sign-in, where anyone who types an ' +
    'e-mail address signs in as that person (for your own machine and tests only; `npm start` ' +
    'and `npm run dev` set it for a local run)'
  );
}

/** Rules between variables, checked on the raw values so they are reported with all others. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (present(env.OIDC_ISSUER) && !present(env.OIDC_CLIENT_ID)) {
    problems.push('OIDC_CLIENT_ID: is required when OIDC_ISSUER is set');
  }
  if (
    !present(env.OIDC_ISSUER) &&
    (present(env.OIDC_CLIENT_ID) || present(env.OIDC_CLIENT_SECRET))
  ) {
    problems.push('OIDC_ISSUER: is required when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set');
  }
  const devSignIn = env.DEV_SIGN_IN?.trim();
  if (!present(env.OIDC_ISSUER) && devSignIn !== 'true') {
    problems.push(noProviderProblem(env.NODE_ENV?.trim() || undefined));
  }
  if (present(env.OIDC_ISSUER) && devSignIn === 'true') {
    problems.push(
      'DEV_SIGN_IN: cannot be combined with OIDC_ISSUER (the external provider signs people in); unset one of them',
    );
  }
  if (present(env.LLM_BASE_URL) && !present(env.LLM_MODEL)) {
    problems.push('LLM_MODEL: is required when LLM_BASE_URL is set');
  }
  if (present(env.ROLE) && env.ROLE!.trim() !== 'all' && !present(env.DATABASE_URL)) {
    problems.push(
      'ROLE: web and worker roles share one PostgreSQL database (DATABASE_URL); the embedded database serves one process only',
    );
  }
  if (present(env.PUBLIC_URL)) {
    try {
      const url = new URL(env.PUBLIC_URL!.trim());
      if (url.pathname !== '/' || url.search || url.hash) {
        problems.push('PUBLIC_URL: must be an origin without a path, e.g. https://kindred.example');
      }
    } catch {
      // Reported by the schema.
    }
  }
  return problems;
}

/** Parses an environment (process.env by default) into the server's configuration. */
export function parseConfig(
  env: Record<string, string | undefined> = process.env,
  baseDir = env.INIT_CWD ?? process.cwd(),
): Config {
  const result = envSchema.safeParse(env);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map(
          (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
        )),
    ...crossFieldProblems(env),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const e = result.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const builtin = !e.OIDC_ISSUER;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    secure: new URL(publicUrl).protocol === 'https:',
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    oidc: {
      kind: builtin ? 'builtin' : 'external',
      issuer: (e.OIDC_ISSUER ?? `${publicUrl}/idp`).replace(/\/+$/, ''),
      clientId: e.OIDC_CLIENT_ID ?? BUILTIN_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      providerName:
        e.OIDC_PROVIDER_NAME ??
        e.OIDC_IDENTITY_PROVIDER ??
        (builtin ? BUILTIN_PROVIDER_NAME : new URL(e.OIDC_ISSUER!).hostname),
      identityProvider: e.OIDC_IDENTITY_PROVIDER,
      scope: e.OIDC_SCOPE,
    },
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL!,
          timeoutMs: e.LLM_TIMEOUT_MS,
          safetyTimeoutMs: e.LLM_SAFETY_TIMEOUT_MS,
        }
      : undefined,
    therapistReplyDelayMs: e.THERAPIST_REPLY_DELAY_MS,
    role: e.ROLE,
    rateLimits: {
      signInPerIp: e.RATE_LIMIT_SIGN_IN_PER_IP,
      signInPerAccount: e.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      invitesPerUser: e.RATE_LIMIT_INVITES_PER_USER,
      invitesPerIp: e.RATE_LIMIT_INVITES_PER_IP,
      messagesPerUser: e.RATE_LIMIT_MESSAGES_PER_USER,
      messagesPerIp: e.RATE_LIMIT_MESSAGES_PER_IP,
      therapistPerSession: e.RATE_LIMIT_THERAPIST_PER_SESSION,
    },
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * SESSION_SECRET when set; otherwise one generated on first start and kept in DATA_DIR, so a
 * restart signs nobody out.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
