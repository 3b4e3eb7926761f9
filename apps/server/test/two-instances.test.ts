import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '@/db/schema/messages';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createUser } from './helpers/factories';
import { LiveClient } from './helpers/live';

// Two server instances on one PostgreSQL behave as one: partners on different instances see each
// other live and get exactly one therapist reply, so the server can scale out.
describe.skipIf(TEST_DB_KIND !== 'postgres')('two instances on one PostgreSQL', () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<TestApp['startPeer']>>;
  beforeAll(async () => {
    t = await startTestApp();
    peer = await t.startPeer();
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it("tells a partner on the other instance about the couple's changes, once", async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const a = await LiveClient.connect(t.baseUrl, owner);
    const b = await LiveClient.connect(peer.baseUrl, partner);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const frame = {
      type: 'couple',
      event: 'session_started',
      relationshipId,
      sessionId: session.id,
      by: owner.id,
    };
    expect(await b.next((f) => f.type === 'couple')).toEqual(frame);
    expect(await a.next((f) => f.type === 'couple')).toEqual(frame);
    await new Promise((r) => setTimeout(r, 200));
    expect(a.frames.filter((f) => f.type === 'couple')).toHaveLength(1);
    expect(b.frames.filter((f) => f.type === 'couple')).toHaveLength(1);
    a.close();
    b.close();
  });

  it('a sign-out on one instance ends the sign-in on the other, though it resolved it lately', async () => {
    const user = await createUser(t);
    const cookie = user.browser.cookieHeader();
    const me = (baseUrl: string) =>
      fetch(`${baseUrl}/api/me`, { headers: { cookie } }).then((r) => r.status);
    expect(await me(peer.baseUrl)).toBe(200);
    expect((await user.call('POST', '/auth/logout')).status).toBe(204);
    expect(await me(t.baseUrl)).toBe(401);
    // The other instance hears the sign-out through NOTIFY, moments later.
    const deadline = Date.now() + 2_000;
    let status = await me(peer.baseUrl);
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      status = await me(peer.baseUrl);
    }
    expect(status).toBe(401);
  });

  it('partners connected to different instances see each other live', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });

    // The same session cookie is valid on both instances (shared database and secret).
    const onFirst = await LiveClient.connect(t.baseUrl, owner);
    const onSecond = await LiveClient.connect(peer.baseUrl, partner);
    await onFirst.subscribe(session.id);
    await onSecond.subscribe(session.id);
    await onFirst.next((f) => f.type === 'presence' && f.online.includes(partner.id));

    await owner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'via instance one',
    });
    const received = await onSecond.next(
      (f) => f.type === 'message' && f.message.content === 'via instance one',
    );
    expect(received.message.author).toBe('partnerA');

    const viaPeer = await fetch(`${peer.baseUrl}/api/messages`, {
      method: 'POST',
      headers: {
        origin: peer.baseUrl,
        'content-type': 'application/json',
        cookie: partner.browser.cookieHeader(),
      },
      body: JSON.stringify({ therapy_session_id: session.id, content: 'via instance two' }),
    });
    expect(viaPeer.status).toBe(201);
    await onFirst.next((f) => f.type === 'message' && f.message.content === 'via instance two');

    // Each message arrives exactly once on each side.
    await new Promise((r) => setTimeout(r, 200));
    const count = (c: LiveClient, text: string) =>
      c.frames.filter((f) => f.type === 'message' && f.message.content === text).length;
    expect(count(onSecond, 'via instance one')).toBe(1);
    expect(count(onFirst, 'via instance two')).toBe(1);
    onFirst.close();
    onSecond.close();
  });

  it('signing out or deleting the account on one instance closes the sockets on the other', async () => {
    const closeOf = (client: LiveClient) =>
      new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    const user = await createUser(t);
    const onPeer = await LiveClient.connect(peer.baseUrl, user);
    const closedOnPeer = closeOf(onPeer);
    expect((await user.call('POST', '/auth/logout')).status).toBe(204);
    expect(await closedOnPeer).toBe(4401);

    const leaving = await createUser(t);
    const leavingOnPeer = await LiveClient.connect(peer.baseUrl, leaving);
    const closed = closeOf(leavingOnPeer);
    expect((await leaving.call('DELETE', '/api/account')).status).toBe(204);
    expect(await closed).toBe(4401);
  });
});

// ROLE=web instances record firings and leave replies to ROLE=worker instances (docs/architecture.md).
describe.skipIf(TEST_DB_KIND !== 'postgres')('web and worker roles on one PostgreSQL', () => {
  let web: TestApp;
  let workers: Awaited<ReturnType<TestApp['startPeer']>>[];
  beforeAll(async () => {
    web = await startTestApp({ config: { role: 'web', therapistReplyDelayMs: 50 } });
    workers = [await web.startPeer({ role: 'worker' }), await web.startPeer({ role: 'worker' })];
  });
  afterAll(async () => {
    for (const w of workers ?? []) await w.close();
    await web?.close();
  });

  it('a worker answers a turn sent to a web instance, exactly once, live for the partners', async () => {
    const { owner, partner, relationshipId } = await createCouple(web);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const a = await LiveClient.connect(web.baseUrl, owner);
    await a.subscribe(session.id);

    await owner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'We barely talk after work.',
    });
    await partner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'I am tired when I get home.',
    });
    // The web instance itself composes nothing: the reply can only come from a worker. (The
    // welcome message was posted before this socket subscribed.)
    await a.next((f) => f.type === 'message' && f.message.author === 'therapist');
    await new Promise((r) => setTimeout(r, 300));
    const replies = await web.database.db
      .select()
      .from(messages)
      .where(eq(messages.therapySessionId, session.id));
    expect(replies.filter((m) => m.author === 'therapist' && m.replyToMessageId)).toHaveLength(1);
    a.close();
  });
});
