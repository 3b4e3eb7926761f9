import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '@/db/schema/messages';
import { therapistReplies } from '@/db/schema/therapist-replies';
import { findWindow } from '@/modules/therapist/therapist.repository';

import { settledConversation } from './helpers/firings';
import { waitFor } from './helpers/wait';
import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCoupleInSession } from './helpers/factories';
import { FakeOpenAI } from './helpers/fake-openai';
import { LiveClient } from './helpers/live';

const FAILURE_TEXT = "I'm sorry, there was an error generating a response. Please try again later.";
const FALLBACK_TEXT = "I'm sorry, I wasn't able to generate a response at this time.";

async function therapistLines(t: TestApp, sessionId: string) {
  const rows = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.therapySessionId, sessionId));
  return rows.filter((m) => m.author === 'therapist' && m.replyToMessageId);
}

describe(`the therapist with the offline provider (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '50' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers once both partners have spoken, live for both, with typing then idle', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const a = await LiveClient.connect(t.baseUrl, owner);
    const b = await LiveClient.connect(t.baseUrl, partner);
    await a.subscribe(sessionId);
    await b.subscribe(sessionId);

    await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'We keep arguing about chores.',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await therapistLines(t, sessionId)).toHaveLength(0);

    await partner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'I feel like I do everything.',
    });
    for (const client of [a, b]) {
      await client.next((f) => f.type === 'therapist' && f.state === 'typing');
      const reply = await client.next(
        (f) =>
          f.type === 'message' &&
          f.message.author === 'therapist' &&
          !f.message.content.startsWith('Welcome'),
      );
      expect(reply.message.content).toContain('Alex');
      expect(reply.message.content).toContain('Blake');
      await client.next((f) => f.type === 'therapist' && f.state === 'idle');
    }
    expect(a.frames.some((f) => f.type === 'therapist.delta')).toBe(true);
    expect(await therapistLines(t, sessionId)).toHaveLength(1);
    a.close();
    b.close();
  });

  it("fires exactly once per firing however the partners' messages interleave", async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    for (let round = 0; round < 4; round++) {
      await Promise.all([
        owner.call('POST', '/api/messages', {
          therapy_session_id: sessionId,
          content: `A says ${round}`,
        }),
        partner.call('POST', '/api/messages', {
          therapy_session_id: sessionId,
          content: `B says ${round}`,
        }),
        round % 2 === 0
          ? owner.call('POST', '/api/messages', {
              therapy_session_id: sessionId,
              content: `A again ${round}`,
            })
          : Promise.resolve(),
      ]);
    }
    // The rule, applied to the order the database kept (answers included: a line written while
    // an answer was due counts towards no new firing), predicts every firing.
    const { firings, answers, expectedFirings } = await settledConversation(
      t.database.db,
      sessionId,
    );
    expect(expectedFirings).toBeGreaterThan(0);
    expect(firings).toHaveLength(expectedFirings);
    expect(firings.every((f) => f.status === 'done')).toBe(true);
    expect(answers).toHaveLength(expectedFirings);
    expect(new Set(answers.map((m) => m.replyToMessageId)).size).toBe(expectedFirings);
  });

  it('sees the partner message written earlier in the same millisecond', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    // Stored timestamps have microseconds; a JS Date has milliseconds only.
    const write = async (author: 'partnerA' | 'partnerB', userId: string, timestamp: string) => {
      const [row] = await t.database.db
        .insert(messages)
        .values({ therapySessionId: sessionId, author, authorUserId: userId, content: author })
        .returning({ id: messages.id });
      await t.database.db.execute(
        sql`UPDATE messages SET timestamp = ${timestamp}::timestamptz WHERE id = ${row!.id}::uuid`,
      );
      const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, row!.id));
      return stored!;
    };
    const a = await write('partnerA', owner.id, '2026-01-01T10:00:00.123100Z');
    const b = await write('partnerB', partner.id, '2026-01-01T10:00:00.123900Z');
    expect(b.timestamp.getTime()).toBe(a.timestamp.getTime());
    expect((await findWindow(t.database.db, b)).authors.sort()).toEqual(['partnerA', 'partnerB']);
    expect((await findWindow(t.database.db, a)).authors).toEqual(['partnerA']);
  });

  it('counts a line written while the answer is due towards the exchange it answers', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const db = t.database.db;
    const write = async (author: 'partnerA' | 'partnerB' | 'therapist', replyTo?: string) => {
      const userId = author === 'partnerA' ? owner.id : author === 'partnerB' ? partner.id : null;
      const [row] = await db
        .insert(messages)
        .values({
          therapySessionId: sessionId,
          author,
          authorUserId: userId,
          content: `${author} line`,
          replyToMessageId: replyTo,
        })
        .returning();
      return row!;
    };
    const fire = (trigger: string, status: 'pending' | 'done' | 'failed') =>
      db.insert(therapistReplies).values({
        triggerMessageId: trigger,
        therapySessionId: sessionId,
        windowKey: 'start',
        kind: 'turn',
        status,
        // Not due for an hour: the scheduler leaves it to the test.
        dueAt: new Date(Date.now() + 3_600_000),
      });

    await write('partnerA');
    const b = await write('partnerB');
    await fire(b.id, 'pending');
    // B adds a line, then A writes, while the answer is still due: nothing counts yet.
    const b2 = await write('partnerB');
    expect((await findWindow(db, b2)).authors).toEqual([]);
    const a2 = await write('partnerA');
    expect((await findWindow(db, a2)).authors).toEqual([]);

    // The answer appears: a line after it opens the next window, the earlier ones do not count.
    await db
      .update(therapistReplies)
      .set({ status: 'done' })
      .where(eq(therapistReplies.triggerMessageId, b.id));
    await write('therapist', b.id);
    const a3 = await write('partnerA');
    expect((await findWindow(db, a3)).authors).toEqual(['partnerA']);
    const b3 = await write('partnerB');
    const window = await findWindow(db, b3);
    expect(window.lastTrigger).toBe(b.id);
    expect(window.authors.sort()).toEqual(['partnerA', 'partnerB']);
  });

  it('after a firing that failed without an answer, counts the lines after its trigger', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const db = t.database.db;
    const send = (who: typeof owner, content: string) =>
      who.call('POST', '/api/messages', { therapy_session_id: sessionId, content });
    await send(owner, 'We argued about the car.');
    await send(partner, 'I said sorry already.');
    const [firing] = await waitFor(
      () =>
        db.select().from(therapistReplies).where(eq(therapistReplies.therapySessionId, sessionId)),
      (rows) => rows.length === 1 && rows[0]!.status === 'done',
    );
    // Make it a firing that ended without an answer (as when the session paused meanwhile).
    await db
      .update(therapistReplies)
      .set({ status: 'failed' })
      .where(eq(therapistReplies.triggerMessageId, firing!.triggerMessageId));
    await db.execute(
      sql`DELETE FROM messages WHERE reply_to_message_id = ${firing!.triggerMessageId}::uuid`,
    );
    const [latest] = await db
      .insert(messages)
      .values({
        therapySessionId: sessionId,
        author: 'partnerA',
        authorUserId: owner.id,
        content: 'Are you there?',
      })
      .returning();
    expect((await findWindow(db, latest!)).authors).toEqual(['partnerA']);
  });

  it("uses the couple's saved style and both partners' inside jokes from the next reply", async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const style = {
      personaId: 'dr-emma',
      empathy: 9,
      directness: 3,
      messageLength: 4,
      usesEmojis: false,
      formalLanguage: false,
      language: 'spanish',
    };
    expect((await owner.call('PUT', '/api/preferences', { therapist_style: style })).status).toBe(
      200,
    );
    expect(
      (
        await partner.call('PUT', '/api/preferences', {
          inside_jokes: [{ phrase: 'pineapple protocol', meaning: 'time for a break' }],
        })
      ).status,
    ).toBe(200);

    await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'We argued again about money.',
    });
    await partner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'Maybe we needed the pineapple protocol earlier.',
    });
    const [reply] = await waitFor(
      () => therapistLines(t, sessionId),
      (rows) => rows.length === 1,
    );
    expect(reply!.content).toContain('pineapple protocol');
    expect(reply!.content).toContain('time for a break');
    // The Spanish phrasing of the inside-joke remark, not the English one.
    expect(reply!.content).toMatch(/humor compartido/);
  });
});

describe(`the therapist with an OpenAI-compatible endpoint (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const llm = new FakeOpenAI();
  beforeAll(async () => {
    await llm.start();
    t = await startTestApp({
      env: {
        THERAPIST_REPLY_DELAY_MS: '20',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'fake-model',
        LLM_API_KEY: 'sk-test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.stop();
  });

  /** A couple in a session, one partner listening live, and both partners' first lines sent. */
  async function firstTurn(listener: 'owner' | 'partner') {
    const couple = await createCoupleInSession(t);
    const { owner, partner, sessionId } = couple;
    const live = await LiveClient.connect(t.baseUrl, couple[listener]);
    await live.subscribe(sessionId);
    await owner.call('POST', '/api/messages', { therapy_session_id: sessionId, content: 'Hi' });
    await partner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'Hello',
    });
    return { live, sessionId };
  }

  it('streams the reply to both partners and stores it once', async () => {
    llm.respond({
      kind: 'stream',
      chunks: ['Thank you, ', 'Alex and Blake. ', 'What would help?'],
      delayMs: 20,
    });
    const { live: a } = await firstTurn('owner');
    const stored = await a.next(
      (f) =>
        f.type === 'message' &&
        f.message.author === 'therapist' &&
        f.message.content.includes('What would help?'),
    );
    expect(stored.message.content).toBe('Thank you, Alex and Blake. What would help?');
    const deltas = a.frames
      .filter((f) => f.type === 'therapist.delta')
      .map((f) => f.text)
      .join('');
    expect(deltas).toBe('Thank you, Alex and Blake. What would help?');

    const request = llm.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    const last = request.body.messages.at(-1).content as string;
    expect(last).toContain('Alex');
    expect(last).toContain('Hi');
    expect(last).toContain('Blake');
    expect(last).toContain('Hello');
    a.close();
  });

  it('retries once, then posts the failure text and tells the clients', async () => {
    llm.respond({ kind: 'status', status: 500 }, { kind: 'status', status: 503 });
    const before = llm.requests.length;
    const { live: b, sessionId } = await firstTurn('partner');
    await b.next((f) => f.type === 'therapist' && f.state === 'error', 10_000);
    const posted = b.frames.find(
      (f) =>
        f.type === 'message' &&
        f.message.author === 'therapist' &&
        f.message.content === FAILURE_TEXT,
    );
    expect(posted).toBeTruthy();
    expect(llm.requests.length - before).toBe(2);
    const [firing] = await t.database.db
      .select()
      .from(therapistReplies)
      .where(eq(therapistReplies.therapySessionId, sessionId));
    expect(firing!.status).toBe('failed');
    b.close();
  });

  it('posts the fallback text, not the failure text, when the LLM answers twice with no text', async () => {
    llm.respond({ kind: 'stream', chunks: [] }, { kind: 'json', content: '   ' });
    const before = llm.requests.length;
    const { live: b } = await firstTurn('partner');
    await b.next((f) => f.type === 'therapist' && f.state === 'error', 10_000);
    const therapist = b.frames.flatMap((f) =>
      f.type === 'message' && f.message.author === 'therapist' ? [f.message.content] : [],
    );
    expect(therapist.at(-1)).toBe(FALLBACK_TEXT);
    expect(therapist).not.toContain(FAILURE_TEXT);
    expect(llm.requests.length - before).toBe(2);
    b.close();
  });
});
