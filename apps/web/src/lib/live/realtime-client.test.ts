import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LIVE_LIMITS, LIVE_POLICY_CLOSE } from '@kindred/shared/realtime';

import {
  type ConnectionState,
  parseServerFrame,
  RealtimeClient,
  reconnectDelay,
  type WebSocketLike,
} from './realtime-client';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';

/** A WebSocket the test drives by hand. */
class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  /** When each frame was sent (the fake clock). */
  sentAt: number[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
    this.sentAt.push(Date.now());
  }

  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }

  // ---- the server's side ----
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.receive({ type: 'ready' });
  }

  receive(frame: unknown) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  drop() {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  /** The server closes the socket on purpose (e.g. a limit: LIVE_POLICY_CLOSE). */
  closeByServer(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }
}

/** A document whose visibility the test sets. */
function fakeDocument(visibility: DocumentVisibilityState = 'visible') {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = visibility;
  return {
    target,
    show(state: DocumentVisibilityState) {
      target.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** Whether frames sent at these times fit the server's token bucket (LIVE_LIMITS). */
function withinFrameLimit(times: number[]): boolean {
  let tokens: number = LIVE_LIMITS.frameBurst;
  let last = times[0] ?? 0;
  for (const time of times) {
    tokens = Math.min(
      LIVE_LIMITS.frameBurst,
      tokens + ((time - last) / 1000) * LIVE_LIMITS.framesPerSecond,
    );
    last = time;
    if (tokens < 1) return false;
    tokens -= 1;
  }
  return true;
}

const latest = () => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no socket yet');
  return socket;
};

function makeClient(overrides: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  const windowTarget = new EventTarget();
  let online = true;
  const client = new RealtimeClient({
    url: () => 'ws://kindred.test/api/live',
    createSocket: (url) => new FakeSocket(url),
    random: () => 0.5,
    windowTarget,
    documentTarget: null,
    isOnline: () => online,
    ...overrides,
  });
  const states: ConnectionState[] = [];
  client.onStateChange((state) => states.push(state));
  return {
    client,
    states,
    goOffline() {
      online = false;
      windowTarget.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      online = true;
      windowTarget.dispatchEvent(new Event('online'));
    },
  };
}

const message = (id: string, sessionId = S1) => ({
  type: 'message',
  sessionId,
  message: {
    id,
    therapy_session_id: sessionId,
    content: 'Hello',
    author: 'partnerB',
    timestamp: '2025-01-01T10:00:00.000Z',
    read: false,
    client_id: null,
  },
});

describe('reconnectDelay', () => {
  it('doubles per attempt, keeps a random half and never passes the cap', () => {
    const opts = { baseMs: 500, maxMs: 15_000 };
    expect(reconnectDelay(0, opts, () => 0)).toBe(250);
    expect(reconnectDelay(0, opts, () => 1)).toBe(500);
    expect(reconnectDelay(3, opts, () => 0)).toBe(2000);
    expect(reconnectDelay(3, opts, () => 1)).toBe(4000);
    expect(reconnectDelay(10, opts, () => 1)).toBe(15_000);
    expect(reconnectDelay(500, opts, () => 0)).toBe(7500);
  });
});

describe('parseServerFrame', () => {
  it('accepts the contract and ignores everything else', () => {
    expect(parseServerFrame('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseServerFrame('not json')).toBeNull();
    expect(parseServerFrame('{"type":"unknown"}')).toBeNull();
    expect(parseServerFrame('{"type":"presence","sessionId":"x","online":"all"}')).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull();
  });
});

describe('RealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one socket lazily, on the first subscription, and subscribes once open', () => {
    const { client, states } = makeClient();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(client.getState()).toBe('idle');

    client.subscribe(S1, () => {});
    client.subscribe(S2, () => {});
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().url).toBe('ws://kindred.test/api/live');
    expect(client.getState()).toBe('connecting');

    latest().open();
    expect(client.getState()).toBe('open');
    expect(latest().sent).toEqual([
      { type: 'subscribe', sessionId: S1 },
      { type: 'subscribe', sessionId: S2 },
    ]);
    expect(states).toEqual(['connecting', 'open']);
    client.dispose();
  });

  it('fans frames out to the listeners of their session only', () => {
    const { client } = makeClient();
    const a1 = vi.fn();
    const a2 = vi.fn();
    const b = vi.fn();
    client.subscribe(S1, a1);
    client.subscribe(S1, a2);
    client.subscribe(S2, b);
    latest().open();
    // A second listener on the same session does not subscribe twice.
    expect(latest().sent.filter((f: any) => f.sessionId === S1)).toHaveLength(1);

    latest().receive(message('m1'));
    latest().receive({ type: 'presence', sessionId: S2, online: ['u1'] });

    expect(a1).toHaveBeenCalledTimes(1);
    expect(a1.mock.calls[0]![0]).toMatchObject({ type: 'message', message: { id: 'm1' } });
    expect(a2).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledWith({ type: 'presence', sessionId: S2, online: ['u1'] });
    client.dispose();
  });

  it('ignores invalid frames and keeps delivering valid ones', () => {
    const { client } = makeClient();
    const listener = vi.fn();
    client.subscribe(S1, listener);
    latest().open();

    latest().receive('{not json');
    latest().receive({ type: 'message', sessionId: S1, message: { id: 'm1' } });
    latest().receive({ type: 'therapist', sessionId: S1, state: 'dancing' });
    latest().receive({ type: 'surprise', sessionId: S1 });
    latest().receive({ type: 'therapist', sessionId: S1, state: 'typing' });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'therapist', sessionId: S1, state: 'typing' });
    expect(client.getState()).toBe('open');
    client.dispose();
  });

  it('keeps the other listeners going when one throws', () => {
    const { client } = makeClient();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = vi.fn();
    client.subscribe(S1, () => {
      throw new Error('boom');
    });
    client.subscribe(S1, good);
    latest().open();
    latest().receive(message('m1'));
    expect(good).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    client.dispose();
  });

  it('reconnects with growing, capped delays and subscribes again to every session', () => {
    const { client, states } = makeClient({ backoffBaseMs: 1000, backoffMaxMs: 4000 });
    const listener = vi.fn();
    client.subscribe(S1, listener);
    client.subscribe(S2, () => {});
    latest().open();

    latest().drop();
    expect(client.getState()).toBe('reconnecting');
    expect(FakeSocket.instances).toHaveLength(1);

    // attempt 0: 1000 ms cap, random 0.5 → 750 ms
    vi.advanceTimersByTime(749);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    // The attempt fails before opening: attempt 1 → 2000 ms cap → 1500 ms.
    latest().drop();
    vi.advanceTimersByTime(1499);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);

    latest().drop(); // attempt 2 → 4000 cap → 3000
    vi.advanceTimersByTime(3000);
    expect(FakeSocket.instances).toHaveLength(4);
    latest().drop(); // attempt 3 → capped at 4000 → 3000
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.instances).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(5);

    latest().open();
    expect(client.getState()).toBe('open');
    expect(latest().sent).toEqual([
      { type: 'subscribe', sessionId: S1 },
      { type: 'subscribe', sessionId: S2 },
    ]);
    latest().receive({ type: 'subscribed', sessionId: S1 });
    expect(listener).toHaveBeenLastCalledWith({ type: 'subscribed', sessionId: S1 });
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);

    // A working link resets the back-off: the next drop waits the first delay again.
    latest().drop();
    vi.advanceTimersByTime(750);
    expect(FakeSocket.instances).toHaveLength(6);
    client.dispose();
  });

  it('does not deliver frames from a socket it has given up on', () => {
    const { client } = makeClient();
    const listener = vi.fn();
    client.subscribe(S1, listener);
    const first = latest();
    first.open();
    first.drop();
    vi.advanceTimersByTime(1000);
    first.receive(message('stale'));
    expect(listener).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'message' }));
    client.dispose();
  });

  it('pings, and treats a missing answer as a lost connection', () => {
    const { client } = makeClient({ heartbeatIntervalMs: 20_000, heartbeatTimeoutMs: 5_000 });
    client.subscribe(S1, () => {});
    const socket = latest();
    socket.open();

    vi.advanceTimersByTime(20_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(5_000);
    expect(client.getState()).toBe('open');

    vi.advanceTimersByTime(15_000); // second ping, never answered
    expect(socket.sent.filter((f: any) => f.type === 'ping')).toHaveLength(2);
    vi.advanceTimersByTime(5_000);
    expect(client.getState()).toBe('reconnecting');
    expect(socket.closedByClient).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    client.dispose();
  });

  it('says offline when the network is gone and reconnects as soon as it returns', () => {
    const { client, goOffline, goOnline } = makeClient({ backoffBaseMs: 10_000 });
    client.subscribe(S1, () => {});
    latest().open();

    goOffline();
    expect(client.getState()).toBe('offline');
    expect(FakeSocket.instances[0]!.closedByClient).toBe(true);

    goOnline();
    expect(client.getState()).toBe('reconnecting');
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    expect(client.getState()).toBe('open');
    client.dispose();
  });

  it('unsubscribes a session when its last listener leaves and closes the idle socket later', () => {
    const { client } = makeClient({ lingerMs: 5_000 });
    const stopA = client.subscribe(S1, () => {});
    const stopB = client.subscribe(S1, () => {});
    const socket = latest();
    socket.open();

    stopA();
    stopA(); // twice is harmless
    expect(socket.sent).not.toContainEqual({ type: 'unsubscribe', sessionId: S1 });
    stopB();
    expect(socket.sent).toContainEqual({ type: 'unsubscribe', sessionId: S1 });
    expect(socket.closedByClient).toBe(false);

    // Coming back within the linger time reuses the socket.
    const stopC = client.subscribe(S1, () => {});
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', sessionId: S1 });
    stopC();

    vi.advanceTimersByTime(5_000);
    expect(socket.closedByClient).toBe(true);
    expect(client.getState()).toBe('idle');

    // No reconnect once nobody listens.
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);

    client.subscribe(S2, () => {});
    expect(FakeSocket.instances).toHaveLength(2);
    client.dispose();
  });

  it('follows the couple on the same socket, with nothing to subscribe, and reconnects for it', () => {
    const { client } = makeClient({ lingerMs: 5_000 });
    const coupleFrames: unknown[] = [];
    const sessionFrames: unknown[] = [];
    const stopCouple = client.followCouple((frame) => coupleFrames.push(frame));
    const socket = latest();
    socket.open();
    expect(socket.sent).toEqual([]);

    client.subscribe(S1, (frame) => sessionFrames.push(frame));
    expect(FakeSocket.instances).toHaveLength(1);
    const started = {
      type: 'couple',
      event: 'session_started',
      relationshipId: 'rel-1',
      sessionId: S1,
      by: 'user-2',
    };
    socket.receive(started);
    socket.receive({ type: 'couple', event: 'nonsense', relationshipId: 'rel-1' });
    expect(coupleFrames).toEqual([started]);
    // Couple frames are not a session's, even when they name one.
    expect(sessionFrames.filter((f) => (f as { type: string }).type === 'couple')).toEqual([]);

    // The couple alone keeps the link up.
    client.dispose();
    const { client: alone } = makeClient({ lingerMs: 5_000 });
    const stop = alone.followCouple(() => {});
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(3);
    latest().open();
    expect(alone.getState()).toBe('open');
    stop();
    vi.advanceTimersByTime(5_000);
    expect(latest().closedByClient).toBe(true);
    expect(alone.getState()).toBe('idle');
    stopCouple();
    alone.dispose();
  });

  it('follows a session without presence until a listener that counts as present joins', () => {
    const { client } = makeClient();
    const watcher = vi.fn();
    client.subscribe(S1, watcher, { presence: false });
    const socket = latest();
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', sessionId: S1, presence: false }]);

    // The chat page opens: the same subscription now counts as present.
    const stopChat = client.subscribe(S1, () => {});
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', sessionId: S1 });
    // A second watcher changes nothing.
    const stopOther = client.subscribe(S1, () => {}, { presence: false });
    expect(socket.sent).toHaveLength(2);
    stopOther();
    expect(socket.sent).toHaveLength(2);

    // The chat page closes: still followed, no longer present.
    stopChat();
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', sessionId: S1, presence: false });
    socket.receive(message('m1'));
    expect(watcher).toHaveBeenCalledWith(expect.objectContaining({ type: 'message' }));

    // After a reconnect the subscription comes back as it was.
    socket.drop();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', sessionId: S1, presence: false }]);
    client.dispose();
  });
  it('does not come straight back after a policy close: waits for the tab to be shown', () => {
    const doc = fakeDocument('hidden');
    const { client, goOnline } = makeClient({
      backoffBaseMs: 500,
      backoffMaxMs: 15_000,
      documentTarget: doc.target,
    });
    client.subscribe(S1, () => {});
    latest().open();

    // A background tab made room for a newer one: it stays away, however long, while hidden.
    latest().closeByServer(LIVE_POLICY_CLOSE, 'Too many connections');
    expect(client.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(10 * 60_000);
    goOnline();
    expect(FakeSocket.instances).toHaveLength(1);

    // The user comes back to it: it is live again at once.
    doc.show('visible');
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', sessionId: S1 }]);
    expect(client.getState()).toBe('open');
    client.dispose();
  });

  it('after a policy close in a visible tab, waits the longest back-off, never a hot loop', () => {
    const doc = fakeDocument('visible');
    const { client } = makeClient({
      backoffBaseMs: 500,
      backoffMaxMs: 15_000,
      documentTarget: doc.target,
    });
    client.subscribe(S1, () => {});
    for (let round = 1; round <= 3; round++) {
      latest().open();
      latest().closeByServer(LIVE_POLICY_CLOSE, 'Too many frames');
      vi.advanceTimersByTime(14_999);
      expect(FakeSocket.instances).toHaveLength(round);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(round + 1);
    }
    // Any other close still comes back quickly.
    latest().open();
    latest().closeByServer(1001, 'Server shutting down');
    vi.advanceTimersByTime(500);
    expect(FakeSocket.instances).toHaveLength(5);
    client.dispose();
  });

  it("stays within the server's frame limits in normal use", () => {
    const { client } = makeClient({ backoffBaseMs: 500 });
    // Everything one tab follows at most: the couple, the open chat and other ongoing sessions.
    client.followCouple(() => {});
    const stops = [S1, S2].map((id) => client.subscribe(id, () => {}));
    const chat = client.subscribe(S1, () => {}, { presence: false });
    for (let reconnect = 0; reconnect < 5; reconnect++) {
      const socket = latest();
      socket.open();
      // An hour of pings, each answered, and a notification listener coming and going.
      for (let beat = 0; beat < 144; beat++) {
        vi.advanceTimersByTime(25_000);
        socket.receive({ type: 'pong' });
        if (beat % 12 === 0) client.subscribe(S2, () => {}, { presence: false })();
      }
      expect(socket.sent.length).toBeGreaterThan(100);
      expect(withinFrameLimit(socket.sentAt)).toBe(true);
      socket.drop();
      vi.advanceTimersByTime(1_000);
    }
    chat();
    for (const stop of stops) stop();
    client.dispose();
  });
});
