import { EventEmitter } from 'node:events';

import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';

import type { ServerFrame } from '@kindred/shared/realtime';

import type { BusEvent } from './events';
import { FanOut } from './fan-out';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS } from './presence';

/** Just what the hub uses of a `ws` socket; what the server sends is kept, parsed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly frames: ServerFrame[] = [];
  send(data: string): void {
    this.frames.push(JSON.parse(data) as ServerFrame);
  }
  terminate(): void {
    this.readyState = 3;
  }
  close(): void {
    this.readyState = 3;
  }
}

const SESSION = '6f0f7a4e-8a43-4b44-9d8e-2f1c3f7b2a10';
const log = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

// Presence on one instance's fan-out (realtime/fan-out.ts), its bus looped back to itself as the
// embedded database's is, with another instance's announcements handed in as the bus would.
describe('presence frames', () => {
  let fanOut: FanOut;
  beforeEach(() => {
    vi.useFakeTimers();
    fanOut = new FanOut({
      publish: (event: BusEvent) => fanOut.handle(event),
      instanceId: 'here',
      builders: {} as never,
      canFollow: async () => null,
      onFired: () => {},
      log,
    });
  });
  afterEach(() => {
    fanOut.close();
    vi.useRealTimers();
  });

  const join = async (userId: string) => {
    const socket = new FakeSocket();
    fanOut.hub.attach(socket as unknown as WebSocket, userId, `sign-in-${userId}`);
    socket.emit(
      'message',
      Buffer.from(JSON.stringify({ type: 'subscribe', sessionId: SESSION })),
      false,
    );
    await vi.advanceTimersByTimeAsync(0);
    return socket;
  };
  const presence = (socket: FakeSocket) =>
    socket.frames.flatMap((f) => (f.type === 'presence' ? [f.online] : []));

  it('go out when who is online changes, not on every heartbeat', async () => {
    const a = await join('a');
    expect(presence(a).at(-1)).toEqual(['a']);
    const b = await join('b');
    expect(presence(a).at(-1)).toEqual(['a', 'b']);
    expect(presence(b).at(-1)).toEqual(['a', 'b']);
    const before = [presence(a).length, presence(b).length];

    await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS * 4);
    expect([presence(a).length, presence(b).length]).toEqual(before);

    b.emit('close');
    await vi.advanceTimersByTimeAsync(0);
    expect(presence(a).at(-1)).toEqual(['a']);
  });

  it('drop a user another instance stopped announcing once its announcements run out', async () => {
    const a = await join('a');
    const elsewhere = { type: 'presence', sessionId: SESSION, userId: 'c', online: true } as const;
    await fanOut.handle({ ...elsewhere, instanceId: 'there' });
    expect(presence(a).at(-1)).toEqual(['a', 'c']);
    const count = presence(a).length;

    // Its heartbeat: nothing changes for the follower here.
    await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS);
    await fanOut.handle({ ...elsewhere, instanceId: 'there' });
    expect(presence(a).length).toBe(count);

    // Then that instance goes quiet: a heartbeat here after the TTL tells the follower.
    await vi.advanceTimersByTimeAsync(PRESENCE_TTL_MS + PRESENCE_HEARTBEAT_MS);
    expect(presence(a).at(-1)).toEqual(['a']);
    expect(presence(a).length).toBe(count + 1);
  });
});
