import { Writable } from 'node:stream';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '@/db/schema/messages';
import { loggerOptions } from '@/logger';

import { type TestApp, startTestApp } from './helpers/app';
import { TestBrowser } from './helpers/browser';
import { TEST_DB_KIND } from './helpers/database';
import { createCoupleInSession, createUser } from './helpers/factories';
import { FakeOpenAI } from './helpers/fake-openai';
import { waitFor } from './helpers/wait';
import { LiveClient } from './helpers/live';

// Security: rate limits, same-origin checks, cookies, headers, logs.

function expectRateLimited(response: { status: number; headers: Headers; body: unknown }) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.body).toEqual({
    error: 'Too many requests, please slow down and try again shortly',
    code: 'request.tooMany',
  });
}

describe(`rate limits (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        THERAPIST_REPLY_DELAY_MS: '60000',
        RATE_LIMIT_SIGN_IN_PER_IP: '40',
        RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '2',
        RATE_LIMIT_INVITES_PER_USER: '3',
        RATE_LIMIT_INVITES_PER_IP: '5',
        RATE_LIMIT_MESSAGES_PER_USER: '3',
        RATE_LIMIT_MESSAGES_PER_IP: '1000',
        RATE_LIMIT_THERAPIST_PER_SESSION: '4',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${t.baseUrl}${path}`, { redirect: 'manual', ...init });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML or empty
    }
    return { status: response.status, headers: response.headers, body };
  };

  it('limits the sign-in form per e-mail address, with Retry-After', async () => {
    const form = () =>
      call('/idp/interaction/some-interaction/login', {
        method: 'POST',
        headers: { origin: t.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=target%40example.com&name=T',
      });
    expect((await form()).status).not.toBe(429);
    expect((await form()).status).not.toBe(429);
    expectRateLimited(await form());
  });

  it('limits message sends per user and therapist triggers per session; nothing is stored beyond', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    // A stranger posting into the session cannot use up the couple's allowance.
    const stranger = await createUser(t);
    for (let i = 0; i < 3; i++) {
      const r = await stranger.call('POST', '/api/messages', {
        therapy_session_id: sessionId,
        content: 'spam',
      });
      expect(r.status).toBe(404);
    }
    const send = (who: typeof owner, content: string) =>
      who.call('POST', '/api/messages', { therapy_session_id: sessionId, content });
    for (let i = 0; i < 3; i++) expect((await send(owner, `a${i}`)).status).toBe(201);
    expectRateLimited(await send(owner, 'a3'));
    // The partner has their own allowance, but the session's (4 triggers a minute) is nearly spent.
    expect((await send(partner, 'b0')).status).toBe(201);
    expectRateLimited(await send(partner, 'b1'));

    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.therapySessionId, sessionId));
    expect(
      stored
        .filter((m) => m.author !== 'therapist')
        .map((m) => m.content)
        .sort(),
    ).toEqual(['a0', 'a1', 'a2', 'b0']);
  });

  it('limits invitation look-ups per user and per address', async () => {
    const [first, second] = [await createUser(t), await createUser(t)];
    for (let i = 0; i < 3; i++)
      expect((await first.call('GET', `/api/relationships/invite/zzzzzzz${i}`)).status).toBe(404);
    expectRateLimited(await first.call('GET', '/api/relationships/invite/zzzzzzzz'));
    // Another account from the same address: the per-address window (5, one of which the couple's
    // acceptance above used) runs out after one more request.
    const accept = await second.call('POST', '/api/relationships/accept', { invite_code: 'abc' });
    expect(accept.status).toBe(404);
    expectRateLimited(await second.call('GET', '/api/relationships/invite/zzzzzzzz'));
  });

  // Last: it spends this address's sign-in allowance.
  it('limits sign-in starts per address, with Retry-After', async () => {
    // The sign-ins of the tests above count too: the window holds 40 in all.
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 41 && last?.status !== 429; i++) {
      last = await call('/auth/login?returnTo=/');
      statuses.push(last.status);
    }
    expect(statuses.length).toBeGreaterThan(25);
    expect(statuses.slice(0, -1).every((s) => s === 302)).toBe(true);
    expectRateLimited(last!);
  });
});

