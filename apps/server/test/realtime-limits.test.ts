import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LIVE_LIMITS, LIVE_POLICY_CLOSE } from '@kindred/shared/realtime';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createUser } from './helpers/factories';
import { LiveClient } from './helpers/live';

/** How the server closed the socket (code and reason). */
function closed(client: LiveClient): Promise<{ code: number; reason: string }> {
  const { socket } = client;
  if (socket.readyState === socket.CLOSED) return Promise.reject(new Error('closed already'));
  return new Promise((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
}

describe(`realtime limits on /api/live (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a socket that floods subscribe frames; everyone else is still answered', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const flooder = await LiveClient.connect(t.baseUrl, owner);
    const bystander = await LiveClient.connect(t.baseUrl, partner);
    const flooderClosed = closed(flooder);

    // A thousand frames in one go, as the attacker did: their own session and strangers' ids.
    for (let i = 0; i < 1000; i++) {
      flooder.send({ type: 'subscribe', sessionId: i % 2 === 0 ? session.id : randomUUID() });
    }
    expect(await flooderClosed).toEqual({ code: LIVE_POLICY_CLOSE, reason: 'Too many frames' });
    // It got no further than its allowance before being closed.
    const answered = flooder.frames.filter((f) => f.type === 'subscribed' || f.type === 'error');
    expect(answered.length).toBeLessThan(2 * LIVE_LIMITS.frameBurst);

    // The other user's requests and socket still work.
    const me = await partner.call('GET', '/api/me');
    expect(me).toMatchObject({ status: 200, body: { id: partner.id } });
    expect((await bystander.subscribe(session.id)).type).toBe('subscribed');
    bystander.close();
  });

  it('allows a burst up to the limit, and keeps the socket open', async () => {
    const user = await createUser(t);
    const live = await LiveClient.connect(t.baseUrl, user);
    for (let i = 0; i < LIVE_LIMITS.frameBurst; i++) live.send({ type: 'ping' });
    await live.next(
      () => live.frames.filter((f) => f.type === 'pong').length === LIVE_LIMITS.frameBurst,
    );
    expect(live.socket.readyState).toBe(live.socket.OPEN);
    live.close();
  });

  it('closes the socket after too many refused subscribes, even when they are slow', async () => {
    const user = await createUser(t);
    const live = await LiveClient.connect(t.baseUrl, user);
    const liveClosed = closed(live);
    // One at a time, each answered before the next: never over the frame rate.
    for (let i = 0; i < LIVE_LIMITS.refusedSubscribes - 1; i++) {
      expect(await live.subscribe(randomUUID())).toMatchObject({
        type: 'error',
        error: 'Session not found',
      });
    }
    expect(live.socket.readyState).toBe(live.socket.OPEN);
    live.send({ type: 'subscribe', sessionId: randomUUID() });
    expect(await liveClosed).toEqual({
      code: LIVE_POLICY_CLOSE,
      reason: 'Too many refused subscriptions',
    });
  });

  it("closes a user's oldest socket when they open one too many; others are untouched", async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const partnerSocket = await LiveClient.connect(t.baseUrl, partner);
    const tabs: LiveClient[] = [];
    for (let i = 0; i < LIVE_LIMITS.socketsPerUser; i++)
      tabs.push(await LiveClient.connect(t.baseUrl, owner));
    const oldestClosed = closed(tabs[0]!);

    const newest = await LiveClient.connect(t.baseUrl, owner);
    expect(await oldestClosed).toEqual({
      code: LIVE_POLICY_CLOSE,
      reason: 'Too many connections',
    });
    for (const tab of tabs.slice(1)) expect(tab.socket.readyState).toBe(tab.socket.OPEN);
    expect(partnerSocket.socket.readyState).toBe(partnerSocket.socket.OPEN);

    // The newest tab is fully live: it follows the session and hears the partner.
    expect((await newest.subscribe(session.id)).type).toBe('subscribed');
    await partner.call('POST', '/api/messages', { therapy_session_id: session.id, content: 'hi' });
    await newest.next((f) => f.type === 'message' && f.message.content === 'hi');
    for (const tab of [...tabs.slice(1), newest, partnerSocket]) tab.close();
  });
});
