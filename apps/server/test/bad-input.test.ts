import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { updatePreferencesSchema } from '@kindred/shared/preferences';
import { LIVE_LIMITS } from '@kindred/shared/realtime';
import { acceptInvitationSchema } from '@kindred/shared/relationships';
import { createSessionSchema, sendMessageSchema } from '@kindred/shared/sessions';
import { trainingProgressSchema } from '@kindred/shared/training';

import { waitlistSchema } from '@/modules/integrations/integrations.service';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, type SignedIn } from './helpers/factories';
import { LiveClient } from './helpers/live';

// Bad input: malformed JSON, wrong types, oversize bodies, unknown fields, unicode edge cases and
// injection strings get a clear 4xx, never a 500, and nothing is stored.

const RUNS = { numRuns: 25 };

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE messages; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u200b\ufeff',
  '👩‍❤️‍💋‍👨',
  'e\u0301'.repeat(50),
  'null',
  '[]',
];

/** Strings a fuzzer should try: arbitrary code units (lone surrogates included), NULs, injections. */
const nastyString = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyString);

interface BodyEndpoint {
  method: 'POST' | 'PUT';
  path: string;
  schema: z.ZodType;
  /** A valid body, as the fuzzer's starting point. */
  valid: Record<string, unknown>;
}