describe(`same-origin checks (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '60000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every state-changing request without our Origin, and changes nothing', async () => {
    const { owner, partner, relationshipId, inviteCode, sessionId } =
      await createCoupleInSession(t);
    const stranger = await createUser(t);
    const requests: [string, string, unknown, typeof owner][] = [
      ['POST', '/auth/logout', undefined, owner],
      ['POST', '/api/relationships', undefined, stranger],
      ['POST', '/api/relationships/accept', { invite_code: inviteCode }, stranger],
      ['DELETE', '/api/relationships/partner', undefined, owner],
      ['POST', '/api/sessions', { relationship_id: relationshipId }, owner],
      ['POST', `/api/sessions/${sessionId}/end`, undefined, owner],
      ['POST', '/api/messages', { therapy_session_id: sessionId, content: 'forged' }, partner],
      ['PUT', '/api/preferences', { contact_email: 'evil@example.org' }, owner],
      ['PUT', '/api/training/quiz-1', { progress: 100 }, owner],
      ['POST', '/api/integrations/waitlist', { app: 'signal', email: 'e@example.org' }, owner],
      ['DELETE', '/api/account', undefined, owner],
    ];
    for (const origin of [undefined, 'https://evil.example', 'null', `${t.baseUrl}.evil.example`]) {
      for (const [method, path, body, who] of requests) {
        const response = await fetch(`${t.baseUrl}${path}`, {
          method,
          headers: {
            cookie: who.browser.cookieHeader(),
            ...(origin ? { origin } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        expect(response.status, `${method} ${path} from ${origin}`).toBe(403);
        expect(await response.json()).toEqual({
          error: 'Cross-site request refused',
          code: 'request.crossSite',
        });
      }
    }
    // Nothing happened: still a couple, still signed in, the session still open and empty.
    expect((await owner.call('GET', '/api/me')).status).toBe(200);
    expect((await partner.call('GET', '/api/relationships')).body.partner_id).toBe(partner.id);
    expect((await stranger.call('GET', '/api/relationships')).status).toBe(404);
    const session = await owner.call('GET', `/api/sessions/${sessionId}`);
    expect(session.body.status).toBe('ongoing');
    const history = await owner.call('GET', `/api/sessions/${sessionId}/messages`);
    expect(history.body.map((m: { author: string }) => m.author)).toEqual(['therapist']);
    expect((await owner.call('GET', '/api/preferences')).body.contact_email).not.toBe(
      'evil@example.org',
    );
  });

  it('refuses WebSocket upgrades from another origin or without one', async () => {
    const user = await createUser(t);
    for (const origin of ['https://evil.example', 'null', `${t.baseUrl}.evil.example`]) {
      await expect(LiveClient.connect(t.baseUrl, user, origin)).rejects.toThrow('HTTP 403');
    }
    await expect(LiveClient.connect(t.baseUrl, user, '')).rejects.toThrow('HTTP 403');
    const ok = await LiveClient.connect(t.baseUrl, user);
    ok.close();
  });
});

describe(`cookies and headers (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // Behind TLS: the public URL is https (reached through a proxy), signing in with the other
    // app's provider as an external one.
    secure = await startTestApp({
      env: {
        PUBLIC_URL: 'https://kindred.example',
        OIDC_ISSUER: `${t.baseUrl}/idp`,
        OIDC_CLIENT_ID: 'kindred-web',
      },
    });
  });
  afterAll(async () => {
    await secure?.close();
    await t?.close();
  });

  it('over https: __Host- cookies, Secure, HttpOnly, SameSite=Lax; HSTS', async () => {
    const response = await secure.app.inject({ url: '/auth/login?returnTo=/dashboard' });
    expect(response.statusCode).toBe(302);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-kindred_oidc=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const page = await secure.app.inject({ url: '/api/config' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('a signed-out answer clears a stale session cookie', async () => {
    const response = await fetch(`${t.baseUrl}/api/me`, {
      headers: { cookie: 'kindred_session=forged.value' },
    });
    expect(response.status).toBe(401);
    const browser = new TestBrowser(t.baseUrl);
    await browser.signIn('stale@example.com', 'Stale');
    const token = browser.cookies.get('kindred_session')!;
    await browser.request('/auth/logout', { method: 'POST' });
    const replay = await fetch(`${t.baseUrl}/api/me`, {
      headers: { cookie: `kindred_session=${token}` },
    });
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie().join()).toMatch(/kindred_session=;/);
  });

  it('sends the security headers on API answers, errors and the sign-in page', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const start = await browser.follow('/auth/login?returnTo=/');
    const answers = [
      start.response,
      await fetch(`${t.baseUrl}/api/me`),
      await fetch(`${t.baseUrl}/api/nothing`),
      await fetch(`${t.baseUrl}/api/messages`, { method: 'POST' }),
    ];
    for (const response of answers) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toMatch(/no-referrer|strict-origin/);
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
    expect(start.response.headers.get('cache-control')).toBe('no-store');
  });
});

