import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';

import { idpAccounts, idpPayloads } from '@/db/schema/idp';
import { users } from '@/db/schema/users';

import { type TestApp, startTestApp } from './helpers/app';
import { TestBrowser } from './helpers/browser';
import { ChildServer } from './helpers/child-server';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createUser, type SignedIn } from './helpers/factories';
import { LiveClient } from './helpers/live';

// Issue 15 (outside security test), part A: the development sign-in is opt-in (1), sockets end
// with the sign-in (3), personal answers are not cached, permissions are denied, and sign-ins
// have an idle and an absolute limit (8). docs/security.md has a section for each.

const DAY = 24 * 60 * 60 * 1000;
const SIGNED_OUT = 4401;

/** The close code and reason once the server closes the socket (or a note that it did not). */
function closeOf(client: LiveClient, timeoutMs = 5000): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ code: 0, reason: 'still open' }), timeoutMs);
    client.socket.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
  });
}

/** Whether the socket is still open after the server had time to close it (and it still talks). */
async function stillOpen(client: LiveClient): Promise<boolean> {
  await new Promise((r) => setTimeout(r, 300));
  if (client.socket.readyState !== WebSocket.OPEN) return false;
  client.send({ type: 'ping' });
  await client.next((f) => f.type === 'pong');
  return client.socket.readyState === WebSocket.OPEN;
}

/** A second browser (its own sign-in) of the same person. */
async function secondSignIn(t: TestApp, user: SignedIn): Promise<SignedIn> {
  return createUser(t, { email: user.email, name: user.name });
}

describe(`1. the development sign-in is opt-in (${TEST_DB_KIND})`, () => {
  const servers: ChildServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.dispose();
  });

  it('refuses to start without a sign-in provider or DEV_SIGN_IN, and says what to set', async () => {
    const envs: Record<string, string>[] = [
      { DEV_SIGN_IN: '' },
      { DEV_SIGN_IN: 'false', NODE_ENV: 'production' },
    ];
    for (const env of envs) {
      const server = await ChildServer.create(env);
      servers.push(server);
      await expect(server.start()).rejects.toThrow(/server exited \(1\)/);
      expect(server.logs).toContain('Invalid configuration');
      expect(server.logs).toContain('OIDC_ISSUER: no sign-in provider is configured');
      expect(server.logs).toContain('DEV_SIGN_IN=true');
    }
    // Two server processes (tsx) in a row.
  }, 90_000);

  it('starts the development sign-in when DEV_SIGN_IN=true, and warns about it', async () => {
    const server = await ChildServer.create({ DEV_SIGN_IN: 'true', NODE_ENV: 'production' });
    servers.push(server);
    await server.start();
    const browser = new TestBrowser(server.baseUrl);
    expect(await browser.signIn('dev@example.com', 'Dev')).toBe('/register');
    expect(server.logs).toContain('DEV_SIGN_IN=true: the password-less development sign-in is on');
  }, 90_000);
});

