import { describe, expect, it } from 'vitest';

import { createPresence, markPresence, onlineUsers, PRESENCE_TTL_MS } from './presence';

const S = 'session-1';
const said = (userId: string, instanceId: string, online = true) => ({
  sessionId: S,
  userId,
  instanceId,
  online,
});

describe('presence', () => {
  it('counts users heard from other instances until the TTL passes', () => {
    const state = createPresence();
    markPresence(state, said('ana', 'other'), 1_000);
    const at = (now: number) => onlineUsers(state, S, { self: 'me', here: new Set(), now });
    expect(at(1_000 + PRESENCE_TTL_MS - 1)).toEqual(['ana']);
    expect(at(1_000 + PRESENCE_TTL_MS)).toEqual([]);
    // A heartbeat renews it.
    markPresence(state, said('ana', 'other'), 1_000 + PRESENCE_TTL_MS);
    expect(at(1_000 + PRESENCE_TTL_MS)).toEqual(['ana']);
  });

  it("trusts this instance's own sockets, not the clock, for what it said itself", () => {
    const state = createPresence();
    markPresence(state, said('ana', 'me'), 0);
    const long = PRESENCE_TTL_MS * 10;
    expect(onlineUsers(state, S, { self: 'me', here: new Set(['ana']), now: long })).toEqual([
      'ana',
    ]);
    expect(onlineUsers(state, S, { self: 'me', here: new Set(), now: 0 })).toEqual([]);
  });

  it('lists a user once, present on any instance, in the order first heard', () => {
    const state = createPresence();
    markPresence(state, said('ben', 'a'), 0);
    markPresence(state, said('ana', 'a'), 0);
    markPresence(state, said('ana', 'b'), 0);
    expect(onlineUsers(state, S, { self: 'me', here: new Set(), now: 10 })).toEqual(['ben', 'ana']);
    markPresence(state, said('ana', 'a', false), 10);
    expect(onlineUsers(state, S, { self: 'me', here: new Set(), now: 10 })).toEqual(['ben', 'ana']);
    markPresence(state, said('ana', 'b', false), 10);
    expect(onlineUsers(state, S, { self: 'me', here: new Set(), now: 10 })).toEqual(['ben']);
  });

  it('forgets a session once nobody is left in it', () => {
    const state = createPresence();
    markPresence(state, said('ana', 'a'), 0);
    markPresence(state, said('ana', 'a', false), 1);
    expect(state.size).toBe(0);
  });
});
