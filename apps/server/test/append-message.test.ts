import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_ERRORS as E } from '@kindred/shared/sessions';

import { therapySessions } from '@/db/schema/therapy-sessions';
import {
  appendMessage,
  findMessage,
  type InsertValues,
} from '@/modules/messages/messages.repository';

import { WriterCache } from '@/modules/messages/writer-cache';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCoupleInSession, type SignedIn, storeMessage } from './helpers/factories';
import { LiveClient } from './helpers/live';

// The send path's one statement (modules/messages/writer-cache.ts): a partner's message screened
// with what this instance knew of the writer is stored only while the database agrees.
describe(`appending a message the writer's known state screened (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '30' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const valuesOf = (
    sessionId: string,
    who: SignedIn,
    author: InsertValues['author'],
    content: string,
    clientId: string | null = null,
  ): InsertValues => ({
    therapySessionId: sessionId,
    content,
    author,
    authorUserId: who.id,
    clientId,
    safetyCategory: null,
    safetySeverity: null,
    safetyLanguage: null,
    visibility: 'shared',
  });

  it('stores only while the writer, the session and their latest message are as known', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const db = t.database.db;
    const mine = (content: string, clientId?: string) =>
      valuesOf(sessionId, owner, 'partnerA', content, clientId);

    const first = await appendMessage(db, mine('one', 'c1'), null);
    expect(first).toBeDefined();
    // The row as Drizzle's own select maps it, and the message before it (the welcome).
    expect(first!.row).toEqual(await findMessage(db, first!.row.id));
    expect(first!.row).toMatchObject({ content: 'one', author: 'partnerA', read: false });
    expect(first!.previousId).not.toBeNull();

    // Stale: the writer has stored 'one' since.
    expect(await appendMessage(db, mine('two'), null)).toBeUndefined();
    const second = await appendMessage(db, mine('two'), first!.row.id);
    expect(second?.previousId).toBe(first!.row.id);
    // The partner's messages do not matter, only the writer's own.
    await storeMessage(db, {
      sessionId,
      author: 'partnerB',
      authorUserId: partner.id,
      content: 'hi',
    });
    // A client id used already, the wrong author for this user, a stranger's session.
    expect(await appendMessage(db, mine('again', 'c1'), second!.row.id)).toBeUndefined();
    expect(
      await appendMessage(db, valuesOf(sessionId, partner, 'partnerA', 'x'), null),
    ).toBeUndefined();
    const other = await createCoupleInSession(t);
    expect(
      await appendMessage(db, valuesOf(other.sessionId, owner, 'partnerA', 'x'), null),
    ).toBeUndefined();
    // A paused session, then an ended one.
    await db
      .update(therapySessions)
      .set({ pausedAt: new Date() })
      .where(eq(therapySessions.id, sessionId));
    expect(await appendMessage(db, mine('three'), second!.row.id)).toBeUndefined();
    await db
      .update(therapySessions)
      .set({ pausedAt: null, status: 'completed' })
      .where(eq(therapySessions.id, sessionId));
    expect(await appendMessage(db, mine('three'), second!.row.id)).toBeUndefined();
  });

  it("sees a message of the writer's that committed while it waited for the session's lock", async () => {
    const { owner, sessionId } = await createCoupleInSession(t);
    const db = t.database.db;
    const values = valuesOf(sessionId, owner, 'partnerA', 'later');
    let append: ReturnType<typeof appendMessage> | undefined;
    // The append starts while another instance's transaction holds the order lock with a message
    // of the same writer: its statement snapshot predates that commit, yet it must see it.
    await db.transaction(async (tx) => {
      await storeMessage(tx, {
        sessionId,
        author: 'partnerA',
        authorUserId: owner.id,
        content: 'sooner',
      });
      append = appendMessage(db, values, null);
      await new Promise((r) => setTimeout(r, 150));
    });
    expect(await append!).toBeUndefined();
  });

  it('screens with a message the writer stored through another instance meanwhile', async () => {
    const { owner, sessionId } = await createCoupleInSession(t);
    const send = (content: string) =>
      owner.call('POST', '/api/messages', { therapy_session_id: sessionId, content });
    expect((await send('hello')).body.visibility).toBe('shared');
    // Stored as another instance would: this one's knowledge of the writer is now stale.
    await storeMessage(t.database.db, {
      sessionId,
      author: 'partnerA',
      authorUserId: owner.id,
      content: 'I have the pills in my bag.',
    });
    const completing = await send('Tonight.');
    expect(completing.body).toMatchObject({
      visibility: 'private',
      safety: { category: 'self_harm' },
    });
  });

  it('answers with the right error once the session has changed under a known writer', async () => {
    const { owner, sessionId } = await createCoupleInSession(t);
    const send = (content: string) =>
      owner.call('POST', '/api/messages', { therapy_session_id: sessionId, content });
    expect((await send('hello')).status).toBe(201);
    await t.database.db
      .update(therapySessions)
      .set({ status: 'completed' })
      .where(eq(therapySessions.id, sessionId));
    const refused = await send('still there?');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(E.ended);
  });

  it('learns a partner who opens the session live, and still sees what they stored elsewhere', async () => {
    const { partner, sessionId } = await createCoupleInSession(t);
    const key = WriterCache.key(sessionId, partner.id);
    expect(t.app.writers.get(key, Date.now())).toBeUndefined();
    const live = await LiveClient.connect(t.baseUrl, partner);
    await live.subscribe(sessionId);
    expect(t.app.writers.get(key, Date.now())).toMatchObject({
      sessionId,
      role: 'partnerB',
      lastId: null,
      recent: [],
    });
    await storeMessage(t.database.db, {
      sessionId,
      author: 'partnerB',
      authorUserId: partner.id,
      content: 'I have the pills in my bag.',
    });
    const completing = await partner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'Tonight.',
    });
    expect(completing.body).toMatchObject({
      visibility: 'private',
      safety: { category: 'self_harm' },
    });
    live.close();
  });
});
