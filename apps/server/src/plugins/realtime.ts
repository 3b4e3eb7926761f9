import { randomUUID } from 'node:crypto';

import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';

import type { Config } from '@/config';
import { AppError } from '@/errors';
import { signInLiveUntil } from '@/modules/auth/auth.service';
import type { BusEvent, FiredEvent, Publish } from '@/realtime/events';
import { Hub, SIGNED_OUT_CLOSE } from '@/realtime/hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Announces an event to every server instance (after the data is committed). */
    publish: Publish;
    /** Hears the therapist's firings announced by any instance (including this one). */
    onFired(listener: (event: FiredEvent) => void): void;
  }
}

const CHANNEL = 'kindred_events';
const PING_INTERVAL_MS = 30_000;
/** setTimeout's longest delay (about 24.8 days); a sign-in lasts at most 7 idle days anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** /api/live: one WebSocket per tab, authenticated by the session cookie, same origin only. */
export default fp(
  async function realtime(app: FastifyInstance, { config }: { config: Config }) {
    const instanceId = randomUUID();
    // This instance's own sockets get the event at once, without waiting for the NOTIFY round
    // trip through the database (and, on PGlite, for its single engine); the other instances get
    // it through NOTIFY, tagged with this instance so that it is not delivered here twice.
    const publish: Publish = async (event: BusEvent) => {
      handle(event);
      await app.database.notify(CHANNEL, JSON.stringify({ ...event, o: instanceId }));
    };
    app.decorate('publish', publish);

    const firedListeners = new Set<(event: FiredEvent) => void>();
    app.decorate('onFired', (listener: (event: FiredEvent) => void) => {
      firedListeners.add(listener);
    });

    const hub = new Hub(app.db, publish, instanceId, app.log);
    // Events of one session are handled one after another, so that they reach the sockets in
    // the order they were announced; different sessions proceed in parallel.
    const chains = new Map<string, Promise<void>>();
    // Couple events are ordered per couple; ended sign-ins among themselves.
    const handle = (event: BusEvent) => {
      if (event.t === 'fired') {
        for (const listener of firedListeners) listener(event);
        return;
      }
      const key = event.t === 'couple' ? `couple:${event.r}` : event.t === 'end' ? 'end' : event.s;
      const previous = chains.get(key) ?? Promise.resolve();
      const next = previous
        .then(() => hub.onBusEvent(event))
        .catch((error: unknown) => app.log.error({ err: error }, 'fan-out failed'));
      chains.set(key, next);
      void next.then(() => {
        if (chains.get(key) === next) chains.delete(key);
      });
    };
    const stopListening = await app.database.listen(
      CHANNEL,
      (payload) => {
        let event: BusEvent & { o?: string };
        try {
          event = JSON.parse(payload) as BusEvent & { o?: string };
        } catch {
          return;
        }
        if (event.o !== instanceId) handle(event);
      },
      () => hub.onResync(),
    );

    await app.register(websocket, {
      options: { maxPayload: 4096, perMessageDeflate: false },
    });

    /**
     * Closes the socket when its sign-in ends by expiry (sign-out and account deletion arrive on
     * the bus): checked once attached — which also catches a sign-out that raced the upgrade —
     * and again whenever the sign-in was due to end, since use may have pushed the end back.
     */
    const closeWhenSignInEnds = (socket: WebSocket, signInId: string) => {
      let timer: NodeJS.Timeout | undefined;
      const check = async () => {
        const until = await signInLiveUntil(app.db, signInId);
        if (socket.readyState !== socket.OPEN) return;
        if (!until) {
          socket.close(SIGNED_OUT_CLOSE, 'Signed out');
          return;
        }
        const delay = Math.min(Math.max(until.getTime() - Date.now(), 0) + 50, MAX_TIMER_MS);
        timer = setTimeout(() => void check().catch(failed), delay);
      };
      const failed = (error: unknown) => {
        app.log.warn({ err: error }, 'sign-in check of a live socket failed');
        timer = setTimeout(() => void check().catch(failed), PING_INTERVAL_MS);
      };
      socket.on('close', () => clearTimeout(timer));
      void check().catch(failed);
    };

    const allowedOrigin = new URL(config.publicUrl).origin;
    app.get(
      '/api/live',
      {
        websocket: true,
        preValidation: async (request) => {
          if (request.headers.origin !== allowedOrigin) throw new AppError('request.crossSite');
          if (!request.user || !request.signInId) throw new AppError('request.signedOut');
        },
      },
      (socket, request) => {
        let alive = true;
        socket.on('pong', () => {
          alive = true;
        });
        const ping = setInterval(() => {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
        }, PING_INTERVAL_MS);
        socket.on('close', () => clearInterval(ping));
        hub.attach(socket, request.user!.id, request.signInId!);
        closeWhenSignInEnds(socket, request.signInId!);
      },
    );

    app.addHook('preClose', async () => {
      hub.close();
    });
    app.addHook('onClose', async () => {
      await stopListening();
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth'] },
);
