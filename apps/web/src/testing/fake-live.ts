import { act } from '@testing-library/react';

import type { ServerFrame } from '@kindred/shared/realtime';

import { RealtimeClient, type WebSocketLike } from '@/lib/live/realtime-client';

/** A WebSocket the test plays the server for. */
export class FakeLiveSocket implements WebSocketLike {
  readyState = 0;
  sent: { type: string; sessionId?: string }[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string; sessionId?: string });
  }

  close() {
    this.readyState = 3;
  }
}

/**
 * A realtime client wired to fake sockets: `connect()` opens the current socket and confirms
 * every subscription, `push()` delivers a frame, `drop()` cuts the link.
 */
export function createFakeLive() {
  const sockets: FakeLiveSocket[] = [];
  const client = new RealtimeClient({
    url: () => 'ws://kindred.test/api/live',
    createSocket: () => {
      const socket = new FakeLiveSocket();
      sockets.push(socket);
      return socket;
    },
    backoffBaseMs: 10,
    backoffMaxMs: 20,
    lingerMs: 0,
    random: () => 0,
    windowTarget: null,
    documentTarget: null,
    isOnline: () => true,
  });

  const current = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('The chat has not opened a live connection');
    return socket;
  };

  const deliver = (frame: ServerFrame | string) => {
    current().onmessage?.(
      new MessageEvent('message', {
        data: typeof frame === 'string' ? frame : JSON.stringify(frame),
      }),
    );
  };

  return {
    client,
    sockets,
    current,
    /** Opens the latest socket and answers its subscriptions like the server does. */
    connect() {
      act(() => {
        const socket = current();
        socket.readyState = 1;
        socket.onopen?.(new Event('open'));
        deliver({ type: 'ready' });
        for (const frame of socket.sent) {
          if (frame.type === 'subscribe' && frame.sessionId)
            deliver({ type: 'subscribed', sessionId: frame.sessionId });
        }
      });
    },
    /**
     * Delivers a frame and lets the query cache tell its observers (TanStack Query notifies
     * them on a zero-delay timer, not synchronously).
     */
    async push(frame: ServerFrame | string) {
      await act(async () => {
        deliver(frame);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
    drop() {
      act(() => {
        const socket = current();
        socket.readyState = 3;
        socket.onclose?.(new CloseEvent('close', { code: 1006 }));
      });
    },
    dispose() {
      client.dispose();
    },
  };
}

export type FakeLive = ReturnType<typeof createFakeLive>;