describe(`bad input (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let owner: SignedIn;
  let partner: SignedIn;
  let sessionId: string;
  let relationshipId: string;
  let endpoints: BodyEndpoint[];

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        THERAPIST_REPLY_DELAY_MS: '60000',
        RATE_LIMIT_MESSAGES_PER_USER: '100000',
        RATE_LIMIT_MESSAGES_PER_IP: '100000',
        RATE_LIMIT_INVITES_PER_USER: '100000',
        RATE_LIMIT_INVITES_PER_IP: '100000',
        RATE_LIMIT_THERAPIST_PER_SESSION: '100000',
      },
    });
    const couple = await createCouple(t);
    owner = couple.owner;
    partner = couple.partner;
    relationshipId = couple.relationshipId;
    sessionId = (await owner.call('POST', '/api/sessions', { relationship_id: relationshipId }))
      .body.id;
    endpoints = [
      {
        method: 'POST',
        path: '/api/relationships/accept',
        schema: acceptInvitationSchema,
        valid: { invite_code: couple.inviteCode },
      },
      {
        method: 'POST',
        path: '/api/sessions',
        schema: createSessionSchema,
        valid: { relationship_id: relationshipId },
      },
      {
        method: 'POST',
        path: '/api/messages',
        schema: sendMessageSchema,
        valid: { therapy_session_id: sessionId, content: 'hello', client_id: 'c1' },
      },
      {
        method: 'PUT',
        path: '/api/preferences',
        schema: updatePreferencesSchema,
        valid: { contact_email: 'ok@example.org' },
      },
      {
        method: 'PUT',
        path: '/api/training/quiz-1',
        schema: trainingProgressSchema,
        valid: { progress: 10 },
      },
      {
        method: 'POST',
        path: '/api/integrations/waitlist',
        schema: waitlistSchema,
        valid: { app: 'signal', email: 'a@example.org' },
      },
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rows in every table a request could write to, and the people's stored settings. */
  async function snapshot() {
    const tables = [
      'users',
      'auth_sessions',
      'relationships',
      'therapy_sessions',
      'messages',
      'therapist_replies',
      'preferences',
      'training_progress',
      'waitlist',
    ];
    const counts: Record<string, unknown> = {};
    for (const table of tables) {
      const exists = (await t.database.db.execute(
        sql`select to_regclass(${table}) is not null as ok`,
      )) as unknown as { rows: { ok: boolean }[] };
      if (!exists.rows[0]!.ok) continue;
      const result = (await t.database.db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`,
        ),
      )) as unknown as { rows: unknown[] };
      counts[table] = result.rows[0];
    }
    return counts;
  }

  async function send(
    who: SignedIn | null,
    method: string,
    url: string,
    payload?: string,
    contentType = 'application/json',
  ) {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: {
        origin: t.baseUrl,
        ...(who ? { cookie: who.browser.cookieHeader() } : {}),
        ...(payload !== undefined ? { 'content-type': contentType } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    return response;
  }

  function expectClear4xx(response: { statusCode: number; body: string }, what: string) {
    expect(response.statusCode, `${what} → ${response.body}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, `${what} → ${response.body}`).toBeLessThan(500);
    const body = JSON.parse(response.body) as { error?: unknown };
    expect(typeof body.error, what).toBe('string');
    expect(body.error).not.toMatch(/at .*\.ts:\d+|stack|Error:/);
  }

  it('malformed JSON, empty bodies and wrong content types: 400/415 on every endpoint', async () => {
    const before = await snapshot();
    const notJson = fc.string({ unit: 'binary', maxLength: 60 }).filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), notJson, async (endpoint, text) => {
        const response = await send(owner, endpoint.method, endpoint.path, text);
        expectClear4xx(response, `${endpoint.path} ${JSON.stringify(text)}`);
      }),
      RUNS,
    );
    for (const endpoint of endpoints) {
      expectClear4xx(await send(owner, endpoint.method, endpoint.path, ''), 'empty');
      const xml = await send(owner, endpoint.method, endpoint.path, '<a/>', 'application/xml');
      expect(xml.statusCode).toBe(415);
      expectClear4xx(xml, 'xml');
      // A JSON document nested deeper than any parser's comfort, within the size limit.
      const deep = '['.repeat(20_000) + ']'.repeat(20_000);
      expectClear4xx(await send(owner, endpoint.method, endpoint.path, deep), 'deep');
      const proto = '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}';
      expectClear4xx(await send(owner, endpoint.method, endpoint.path, proto), 'proto');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('wrong types and unknown fields: 400 on every endpoint, nothing stored', async () => {
    const before = await snapshot();
    const mutated = fc.constantFrom(...endpoints).chain((endpoint) =>
      fc.tuple(
        fc.constant(endpoint),
        fc.oneof(
          // Anything at all in place of the body.
          anyJson,
          // The valid body with one field of the wrong type.
          fc
            .tuple(fc.constantFrom(...Object.keys(endpoint.valid)), anyJson)
            .map(([key, value]) => ({ ...endpoint.valid, [key]: value })),
          // The valid body with an unknown field.
          fc
            .tuple(
              nastyString.filter((k) => k !== '' && !(k in endpoint.valid)),
              anyJson,
            )
            .map(([key, value]) => ({ ...endpoint.valid, [key]: value })),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(mutated, async ([endpoint, body]) => {
        fc.pre(!endpoint.schema.safeParse(body).success);
        const response = await send(
          owner,
          endpoint.method,
          endpoint.path,
          JSON.stringify(body) ?? 'null',
        );
        expectClear4xx(response, `${endpoint.path} ${JSON.stringify(body)}`);
      }),
      { numRuns: 150 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('oversize bodies: 413 everywhere, also for the sign-in form', async () => {
    const before = await snapshot();
    const big = JSON.stringify({ content: 'x'.repeat(70 * 1024) });
    for (const endpoint of endpoints) {
      const response = await send(owner, endpoint.method, endpoint.path, big);
      expect(response.statusCode, endpoint.path).toBe(413);
      expect(JSON.parse(response.body)).toEqual({
        error: 'Request body is too large',
        code: 'request.bodyTooLarge',
      });
    }
    const form = await send(
      null,
      'POST',
      '/idp/interaction/x/login',
      `email=${'a'.repeat(8000)}`,
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(413);
    // A message just over the limit is refused with words that say so.
    const long = await send(
      owner,
      'POST',
      '/api/messages',
      JSON.stringify({ therapy_session_id: sessionId, content: '😀'.repeat(4001) }),
    );
    expectClear4xx(long, 'long message');
    expect(await snapshot()).toEqual(before);
  });

  it('paths and query strings: unicode and injection strings are 4xx, never 500', async () => {
    const before = await snapshot();
    // Every UTF-8 byte percent-encoded (lone surrogates become U+FFFD, as a browser sends them);
    // raw malformed escapes go in as they are.
    const RAW = ['%', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '..%2F..%2F', '%F0%9F%98'];
    const encode = (s: string) =>
      RAW.includes(s)
        ? s
        : [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    const urls = (s: string) => {
      const e = encode(s);
      return [
        ['GET', `/api/relationships/invite/${e}`],
        ['GET', `/api/sessions/${e}`],
        ['GET', `/api/sessions/${e}/messages`],
        ['GET', `/api/sessions/${sessionId}/messages?after=${e}`],
        ['GET', `/api/sessions?relationshipId=${e}`],
        ['POST', `/api/sessions/${e}/end`],
        ['PUT', `/api/training/${e}`],
      ] as const;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          nastyString.filter((s) => s.length > 0),
          fc.constantFrom(...RAW),
        ),
        async (s) => {
          for (const [method, url] of urls(s)) {
            const response = await send(
              partner,
              method,
              url,
              method === 'PUT' ? '{"progress":"x"}' : undefined,
            );
            expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
            if (response.statusCode >= 400) expectClear4xx(response, url);
          }
        },
      ),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('message text: any unicode is stored exactly or refused with a 4xx, never a 500', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(nastyString, async (content) => {
        // Unique per run: a repeated client id is an idempotent retry and answers the first message.
        const clientId = `fuzz-${++sent}`;
        const response = await send(
          partner,
          'POST',
          '/api/messages',
          JSON.stringify({ therapy_session_id: sessionId, content, client_id: clientId }),
        );
        if (response.statusCode === 201) {
          const stored = JSON.parse(response.body) as { id: string; content: string };
          expect(stored.content).toBe(content.trim());
          const history = await send(partner, 'GET', `/api/sessions/${sessionId}/messages`);
          const row = (JSON.parse(history.body) as { id: string; content: string }[]).find(
            (m) => m.id === stored.id,
          );
          expect(row?.content).toBe(content.trim());
        } else {
          expectClear4xx(response, JSON.stringify(content));
        }
      }),
      RUNS,
    );
  });

  it('WebSocket frames: anything malformed gets an error frame and the socket keeps working', async () => {
    const live = await LiveClient.connect(t.baseUrl, owner);
    let errors = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyJson.map((v) => JSON.stringify(v) ?? 'null'),
          fc.string({ unit: 'binary', maxLength: 100 }),
          fc
            .record(
              {
                type: fc.constantFrom('subscribe', 'unsubscribe', 'ping', 'admin'),
                sessionId: anyJson,
              },
              { requiredKeys: ['type'] },
            )
            .map((v) => JSON.stringify(v)),
        ),
        async (frame) => {
          // At the sustained rate a socket is allowed (LIVE_LIMITS): the point here is what
          // malformed frames do, not how many (realtime-limits.test.ts).
          await new Promise((resolve) => setTimeout(resolve, 1000 / LIVE_LIMITS.framesPerSecond));
          live.send(frame);
          const expected = ++errors;
          // Every frame is answered (an error, or pong/subscribed for the rare valid one).
          await live.next(() => live.frames.length > expected);
        },
      ),
      { numRuns: 40 },
    );
    live.socket.send(Buffer.from([0xff, 0x00, 0xfe]), { binary: true });
    await live.next((f) => f.type === 'error' && f.error === 'Invalid frame');
    expect(await live.subscribe(sessionId)).toMatchObject({ type: 'subscribed', sessionId });

    // A frame over the 4 KiB limit closes that socket (1009); a new one works.
    const closed = new Promise<number>((resolve) => live.socket.once('close', resolve));
    live.send('x'.repeat(5000));
    expect(await closed).toBe(1009);
    const again = await LiveClient.connect(t.baseUrl, owner);
    expect(await again.subscribe(sessionId)).toMatchObject({ type: 'subscribed' });
    again.close();
  });
});
