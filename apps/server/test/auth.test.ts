import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authSessions } from '@/db/schema/auth-sessions';
import { users } from '@/db/schema/users';

import { type TestApp, startTestApp } from './helpers/app';
import { TestBrowser } from './helpers/browser';
import { TEST_DB_KIND } from './helpers/database';

describe(`sign-in through the built-in provider (${TEST_DB_KIND})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 with an error body when signed out', async () => {
    const response = await fetch(`${t.baseUrl}/api/me`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'You need to be logged in',
      code: 'request.signedOut',
    });
  });

  it('redirects to the provider with PKCE, state and nonce and the exact redirect URI', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const response = await browser.request('/auth/login?returnTo=/register');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${t.baseUrl}/idp/auth`);
    expect(location.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/auth/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('response_type')).toBe('code');
  });

  it('signs a person in, stores the user and a hashed session, and returns them to returnTo', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const landing = await browser.signIn('Alex@Example.com', 'Alex Rivera');
    expect(landing).toBe('/register');

    const sessionCookie = browser.cookies.get('kindred_session');
    expect(sessionCookie).toBeTruthy();
    const me = await browser.request('/api/me');
    expect(me.status).toBe(200);
    const body = (await me.json()) as { id: string; email: string; name: string };
    expect(body).toMatchObject({ email: 'alex@example.com', name: 'Alex Rivera' });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(row).toMatchObject({ email: 'alex@example.com', oidcIssuer: `${t.baseUrl}/idp` });
    const sessions = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, body.id));
    expect(sessions).toHaveLength(1);
    // Only a hash of the token is stored.
    expect(decodeURIComponent(sessionCookie!)).not.toContain(sessions[0]!.id);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and never exposes tokens', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const { form } = await browser.submitSignInForm('sam@example.com', 'Sam', '/dashboard');
    let response = await browser.request(form.headers.get('location')!);
    while (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location')!;
      if (location.startsWith('/auth/callback') || location.includes('/auth/callback')) {
        const callback = await browser.request(location);
        const setCookie = callback.headers
          .getSetCookie()
          .find((c) => c.startsWith('kindred_session='));
        expect(setCookie).toMatch(/HttpOnly/i);
        expect(setCookie).toMatch(/SameSite=Lax/i);
        expect(callback.headers.get('location')).toBe('/dashboard');
        const text = await callback.text();
        expect(text).not.toMatch(/access_token|id_token/);
        return;
      }
      response = await browser.request(location);
    }
    throw new Error('never reached the callback');
  });

  it('signs the same e-mail in as the same user', async () => {
    const first = new TestBrowser(t.baseUrl);
    const second = new TestBrowser(t.baseUrl);
    await first.signIn('same@example.com', 'Same');
    await second.signIn('SAME@example.com', 'Same Again');
    const a = (await (await first.request('/api/me')).json()) as { id: string };
    const b = (await (await second.request('/api/me')).json()) as { id: string; name: string };
    expect(b.id).toBe(a.id);
    expect(b.name).toBe('Same Again');
  });

  it('never redirects to another origin after sign-in', async () => {
    const browser = new TestBrowser(t.baseUrl);
    expect(await browser.signIn('r@example.com', 'R', '//evil.example/steal')).toBe('/dashboard');
  });

  it('rejects a callback whose state does not match and shows the sign-in error', async () => {
    const browser = new TestBrowser(t.baseUrl);
    await browser.request('/auth/login?returnTo=/register');
    const response = await browser.request('/auth/callback?code=forged&state=wrong');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?error=signin');
    expect((await browser.request('/api/me')).status).toBe(401);
  });

  it('rejects a callback without a login flow', async () => {
    const response = await fetch(`${t.baseUrl}/auth/callback?code=x&state=y`, {
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe('/login?error=signin');
  });

  it('shows the sign-in form again with a message for an invalid e-mail', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const start = await browser.follow('/auth/login');
    const page = await start.response.text();
    expect(page).toContain('Development sign-in');
    expect(page).toMatch(/<label for="email">Email<\/label>/);
    expect(page).toMatch(/<label for="name">Name<\/label>/);
    expect(page).toMatch(/>Sign in<\/button>/);
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const response = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=not-an-email&name=%3Cscript%3E',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter a valid e-mail address');
    expect(html).not.toContain('<script>');
  });

  it('cancelling at the provider returns to the login page with the error', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const start = await browser.follow('/auth/login');
    const abort = /formaction="([^"]+)"/.exec(await start.response.text())![1]!;
    const response = await browser.request(abort, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    const done = await browser.follow(response.headers.get('location')!);
    expect(done.chain.at(-1)).toBe('/login?error=signin');
  });

  it('signs out: the session is gone on the server', async () => {
    const browser = new TestBrowser(t.baseUrl);
    await browser.signIn('leaving@example.com', 'Leaving');
    const token = browser.cookies.get('kindred_session')!;
    const response = await browser.request('/auth/logout', { method: 'POST' });
    expect(response.status).toBe(204);
    expect((await browser.request('/api/me')).status).toBe(401);
    // Replaying the old cookie does not work either.
    const replay = await fetch(`${t.baseUrl}/api/me`, {
      headers: { cookie: `kindred_session=${token}` },
    });
    expect(replay.status).toBe(401);
  });

  it('refuses a cross-site sign-out and keeps the session', async () => {
    const browser = new TestBrowser(t.baseUrl);
    await browser.signIn('stay@example.com', 'Stay');
    const forged = await browser.request('/auth/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      error: 'Cross-site request refused',
      code: 'request.crossSite',
    });
    expect((await browser.request('/api/me')).status).toBe(200);
  });

  it('rotates the session at sign-in', async () => {
    const browser = new TestBrowser(t.baseUrl);
    await browser.signIn('rotate@example.com', 'Rotate');
    const before = browser.cookies.get('kindred_session');
    await browser.signIn('rotate@example.com', 'Rotate');
    const after = browser.cookies.get('kindred_session');
    expect(after).not.toBe(before);
    const replay = await fetch(`${t.baseUrl}/api/me`, {
      headers: { cookie: `kindred_session=${before}` },
    });
    expect(replay.status).toBe(401);
  });

  it('keeps a signed-in browser signed in across a restart', async () => {
    const browser = new TestBrowser(t.baseUrl);
    await browser.signIn('restart@example.com', 'Restart');
    await t.restart();
    const me = await browser.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'restart@example.com' });
    // And the provider still works with its persisted keys and state.
    const again = new TestBrowser(t.baseUrl);
    expect(await again.signIn('after@example.com', 'After')).toBe('/register');
  });
});
