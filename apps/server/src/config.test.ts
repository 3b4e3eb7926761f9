import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig, resolveSessionSecret } from './config';

describe('parseConfig', () => {
  it('runs on embedded defaults with the development sign-in allowed', () => {
    const config = parseConfig({ DEV_SIGN_IN: 'true' }, '/srv/kindred');
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      secure: false,
      dataDir: '/srv/kindred/data',
      databaseUrl: undefined,
      llm: undefined,
      therapistReplyDelayMs: 1000,
      role: 'all',
      oidc: {
        kind: 'builtin',
        issuer: 'http://localhost:3000/idp',
        clientId: 'kindred-web',
        providerName: 'Dev Sign-in',
      },
    });
  });

  it('uses an external provider through configuration alone', () => {
    const config = parseConfig({
      PUBLIC_URL: 'https://kindred.example/',
      OIDC_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc/',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_IDENTITY_PROVIDER: 'Google',
    });
    expect(config.publicUrl).toBe('https://kindred.example');
    expect(config.secure).toBe(true);
    expect(config.oidc).toMatchObject({
      kind: 'external',
      issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
      providerName: 'Google',
      identityProvider: 'Google',
    });
  });

  it('treats empty values as unset', () => {
    expect(
      parseConfig({ DATABASE_URL: '', PORT: ' ', DEV_SIGN_IN: 'true' }).databaseUrl,
    ).toBeUndefined();
  });

  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      parseConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('refuses to start without a sign-in provider unless the development sign-in is allowed', () => {
    const envs: Record<string, string>[] = [
      {},
      { NODE_ENV: 'development' },
      { DEV_SIGN_IN: 'false' },
    ];
    for (const env of envs) {
      const problems = problemsOf(env);
      expect(problems).toHaveLength(1);
      // Says what to set, either way.
      expect(problems[0]).toMatch(/^OIDC_ISSUER: no sign-in provider/);
      expect(problems[0]).toContain('OIDC_CLIENT_ID');
      expect(problems[0]).toContain('DEV_SIGN_IN=true');
      expect(problems[0]).toContain('anyone who types an e-mail address');
    }
  });

  it('refuses the development sign-in in production unless it is explicitly allowed', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://kindred.example' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^OIDC_ISSUER: no sign-in provider/);
    expect(problems[0]).toContain('NODE_ENV=production');
    expect(parseConfig({ NODE_ENV: 'production', DEV_SIGN_IN: 'true' }).oidc.kind).toBe('builtin');
    expect(
      parseConfig({
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'client',
      }).oidc.kind,
    ).toBe('external');
  });

  it('accepts only true or false for DEV_SIGN_IN, and not beside an external provider', () => {
    expect(problemsOf({ DEV_SIGN_IN: 'yes' }).join('\n')).toMatch(/DEV_SIGN_IN: .*true or false/);
    expect(
      problemsOf({
        DEV_SIGN_IN: 'true',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'client',
      }),
    ).toEqual([
      'DEV_SIGN_IN: cannot be combined with OIDC_ISSUER (the external provider signs people in); unset one of them',
    ]);
  });

  it('runs web and worker roles on PostgreSQL only', () => {
    const env = { DEV_SIGN_IN: 'true', DATABASE_URL: 'postgres://kindred@db.internal/kindred' };
    expect(parseConfig({ ...env, ROLE: 'web' }).role).toBe('web');
    expect(parseConfig({ ...env, ROLE: 'worker' }).role).toBe('worker');
    expect(() => parseConfig({ DEV_SIGN_IN: 'true', ROLE: 'worker' })).toThrow(
      /ROLE: .*DATABASE_URL/,
    );
    expect(() => parseConfig({ ...env, ROLE: 'both' })).toThrow(/ROLE/);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        OIDC_ISSUER: 'https://idp.example',
        LLM_BASE_URL: 'http://localhost:11434/v1',
        THERAPIST_REPLY_DELAY_MS: '-5',
        PUBLIC_URL: 'https://kindred.example/app',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SESSION_SECRET',
      'OIDC_CLIENT_ID',
      'LLM_MODEL',
      'THERAPIST_REPLY_DELAY_MS',
      'PUBLIC_URL',
    ]) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
  });
});

describe('resolveSessionSecret', () => {
  it('generates a secret once, keeps it private in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-config-'));
    const config = parseConfig({ DATA_DIR: dataDir, DEV_SIGN_IN: 'true' });
    const first = resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(config)).toBe(first);
    const file = path.join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers SESSION_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(resolveSessionSecret(parseConfig({ SESSION_SECRET: secret, DEV_SIGN_IN: 'true' }))).toBe(
      secret,
    );
  });
});
