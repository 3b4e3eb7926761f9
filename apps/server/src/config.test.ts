import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig, resolveSessionSecret } from './config';

describe('parseConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = parseConfig({}, '/srv/kindred');
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      secure: false,
      dataDir: '/srv/kindred/data',
      databaseUrl: undefined,
      llm: undefined,
      therapistReplyDelayMs: 1000,
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
    expect(parseConfig({ DATABASE_URL: '', PORT: ' ' }).databaseUrl).toBeUndefined();
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
    const config = parseConfig({ DATA_DIR: dataDir });
    const first = resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(config)).toBe(first);
    const file = path.join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers SESSION_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(resolveSessionSecret(parseConfig({ SESSION_SECRET: secret }))).toBe(secret);
  });
});
