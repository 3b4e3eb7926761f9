import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_ERRORS as E } from '@kindred/shared/sessions';

import { messages } from '@/db/schema/messages';
import { therapySessions } from '@/db/schema/therapy-sessions';
import { toMessageView } from '@/modules/messages/messages.service';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createUser } from './helpers/factories';

describe(`therapy sessions and messages (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("starts numbered sessions with the therapist's welcome", async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const first = await owner.call('POST', '/api/sessions', { relationship_id: relationshipId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ session_number: 1, status: 'ongoing', ended_at: null });
    // While it is ongoing, "Start session" joins it.
    const joined = await partner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
      session_number: 99,
    });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: first.body.id, session_number: 1 });

    await owner.call('POST', `/api/sessions/${first.body.id}/end`);
    const second = await partner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
      session_number: 99,
    });
    expect(second.status).toBe(201);
    expect(second.body.session_number).toBe(2);

    const list = await partner.call('GET', `/api/sessions?relationshipId=${relationshipId}`);
    expect(list.body.map((s: any) => s.session_number)).toEqual([2, 1]);

    const history = await owner.call('GET', `/api/sessions/${first.body.id}/messages`);
    expect(history.body).toEqual([
      expect.objectContaining({
        author: 'therapist',
        content: "Welcome to Session 1 of the program. Let's begin.",
      }),
    ]);
  });

  it('puts both partners in the SAME session when they start one at the same moment', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const results = await Promise.all([
      owner.call('POST', '/api/sessions', { relationship_id: relationshipId }),
      partner.call('POST', '/api/sessions', { relationship_id: relationshipId }),
      owner.call('POST', '/api/sessions', { relationship_id: relationshipId }),
      partner.call('POST', '/api/sessions', { relationship_id: relationshipId }),
    ]);
    // One created it (201); the others joined it (200).
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.body.session_number === 1)).toBe(true);

    const list = await partner.call('GET', `/api/sessions?relationshipId=${relationshipId}`);
    expect(list.body).toHaveLength(1);
    // Exactly one welcome: the losers wrote nothing.
    const history = await owner.call('GET', `/api/sessions/${results[0]!.body.id}/messages`);
    expect(history.body).toHaveLength(1);
  });

  it('allows one ongoing session per couple in the database itself', async () => {
    const { owner, relationshipId } = await createCouple(t);
    await owner.call('POST', '/api/sessions', { relationship_id: relationshipId });
    await expect(
      t.database.db
        .insert(therapySessions)
        .values({ relationshipId, sessionNumber: 2, status: 'ongoing' }),
    ).rejects.toThrow();
    // Completed ones are not limited.
    await t.database.db
      .insert(therapySessions)
      .values({ relationshipId, sessionNumber: 2, status: 'completed' });
  });

  it('lets only members with a partner start sessions', async () => {
    const loner = await createUser(t);
    const { body } = await loner.call('POST', '/api/relationships');
    const alone = await loner.call('POST', '/api/sessions', { relationship_id: body.id });
    expect(alone).toMatchObject({
      status: 403,
      body: { error: E.needsPartner, code: 'session.needsPartner' },
    });

    const { relationshipId } = await createCouple(t);
    const stranger = await createUser(t);
    const foreign = await stranger.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    expect(foreign.status).toBe(404);
    expect(
      (await stranger.call('GET', `/api/sessions?relationshipId=${relationshipId}`)).status,
    ).toBe(404);
  });

  it('describes the session for each partner', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const forOwner = await owner.call('GET', `/api/sessions/${session.id}`);
    expect(forOwner.body).toMatchObject({
      role: 'partnerA',
      me: { name: 'Alex' },
      partner: { name: 'Blake' },
    });
    const forPartner = await partner.call('GET', `/api/sessions/${session.id}`);
    expect(forPartner.body).toMatchObject({
      role: 'partnerB',
      me: { name: 'Blake' },
      partner: { name: 'Alex' },
    });
  });

  it('stores messages with the author derived from the caller, trimmed', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const a = await owner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: '  Hello there \n',
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      author: 'partnerA',
      content: 'Hello there',
      therapy_session_id: session.id,
    });
    const b = await partner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'Hi',
      author: 'partnerB',
    });
    expect(b.body.author).toBe('partnerB');

    const impersonation = await partner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'I am the therapist now',
      author: 'therapist',
    });
    expect(impersonation).toMatchObject({
      status: 403,
      body: { error: E.authorMismatch, code: 'session.authorMismatch' },
    });
    const asOwner = await partner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'x',
      author: 'partnerA',
    });
    expect(asOwner.status).toBe(403);
  });

  it('validates content and refuses strangers without revealing the session', async () => {
    const { owner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const send = (content: unknown) =>
      owner.call('POST', '/api/messages', { therapy_session_id: session.id, content });
    expect(await send('   ')).toMatchObject({
      status: 400,
      body: { error: E.emptyMessage, code: 'session.emptyMessage' },
    });
    expect(await send('x'.repeat(4001))).toMatchObject({
      status: 400,
      body: { error: E.tooLong, code: 'session.tooLong' },
    });
    expect((await send('😀'.repeat(4000))).status).toBe(201);
    expect((await send(42)).status).toBe(400);
    expect(
      (
        await owner.call('POST', '/api/messages', {
          therapy_session_id: session.id,
          content: 'x',
          extra: 1,
        })
      ).status,
    ).toBe(400);

    const stranger = await createUser(t);
    const peek = await stranger.call('GET', `/api/sessions/${session.id}/messages`);
    expect(peek).toMatchObject({
      status: 404,
      body: { error: E.notFound, code: 'session.notFound' },
    });
    const post = await stranger.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'hi',
    });
    expect(post.status).toBe(404);
    expect((await stranger.call('GET', '/api/sessions/not-a-uuid')).status).toBe(404);
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.therapySessionId, session.id));
    expect(stored.map((m) => m.content)).not.toContain('hi');
  });

  it('makes sends idempotent by client id', async () => {
    const { owner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const payload = { therapy_session_id: session.id, content: 'Only once', client_id: 'c-123' };
    const [one, two] = await Promise.all([
      owner.call('POST', '/api/messages', payload),
      owner.call('POST', '/api/messages', payload),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(one.body.id).toBe(two.body.id);
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.therapySessionId, session.id));
    expect(stored.filter((m) => m.content === 'Only once')).toHaveLength(1);
  });

  it('returns messages in order and only those from ?after= on', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    await owner.call('POST', '/api/messages', { therapy_session_id: session.id, content: 'one' });
    const two = await partner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'two',
    });
    await owner.call('POST', '/api/messages', { therapy_session_id: session.id, content: 'three' });
    const all = await partner.call('GET', `/api/sessions/${session.id}/messages`);
    expect(all.body.map((m: any) => m.content)).toEqual([
      "Welcome to Session 1 of the program. Let's begin.",
      'one',
      'two',
      'three',
    ]);
    const later = await partner.call(
      'GET',
      `/api/sessions/${session.id}/messages?after=${encodeURIComponent(two.body.timestamp)}`,
    );
    expect(later.body.map((m: any) => m.content)).toEqual(['two', 'three']);
    expect(
      (await partner.call('GET', `/api/sessions/${session.id}/messages?after=yesterday`)).status,
    ).toBe(400);
  });

  it('serves the history exactly as stored, whatever the text', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const texts = [
      'quotes " and \\ backslashes \\n',
      'line one\nline two\ttabbed',
      '</script><script>alert(1)</script>',
      'emoji 👩‍❤️‍👨 and 🇫🇷, accents café, CJK 我们, RTL שלום',
      "control \u0001\u001f and U+2028 \u2028 and '; DROP TABLE messages; --",
    ];
    for (const [i, content] of texts.entries()) {
      const caller = i % 2 === 0 ? owner : partner;
      const sent = await caller.call('POST', '/api/messages', {
        therapy_session_id: session.id,
        content,
        client_id: `c-${i}`,
      });
      expect(sent.status).toBe(201);
    }
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.therapySessionId, session.id))
      .orderBy(asc(messages.timestamp), asc(messages.seq));
    const history = await partner.call('GET', `/api/sessions/${session.id}/messages`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual(stored.map(toMessageView));
    expect(history.body.slice(1).map((m: any) => m.content)).toEqual(texts);
    expect(history.body.map((m: any) => m.client_id)).toEqual([
      null,
      'c-0',
      'c-1',
      'c-2',
      'c-3',
      'c-4',
    ]);
  });

  it('ends a session: completed, ended_at set, no more messages', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const ended = await partner.call('POST', `/api/sessions/${session.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('completed');
    expect(Date.parse(ended.body.ended_at)).not.toBeNaN();
    const late = await owner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'wait',
    });
    expect(late).toMatchObject({ status: 409, body: { error: E.ended, code: 'session.ended' } });
    const stranger = await createUser(t);
    expect((await stranger.call('POST', `/api/sessions/${session.id}/end`)).status).toBe(404);
  });
});
