import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_THERAPIST_STYLE } from '@kindred/shared/therapist-style';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createCoupleInSession, createUser, storeMessage } from './helpers/factories';
import { LiveClient } from './helpers/live';

describe(`realtime /api/live (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("tells every socket of both partners about the couple's changes, whatever they follow", async () => {
    const owner = await createUser(t, { name: 'Alex' });
    const partner = await createUser(t, { name: 'Blake' });
    const { body: invitation } = await owner.call('POST', '/api/relationships');
    const relationshipId = invitation.id as string;
    // A on the dashboard (no session followed) and in a second tab; B too.
    const a = await LiveClient.connect(t.baseUrl, owner);
    const a2 = await LiveClient.connect(t.baseUrl, owner);
    const b = await LiveClient.connect(t.baseUrl, partner);
    const stranger = await LiveClient.connect(t.baseUrl, await createUser(t));
    const couple = (event: string) => (f: any) => f.type === 'couple' && f.event === event;

    await partner.call('POST', '/api/relationships/accept', {
      invite_code: invitation.invite_code,
    });
    for (const socket of [a, a2, b]) {
      expect(await socket.next(couple('partner_joined'))).toEqual({
        type: 'couple',
        event: 'partner_joined',
        relationshipId,
        by: partner.id,
      });
    }

    const started = await owner.call('POST', '/api/sessions', { relationship_id: relationshipId });
    expect(started.status).toBe(201);
    for (const socket of [a, a2, b]) {
      expect(await socket.next(couple('session_started'))).toEqual({
        type: 'couple',
        event: 'session_started',
        relationshipId,
        sessionId: started.body.id,
        by: owner.id,
      });
    }
    // B joins it rather than starting another: nothing new is announced.
    const joined = await partner.call('POST', '/api/sessions', { relationship_id: relationshipId });
    expect(joined).toMatchObject({ status: 200, body: { id: started.body.id } });

    await partner.call('PUT', '/api/preferences', {
      therapist_style: { ...DEFAULT_THERAPIST_STYLE, empathy: 3 },
    });
    for (const socket of [a, b])
      expect(await socket.next(couple('style_changed'))).toMatchObject({ by: partner.id });

    await partner.call('POST', `/api/sessions/${started.body.id}/end`);
    for (const socket of [a, b]) {
      expect(await socket.next(couple('session_ended'))).toMatchObject({
        sessionId: started.body.id,
        by: partner.id,
      });
    }

    await owner.call('DELETE', '/api/relationships/partner');
    for (const socket of [a, a2, b])
      expect(await socket.next(couple('partner_left'))).toMatchObject({
        relationshipId,
        by: owner.id,
      });

    expect(a.frames.filter(couple('session_started'))).toHaveLength(1);
    expect(stranger.frames.some((f) => f.type === 'couple')).toBe(false);
    for (const socket of [a, a2, b, stranger]) socket.close();
  });

  it('tells the partner when the other deletes their account', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const a = await LiveClient.connect(t.baseUrl, owner);
    await partner.call('DELETE', '/api/account');
    expect(await a.next((f) => f.type === 'couple')).toEqual({
      type: 'couple',
      event: 'partner_left',
      relationshipId,
      by: partner.id,
    });
    a.close();
  });

  it('refuses signed-out and cross-site connections', async () => {
    await expect(LiveClient.connect(t.baseUrl, null)).rejects.toThrow('HTTP 401');
    const user = await createUser(t);
    await expect(LiveClient.connect(t.baseUrl, user, 'https://evil.example')).rejects.toThrow(
      'HTTP 403',
    );
  });

  it("delivers each partner's message to the other, live, with presence", async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const a = await LiveClient.connect(t.baseUrl, owner);
    const b = await LiveClient.connect(t.baseUrl, partner);
    expect((await a.subscribe(sessionId)).type).toBe('subscribed');
    expect((await b.subscribe(sessionId)).type).toBe('subscribed');
    await a.next(
      (f) => f.type === 'presence' && f.online.includes(partner.id) && f.online.includes(owner.id),
    );

    await owner.call('POST', '/api/messages', { therapy_session_id: sessionId, content: 'from A' });
    const atB = await b.next((f) => f.type === 'message' && f.message.content === 'from A');
    expect(atB.message).toMatchObject({ author: 'partnerA', therapy_session_id: sessionId });
    await partner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'from B',
    });
    await a.next((f) => f.type === 'message' && f.message.content === 'from B');

    b.close();
    await a.next((f) => f.type === 'presence' && !f.online.includes(partner.id));

    await owner.call('POST', `/api/sessions/${sessionId}/end`);
    const ended = await a.next((f) => f.type === 'session');
    expect(ended).toMatchObject({ status: 'completed', sessionId });
    a.close();
  });

  it('lets a client follow a session without being shown present, and join it later', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const a = await LiveClient.connect(t.baseUrl, owner);
    const watcher = await LiveClient.connect(t.baseUrl, partner);
    await a.subscribe(sessionId);
    expect((await watcher.subscribe(sessionId, { presence: false })).type).toBe('subscribed');
    const snapshot = await watcher.next((f) => f.type === 'presence');
    expect(snapshot.online).toEqual([owner.id]);

    // The watcher hears the conversation...
    await owner.call('POST', '/api/messages', { therapy_session_id: sessionId, content: 'hi' });
    await watcher.next((f) => f.type === 'message' && f.message.content === 'hi');
    // ...but nobody saw the partner arrive.
    await new Promise((r) => setTimeout(r, 150));
    expect(a.frames.some((f) => f.type === 'presence' && f.online.includes(partner.id))).toBe(
      false,
    );

    // Opening the chat on the same socket makes the partner present; leaving it undoes that.
    await watcher.subscribe(sessionId, { presence: true });
    await a.next((f) => f.type === 'presence' && f.online.includes(partner.id));
    await watcher.next((f) => f.type === 'presence' && f.online.includes(partner.id));
    const before = a.frames.length;
    await watcher.subscribe(sessionId, { presence: false });
    await a.next(
      (f) =>
        a.frames.indexOf(f) >= before && f.type === 'presence' && !f.online.includes(partner.id),
    );
    await owner.call('POST', '/api/messages', { therapy_session_id: sessionId, content: 'still' });
    await watcher.next((f) => f.type === 'message' && f.message.content === 'still');
    a.close();
    watcher.close();
  });

  it('keeps order and never duplicates under a burst', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const b = await LiveClient.connect(t.baseUrl, partner);
    await b.subscribe(sessionId);
    for (let i = 0; i < 30; i++) {
      await owner.call('POST', '/api/messages', {
        therapy_session_id: sessionId,
        content: `m${i}`,
        client_id: `k${i}`,
      });
    }
    await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'm0',
      client_id: 'k0',
    });
    await b.next((f) => f.type === 'message' && f.message.content === 'm29');
    await new Promise((r) => setTimeout(r, 200));
    const got = b.frames.filter((f) => f.type === 'message').map((f) => f.message.content);
    expect(got).toEqual(Array.from({ length: 30 }, (_, i) => `m${i}`));
    b.close();
  });

  it('delivers messages in stored order when their announcements cross', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const b = await LiveClient.connect(t.baseUrl, partner);
    await b.subscribe(sessionId);
    const send = (content: string) =>
      owner.call('POST', '/api/messages', { therapy_session_id: sessionId, content });
    await send('first');
    await b.next((f) => f.type === 'message' && f.message.content === 'first');
    // Two writers commit one after the other, and the second announces its message first (each
    // announces when its own commit returns, and those can come back in either order).
    const store = (content: string, author: 'partnerA' | 'partnerB', authorUserId: string) =>
      storeMessage(t.database.db, { sessionId, author, authorUserId, content });
    const { row: earlier } = await store('second', 'partnerB', partner.id);
    const { row: later } = await store('third', 'partnerA', owner.id);
    await t.app.publish({ type: 'message', sessionId: sessionId, messageId: later.id });
    await t.app.publish({ type: 'message', sessionId: sessionId, messageId: earlier.id });
    await send('fourth');
    await b.next((f) => f.type === 'message' && f.message.content === 'fourth');
    const contents = () =>
      b.frames.filter((f) => f.type === 'message').map((f) => f.message.content as string);
    expect(contents()).toEqual(['first', 'second', 'third', 'fourth']);

    // An older message announced again (a held message shared) is still delivered.
    await t.app.publish({ type: 'message', sessionId: sessionId, messageId: earlier.id });
    await b.next(() => contents().length === 5);
    expect(contents()).toEqual(['first', 'second', 'third', 'fourth', 'second']);
    b.close();
  });

  it('knows, at insert, the message stored just before, even one that committed while it waited', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const store = (db: typeof t.database.db, content: string) =>
      storeMessage(db, { sessionId, author: 'partnerA', authorUserId: owner.id, content });
    const first = await store(t.database.db, 'first');
    // The second INSERT starts while the first transaction holds the session's order lock: its
    // statement snapshot predates the first's commit, yet what it returns as the message before
    // it must be the first one (read after the lock was granted).
    let second: ReturnType<typeof store> | undefined;
    const held = await t.database.db.transaction(async (tx) => {
      const row = await store(tx, 'held');
      second = store(t.database.db, 'second');
      await new Promise((r) => setTimeout(r, 150));
      return row;
    });
    expect(held.stored?.previousId).toBe(first.row.id);
    expect((await second!).stored?.previousId).toBe(held.row.id);

    // Announced with its row, out of turn: the partner still gets every message in stored order.
    const announce = ({ row, stored }: Awaited<ReturnType<typeof store>>) =>
      t.app.publish({ type: 'message', sessionId, messageId: row.id, stored });
    const b = await LiveClient.connect(t.baseUrl, partner);
    await b.subscribe(sessionId);
    const third = await store(t.database.db, 'third');
    const fourth = await store(t.database.db, 'fourth');
    await announce(third);
    await b.next((f) => f.type === 'message' && f.message.content === 'third');
    await announce(fourth);
    await b.next((f) => f.type === 'message' && f.message.content === 'fourth');
    const fifth = await store(t.database.db, 'fifth');
    const sixth = await store(t.database.db, 'sixth');
    await announce(sixth);
    await announce(fifth);
    await b.next((f) => f.type === 'message' && f.message.content === 'sixth');
    await new Promise((r) => setTimeout(r, 100));
    expect(
      b.frames.filter((f) => f.type === 'message').map((f) => f.message.content as string),
    ).toEqual(['third', 'fourth', 'fifth', 'sixth']);
    b.close();
  });

  it('lets nobody subscribe to a session that is not theirs', async () => {
    const { sessionId } = await createCoupleInSession(t);
    const stranger = await createUser(t);
    const s = await LiveClient.connect(t.baseUrl, stranger);
    expect(await s.subscribe(sessionId)).toMatchObject({
      type: 'error',
      error: 'Session not found',
    });
    s.send('not json');
    await s.next((f) => f.type === 'error' && f.error === 'Invalid frame');
    s.send({ type: 'subscribe', sessionId: 'x' });
    await s.next(
      (f) =>
        f.type === 'error' &&
        f.error === 'Invalid frame' &&
        s.frames.filter((x) => x.error === 'Invalid frame').length === 2,
    );
    s.close();
  });

  it('catches up after a reconnect through ?after=', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const b = await LiveClient.connect(t.baseUrl, partner);
    await b.subscribe(sessionId);
    const first = await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'before drop',
    });
    await b.next((f) => f.type === 'message' && f.message.content === 'before drop');
    b.close();
    await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'while away',
    });
    const again = await LiveClient.connect(t.baseUrl, partner);
    await again.subscribe(sessionId);
    const missed = await partner.call(
      'GET',
      `/api/sessions/${sessionId}/messages?after=${encodeURIComponent(first.body.timestamp)}`,
    );
    expect(missed.body.map((m: any) => m.content)).toEqual(['before drop', 'while away']);
    await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'after return',
    });
    await again.next((f) => f.type === 'message' && f.message.content === 'after return');
    again.close();
  });
});
