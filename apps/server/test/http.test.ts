import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';

const BIG_JS = `export const words = ${JSON.stringify('kindred '.repeat(4000))};\n`;

describe(`HTTP basics (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'kindred-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Kindred SPA</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As the web build writes them: compressed copies beside the files.
    writeFileSync(path.join(webRoot, 'assets', 'big-def456.js'), BIG_JS);
    writeFileSync(path.join(webRoot, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
    writeFileSync(path.join(webRoot, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));
    t = await startTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports liveness and readiness', async () => {
    expect(await (await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });

  it('publishes the provider name for the login button', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json()).toEqual({ providerName: 'Dev Sign-in', builtInSignIn: true });
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/', '/api/config']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // Plain http on localhost: no HSTS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves the SPA with a history fallback for unknown pages', async () => {
    const root = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('Kindred SPA');

    const page = await t.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kindred SPA');
    expect(page.headers['cache-control']).toBe('no-cache');

    const deep = await t.app.inject({
      url: '/triadic-session/123',
      headers: { accept: 'text/html' },
    });
    expect(deep.body).toContain('Kindred SPA');

    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    expect((await t.app.inject('/favicon.svg')).statusCode).toBe(200);
  });

  it("sends the build's compressed copies to browsers that accept them", async () => {
    const get = (encoding: string) =>
      t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': encoding } });

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_JS);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    const api = await t.app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found: GET /api/nothing', code: 'request.notFound' });
    const asset = await t.app.inject('/assets/missing.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ code: 'request.notFound' });
  });

  it('refuses oversize bodies with 413 and a JSON error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'content-type': 'application/json', origin: t.baseUrl },
      payload: JSON.stringify({ filler: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Request body is too large',
      code: 'request.bodyTooLarge',
    });
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'content-type': 'application/json', origin: t.baseUrl },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Request body is not valid JSON',
      code: 'request.invalidJson',
    });
  });

  it('refuses state-changing requests without our Origin', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/auth/logout' });
    expect(none.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'http://localhost.evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