describe(`logs (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let output = '';
  const llm = new FakeOpenAI();
  const apiKey = 'sk-log-check-secret-key';
  beforeAll(async () => {
    await llm.start();
    llm.always({ kind: 'stream', chunks: ['Thank you both: ', 'velvet-compass-2024.'] });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    t = await startTestApp({
      env: {
        THERAPIST_REPLY_DELAY_MS: '0',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'fake',
        LLM_API_KEY: apiKey,
      },
      logger: (config) => {
        const { transport: _pretty, ...options } = loggerOptions(config) as Record<string, unknown>;
        return { ...options, level: 'trace', stream } as never;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await llm.stop();
  });

  it('never contain cookies, codes, tokens, invitation codes or message contents', async () => {
    // Sign-in step by step, to know the authorisation code and state that went by.
    const secrets: string[] = [apiKey, 'velvet-compass-2024', 'logcheck@example.com'];
    const browser = new TestBrowser(t.baseUrl);
    const { form, action } = await browser.submitSignInForm(
      'logcheck@example.com',
      'Logan',
      '/dashboard',
    );
    const done = await browser.follow(form.headers.get('location')!);
    const callback = done.chain.find((step) => step.startsWith('/auth/callback'))!;
    const params = new URL(callback, t.baseUrl).searchParams;
    secrets.push(params.get('code')!, params.get('state')!);
    secrets.push(action.split('/').at(-2)!); // the interaction id
    for (const value of browser.cookies.values()) secrets.push(value, value.split('.')[0]!);

    const partner = await createUser(t, { name: 'Blake' });
    const invite = await browser.request('/api/relationships', { method: 'POST' });
    const { id: relationshipId, invite_code } = (await invite.json()) as {
      id: string;
      invite_code: string;
    };
    secrets.push(invite_code);
    await partner.call('GET', `/api/relationships/invite/${invite_code}`);
    await partner.call('POST', '/api/relationships/accept', { invite_code });
    const { body: session } = await partner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const live = await LiveClient.connect(t.baseUrl, partner);
    await live.subscribe(session.id);
    const text = 'Our most private words: zebra-umbrella-4711';
    secrets.push(text, 'zebra-umbrella-4711');
    const sent = await browser.request('/api/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ therapy_session_id: session.id, content: text }),
    });
    expect(sent.status).toBe(201);
    await partner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'Blake answers: quartz-lantern-0815',
    });
    secrets.push('quartz-lantern-0815');
    await live.next(
      (f) =>
        f.type === 'message' &&
        f.message.author === 'therapist' &&
        !f.message.content.startsWith('Welcome'),
      15_000,
    );
    for (const value of partner.browser.cookies.values()) secrets.push(value);
    live.close();
    await browser.request('/auth/logout', { method: 'POST' });

    // The flow was logged (this test would pass vacuously otherwise)…
    expect(output).toContain('"url":"/api/messages"');
    expect(output).toContain('signed in');
    // (The reply reaches the partner before its log line is written: wait for that line.)
    await waitFor(
      async () => output,
      (o) => o.includes('therapist replied'),
    );
    expect(output).toContain('therapist replied');
    // …without any of its secrets.
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(output, secret).not.toContain(secret);
    }
    expect(output).not.toMatch(/kindred_session=|kindred_oidc=|access_token|id_token/);
  });
});