describe(`3. sockets end with the sign-in (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("signing out closes that sign-in's sockets, and only those", async () => {
    const { owner } = await createCouple(t);
    const otherBrowser = await secondSignIn(t, owner);
    const first = await LiveClient.connect(t.baseUrl, owner);
    const second = await LiveClient.connect(t.baseUrl, owner);
    const elsewhere = await LiveClient.connect(t.baseUrl, otherBrowser);
    const closed = [closeOf(first), closeOf(second)];
    const cookie = owner.browser.cookieHeader();

    expect((await owner.call('POST', '/auth/logout')).status).toBe(204);
    for (const close of closed)
      expect(await close).toEqual({ code: SIGNED_OUT, reason: 'Signed out' });
    expect(await stillOpen(elsewhere)).toBe(true);

    // The ended sign-in cannot open a new socket either.
    const replay = new WebSocket(`${t.baseUrl.replace(/^http/, 'ws')}/api/live`, {
      headers: { origin: t.baseUrl, cookie },
    });
    const status = await new Promise<number>((resolve) =>
      replay.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
    elsewhere.close();
  });

  it('refuses a sign-in the moment it ends, though it was just used (and resolved lately)', async () => {
    const { owner, partner } = await createCouple(t);
    const me = (cookie: string) =>
      fetch(`${t.baseUrl}/api/me`, { headers: { cookie } }).then((r) => r.status);
    const ownerCookie = owner.browser.cookieHeader();
    expect(await me(ownerCookie)).toBe(200);
    expect((await owner.call('POST', '/auth/logout')).status).toBe(204);
    expect(await me(ownerCookie)).toBe(401);

    // Deleting the account ends every sign-in of the user at once as well.
    const partnerCookie = partner.browser.cookieHeader();
    expect(await me(partnerCookie)).toBe(200);
    const deleted = await partner.call('DELETE', '/api/account');
    expect(deleted.status).toBeLessThan(300);
    expect(await me(partnerCookie)).toBe(401);
  });

  it("a new sign-in in the same browser closes the replaced sign-in's sockets", async () => {
    const user = await createUser(t);
    const before = await LiveClient.connect(t.baseUrl, user);
    const closed = closeOf(before);
    await user.browser.signIn(user.email, user.name);
    expect(await closed).toEqual({ code: SIGNED_OUT, reason: 'Signed out' });
    const after = await LiveClient.connect(t.baseUrl, user);
    expect(await stillOpen(after)).toBe(true);
    after.close();
  });

  it("deleting the account closes every socket of every sign-in of the person; the partner's stay", async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const ownerElsewhere = await secondSignIn(t, owner);
    const sockets = [
      await LiveClient.connect(t.baseUrl, owner),
      await LiveClient.connect(t.baseUrl, ownerElsewhere),
    ];
    const closed = sockets.map((socket) => closeOf(socket));
    const partnerSocket = await LiveClient.connect(t.baseUrl, partner);

    expect((await owner.call('DELETE', '/api/account')).status).toBe(204);
    for (const close of closed) expect((await close).code).toBe(SIGNED_OUT);
    expect(
      await partnerSocket.next((f) => f.type === 'couple' && f.event === 'partner_left'),
    ).toMatchObject({ relationshipId, by: owner.id });
    expect(await stillOpen(partnerSocket)).toBe(true);
    partnerSocket.close();
  });

  it('closes the socket when the sign-in reaches its limit', async () => {
    const user = await createUser(t);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Used every six days, the sign-in lives until its absolute limit (30 days).
    for (const day of [6, 12, 18, 24]) {
      vi.setSystemTime(start + day * DAY);
      expect((await user.call('GET', '/api/me')).status).toBe(200);
    }
    vi.setSystemTime(start + 30 * DAY - 1500);
    const socket = await LiveClient.connect(t.baseUrl, user);
    const closed = closeOf(socket);
    expect(await stillOpen(socket)).toBe(true);
    vi.setSystemTime(start + 30 * DAY + 1000);
    expect(await closed).toEqual({ code: SIGNED_OUT, reason: 'Signed out' });
    expect((await user.call('GET', '/api/me')).status).toBe(401);
  });
});

describe(`8. caching, permissions and sign-in lifetime (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'kindred-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Kindred SPA</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await startTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers every personal API request with Cache-Control: no-store; static files keep theirs', async () => {
    const { owner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const answers = [
      await owner.call('GET', '/api/me'),
      await owner.call('GET', '/api/relationships'),
      await owner.call('GET', '/api/preferences'),
      await owner.call('GET', '/api/sessions'),
      await owner.call('GET', `/api/sessions/${session.id}`),
      await owner.call('GET', `/api/sessions/${session.id}/messages`),
      await owner.call('GET', '/api/training'),
      await owner.call('POST', '/api/messages', {
        therapy_session_id: session.id,
        content: 'Something personal',
      }),
      await owner.call('GET', '/api/sessions/00000000-0000-4000-8000-000000000000'),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${t.baseUrl}/api/me`)).headers.get('cache-control')).toBe('no-store');

    const asset = await fetch(`${t.baseUrl}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${t.baseUrl}/dashboard`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a Permissions-Policy that denies what the app does not use', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const signInPage = (await browser.follow('/auth/login')).response;
    const answers = [
      await fetch(`${t.baseUrl}/`, { headers: { accept: 'text/html' } }),
      await fetch(`${t.baseUrl}/assets/app-abc123.js`),
      await fetch(`${t.baseUrl}/api/config`),
      await fetch(`${t.baseUrl}/api/me`),
      signInPage,
      await fetch(`${t.baseUrl}/idp/.well-known/openid-configuration`),
    ];
    for (const answer of answers) {
      const policy = answer.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy).toContain(`${feature}=()`);
      // The invitation is copied (and shared: web-share's default is our own pages) from our pages.
      expect(policy).toContain('clipboard-write=(self)');
      expect(policy).not.toMatch(/web-share=\(\)/);
    }
  });

  it('ends a sign-in after 7 days without use', async () => {
    const user = await createUser(t);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 7 * DAY - 60_000);
    expect((await user.call('GET', '/api/me')).status).toBe(200);
    // Used a minute before the limit: seven more days from then.
    vi.setSystemTime(start + 14 * DAY - 2 * 60 * 60 * 1000);
    expect((await user.call('GET', '/api/me')).status).toBe(200);
    vi.setSystemTime(start + 21 * DAY);
    const idle = await user.call('GET', '/api/me');
    expect(idle.status).toBe(401);
    expect(idle.headers.getSetCookie().join()).toMatch(/kindred_session=;/);
  });

  it('ends a sign-in 30 days after it began, however often it is used', async () => {
    const user = await createUser(t);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let day = 3; day < 30; day += 3) {
      vi.setSystemTime(start + day * DAY);
      expect((await user.call('GET', '/api/me')).status).toBe(200);
    }
    vi.setSystemTime(start + 30 * DAY + 60_000);
    expect((await user.call('GET', '/api/me')).status).toBe(401);
  });

  it('gives the cookie the lifetime the server allows', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const { form } = await browser.submitSignInForm('cookie-life@example.com', 'Cookie');
    let response = await browser.request(form.headers.get('location')!);
    while (!response.headers.get('location')?.startsWith('/register'))
      response = await browser.request(response.headers.get('location')!);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('kindred_session='));
    expect(setCookie).toMatch(/Max-Age=604800\b/);

    // Renewed when used later, never past the absolute limit.
    const start = Date.now();
    let renewed: Response | undefined;
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const day of [6, 12, 18, 24, 27]) {
      vi.setSystemTime(start + day * DAY);
      renewed = await browser.request('/api/me');
      expect(renewed.status).toBe(200);
    }
    const maxAge = Number(
      /Max-Age=(\d+)/.exec(
        renewed!.headers.getSetCookie().find((c) => c.startsWith('kindred_session=')) ?? '',
      )?.[1],
    );
    expect(maxAge).toBeGreaterThan((3 * DAY) / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual((3 * DAY) / 1000);
  });

  it("deleting the account removes the built-in provider's account, sessions and grants", async () => {
    const user = await createUser(t, { email: 'forget-me@example.com' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const accountId = row!.oidcSubject;
    const stored = () =>
      t.database.db
        .select({ kind: idpPayloads.kind })
        .from(idpPayloads)
        .where(
          sql`${idpPayloads.payload}->>'accountId' = ${accountId}
            or ${idpPayloads.payload}#>>'{session,accountId}' = ${accountId}
            or ${idpPayloads.payload}#>>'{result,login,accountId}' = ${accountId}`,
        );
    const kinds = new Set((await stored()).map((r) => r.kind));
    expect(kinds).toContain('Session');
    expect(kinds).toContain('Grant');
    const grantIds = (
      await t.database.db
        .select({ id: idpPayloads.id })
        .from(idpPayloads)
        .where(
          sql`${idpPayloads.kind} = 'Grant' and ${idpPayloads.payload}->>'accountId' = ${accountId}`,
        )
    ).map((r) => r.id);
    expect(
      await t.database.db.select().from(idpAccounts).where(eq(idpAccounts.id, accountId)),
    ).toHaveLength(1);

    expect((await user.call('DELETE', '/api/account')).status).toBe(204);
    expect(
      await t.database.db
        .select()
        .from(idpAccounts)
        .where(eq(idpAccounts.email, 'forget-me@example.com')),
    ).toEqual([]);
    expect(await stored()).toEqual([]);
    // Nothing is left under the grants either (tokens and codes hang off them).
    expect(
      await t.database.db.select().from(idpPayloads).where(inArray(idpPayloads.grantId, grantIds)),
    ).toEqual([]);
    // The same e-mail signs in afresh, as a new person.
    const again = await createUser(t, { email: 'forget-me@example.com' });
    expect(again.id).not.toBe(user.id);
  });
});
