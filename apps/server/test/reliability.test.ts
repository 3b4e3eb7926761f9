import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '@/db/schema/messages';
import { therapistReplies } from '@/db/schema/therapist-replies';

import { settledConversation } from './helpers/firings';
import { waitFor } from './helpers/wait';
import { type TestApp, startTestApp } from './helpers/app';
import { TestBrowser } from './helpers/browser';
import { ChildServer } from './helpers/child-server';
import { TEST_DB_KIND } from './helpers/database';
import { createCoupleInSession } from './helpers/factories';
import { FakeOpenAI } from './helpers/fake-openai';
import { LiveClient } from './helpers/live';

// Durability and failure behaviour: a crash, a dead or slow LLM, a dropped database connection
// and two instances racing must neither lose nor duplicate anything.

const FAILURE_TEXT = "I'm sorry, there was an error generating a response. Please try again later.";

async function json(browser: TestBrowser, method: string, path: string, body?: unknown) {
  const response = await browser.request(path, {
    method,
    ...(body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe(`a server killed with SIGKILL mid-conversation (${TEST_DB_KIND})`, () => {
  let server: ChildServer;
  beforeAll(async () => {
    server = await ChildServer.create({
      // The therapist stays out of this test: it is about the partners' messages.
      THERAPIST_REPLY_DELAY_MS: '60000',
      RATE_LIMIT_MESSAGES_PER_USER: '10000',
      RATE_LIMIT_THERAPIST_PER_SESSION: '10000',
    });
    await server.start();
  }, 60_000);
  afterAll(async () => {
    await server?.dispose();
  });

  it('keeps every acknowledged message, and retried sends do not duplicate', async () => {
    const alex = new TestBrowser(server.baseUrl);
    const blake = new TestBrowser(server.baseUrl);
    await alex.signIn('alex-crash@example.test', 'Alex');
    await blake.signIn('blake-crash@example.test', 'Blake');
    const created = await json(alex, 'POST', '/api/relationships');
    expect(
      (
        await json(blake, 'POST', '/api/relationships/accept', {
          invite_code: created.body.invite_code,
        })
      ).status,
    ).toBe(200);
    const session = await json(alex, 'POST', '/api/sessions', { relationship_id: created.body.id });
    const sessionId = session.body.id as string;

    // Both partners send as fast as they can; the server dies while requests are in flight.
    const acknowledged = new Map<string, string>();
    const attempted: { browser: TestBrowser; clientId: string; content: string }[] = [];
    let stop = false;
    const sender = async (browser: TestBrowser, label: string) => {
      for (let i = 0; !stop; i++) {
        const clientId = `${label}-${i}`;
        const content = `${label} says ${i} — ünïcødé ✓`;
        attempted.push({ browser, clientId, content });
        try {
          const r = await json(browser, 'POST', '/api/messages', {
            therapy_session_id: sessionId,
            content,
            client_id: clientId,
          });
          if (r.status === 201 || r.status === 200) acknowledged.set(clientId, content);
        } catch {
          // The connection died with the server: not acknowledged.
        }
      }
    };
    const senders = [sender(alex, 'alex'), sender(blake, 'blake')];
    await waitFor(
      async () => acknowledged.size,
      (n) => n >= 30,
    );
    await server.kill();
    stop = true;
    await Promise.all(senders);
    const ackedBeforeCrash = acknowledged.size;
    expect(ackedBeforeCrash).toBeGreaterThanOrEqual(30);

    await server.start();
    // The browser's session survived the restart (secret and session rows are persisted).
    const afterRestart = await json(alex, 'GET', `/api/sessions/${sessionId}/messages`);
    expect(afterRestart.status).toBe(200);
    const stored = afterRestart.body as { client_id: string | null; content: string }[];
    for (const [clientId, content] of acknowledged) {
      const rows = stored.filter((m) => m.client_id === clientId);
      expect(rows, clientId).toHaveLength(1);
      expect(rows[0]!.content).toBe(content);
    }

    // The clients retry what was never acknowledged, with the same client ids: nothing doubles.
    for (const { browser, clientId, content } of attempted) {
      if (acknowledged.has(clientId)) continue;
      const r = await json(browser, 'POST', '/api/messages', {
        therapy_session_id: sessionId,
        content,
        client_id: clientId,
      });
      expect([200, 201]).toContain(r.status);
    }
    const final = (await json(blake, 'GET', `/api/sessions/${sessionId}/messages`)).body as {
      client_id: string | null;
      author: string;
    }[];
    const partnerLines = final.filter((m) => m.author !== 'therapist');
    expect(partnerLines).toHaveLength(attempted.length);
    expect(new Set(partnerLines.map((m) => m.client_id)).size).toBe(attempted.length);
  }, 60_000);
});

describe(`the LLM endpoint down or slow (${TEST_DB_KIND})`, () => {
  const llm = new FakeOpenAI();
  let slow: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    await llm.start();
    const dead = await new FakeOpenAI().start();
    await dead.stop(); // nothing listens on its port any more: connection refused
    const env = { THERAPIST_REPLY_DELAY_MS: '0', LLM_MODEL: 'fake', LLM_TIMEOUT_MS: '400' };
    [slow, down] = await Promise.all([
      startTestApp({ env: { ...env, LLM_BASE_URL: llm.baseUrl } }),
      startTestApp({ env: { ...env, LLM_BASE_URL: dead.baseUrl } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([slow?.close(), down?.close()]);
    await llm.stop();
  });

  async function pairAndWatch(t: TestApp, round: number) {
    const couple = await createCoupleInSession(t);
    const live = await Promise.all([
      LiveClient.connect(t.baseUrl, couple.owner),
      LiveClient.connect(t.baseUrl, couple.partner),
    ]);
    for (const client of live) await client.subscribe(couple.sessionId);
    const send = async (who: typeof couple.owner, content: string) => {
      const r = await who.call('POST', '/api/messages', {
        therapy_session_id: couple.sessionId,
        content,
      });
      expect(r.status).toBe(201);
    };
    await send(couple.owner, `A ${round}`);
    await send(couple.partner, `B ${round}`);
    return { ...couple, live, send };
  }

  async function firings(t: TestApp, sessionId: string) {
    return t.database.db
      .select()
      .from(therapistReplies)
      .where(eq(therapistReplies.therapySessionId, sessionId));
  }

  it('an unreachable endpoint: the failure text and an error state reach both partners', async () => {
    const { live, sessionId, send, owner, partner } = await pairAndWatch(down, 1);
    for (const client of live) {
      await client.next((f) => f.type === 'therapist' && f.state === 'typing');
      await client.next(
        (f) =>
          f.type === 'message' &&
          f.message.author === 'therapist' &&
          f.message.content === FAILURE_TEXT,
      );
      await client.next((f) => f.type === 'therapist' && f.state === 'error');
    }
    expect((await firings(down, sessionId)).map((f) => f.status)).toEqual(['failed']);

    // Not stuck: the next exchange fires again (and fails again, cleanly).
    await send(partner, 'B again');
    await send(owner, 'A again');
    await waitFor(
      () => firings(down, sessionId),
      (rows) => rows.length === 2 && rows.every((r) => r.status === 'failed'),
    );
    for (const client of live) client.close();
  });

  it('a hanging endpoint times out (retried once), then the conversation goes on when it recovers', async () => {
    llm.respond({ kind: 'hang' }, { kind: 'hang' });
    const before = llm.requests.length;
    const { live, sessionId, send, owner, partner } = await pairAndWatch(slow, 2);
    const started = Date.now();
    for (const client of live)
      await client.next((f) => f.type === 'therapist' && f.state === 'error');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(llm.requests.length - before).toBe(2);
    expect((await firings(slow, sessionId)).map((f) => f.status)).toEqual(['failed']);

    // A slow stream within the time limit is delivered whole.
    llm.respond({ kind: 'stream', chunks: ['Slowly, ', 'but ', 'surely.'], delayMs: 60 });
    await send(partner, 'B once more');
    await send(owner, 'A once more');
    for (const client of live) {
      await client.next((f) => f.type === 'message' && f.message.content === 'Slowly, but surely.');
      await client.next(
        (f) =>
          f.type === 'therapist' &&
          f.state === 'idle' &&
          client.frames.some(
            (m) => m.type === 'message' && m.message.content === 'Slowly, but surely.',
          ),
      );
    }
    const rows = await firings(slow, sessionId);
    expect(rows.map((r) => r.status).sort()).toEqual(['done', 'failed']);
    for (const client of live) client.close();
  });
});

describe(`a crash between storing a message and recording the firing (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the client's retry (same client id) records the firing, once", async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    await owner.call('POST', '/api/messages', { therapy_session_id: sessionId, content: 'A' });
    // What a process killed right after the commit leaves behind: the message, no firing.
    const [row] = await t.database.db
      .insert(messages)
      .values({
        therapySessionId: sessionId,
        author: 'partnerB',
        authorUserId: partner.id,
        content: 'B',
        clientId: 'b-crash',
      })
      .returning();
    const retry = await partner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'B',
      client_id: 'b-crash',
    });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(row!.id);
    const fired = await waitFor(
      () =>
        t.database.db
          .select()
          .from(therapistReplies)
          .where(eq(therapistReplies.triggerMessageId, row!.id)),
      (rows) => rows.length === 1 && rows[0]!.status === 'done',
      20_000,
    );
    expect(fired).toHaveLength(1);
    // A second retry changes nothing.
    await partner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'B',
      client_id: 'b-crash',
    });
    const replies = (
      await t.database.db.select().from(messages).where(eq(messages.therapySessionId, sessionId))
    ).filter((m) => m.replyToMessageId === row!.id);
    expect(replies).toHaveLength(1);
  }, 30_000);
});

describe.skipIf(TEST_DB_KIND !== 'postgres')('PostgreSQL connections dropped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '60000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('clients are told to resynchronise, catch up, and live delivery resumes', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const b = await LiveClient.connect(t.baseUrl, partner);
    await b.subscribe(sessionId);
    const first = await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'before the drop',
    });
    await b.next((f) => f.type === 'message' && f.message.content === 'before the drop');

    // Every backend of the app (pool and LISTEN connection) is terminated, as a failover would.
    const current = (await t.database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as {
      rows: { name: string }[];
    };
    const name = current.rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);

    // The next request is served on a fresh connection (no 500 for the user).
    const during = await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'during the drop',
      client_id: 'during-1',
    });
    expect(during.status).toBe(201);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);

    // LISTEN is re-established and the clients are asked to catch up from the database.
    await b.next((f) => f.type === 'error' && f.error === 'resync' && f.sessionId === sessionId);
    const missed = await partner.call(
      'GET',
      `/api/sessions/${sessionId}/messages?after=${encodeURIComponent(first.body.timestamp)}`,
    );
    expect(missed.body.map((m: { content: string }) => m.content)).toEqual([
      'before the drop',
      'during the drop',
    ]);

    await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'after the drop',
    });
    await b.next((f) => f.type === 'message' && f.message.content === 'after the drop');
    b.close();
  });
});

describe.skipIf(TEST_DB_KIND !== 'postgres')('two instances under concurrent sends', () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<TestApp['startPeer']>>;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '30' } });
    peer = await t.startPeer();
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it('stores each message once, delivers it once to each side, and replies once per firing', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const onFirst = await LiveClient.connect(t.baseUrl, owner);
    const onSecond = await LiveClient.connect(peer.baseUrl, partner);
    await onFirst.subscribe(sessionId);
    await onSecond.subscribe(sessionId);

    const viaPeer = (who: typeof owner, body: unknown) =>
      fetch(`${peer.baseUrl}/api/messages`, {
        method: 'POST',
        headers: {
          origin: peer.baseUrl,
          'content-type': 'application/json',
          cookie: who.browser.cookieHeader(),
        },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    const viaFirst = (who: typeof owner, body: unknown) =>
      who.call('POST', '/api/messages', body).then((r) => r.status);

    const sent: string[] = [];
    for (let round = 0; round < 5; round++) {
      const a = { therapy_session_id: sessionId, content: `A${round}`, client_id: `a${round}` };
      const b = { therapy_session_id: sessionId, content: `B${round}`, client_id: `b${round}` };
      sent.push(`A${round}`, `B${round}`);
      // Each send also retried at once through the other instance (same client id).
      const statuses = await Promise.all([
        viaFirst(owner, a),
        viaPeer(owner, a),
        viaPeer(partner, b),
        viaFirst(partner, b),
      ]);
      for (const s of statuses) expect([200, 201]).toContain(s);
    }

    const rows = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.therapySessionId, sessionId))
      .orderBy(messages.timestamp, messages.seq);
    const partnerRows = rows.filter((m) => m.author !== 'therapist');
    expect(partnerRows.map((m) => m.content).sort()).toEqual([...sent].sort());

    const { answers: final, expectedFirings } = await settledConversation(
      t.database.db,
      sessionId,
      45_000,
    );
    expect(expectedFirings).toBeGreaterThan(0);
    expect(final).toHaveLength(expectedFirings);
    expect(new Set(final.map((m) => m.replyToMessageId)).size).toBe(expectedFirings);

    // Each partner message reached each side exactly once.
    for (const client of [onFirst, onSecond]) {
      for (const reply of final)
        await client.next((f) => f.type === 'message' && f.message.id === reply.id, 20_000);
      for (const content of sent) {
        const n = client.frames.filter(
          (f) => f.type === 'message' && f.message.content === content,
        ).length;
        expect(n, content).toBe(1);
      }
    }
    onFirst.close();
    onSecond.close();
  }, 90_000);
});
