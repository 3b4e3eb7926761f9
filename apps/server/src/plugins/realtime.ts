import { randomUUID } from 'node:crypto';

import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';

import type { Config } from '@/config';
import { AppError } from '@/errors';
import { rereadSignIns, signInLiveUntil } from '@/modules/auth/auth.service';
import { SIGN_IN_CACHE_MS } from '@/modules/auth/sign-in-cache';
import { messageFrames } from '@/modules/messages/messages.frames';
import { coupleFrame } from '@/modules/relationships/relationships.frames';
import { WriterCache } from '@/modules/messages/writer-cache';
import { canFollowSession, sessionFrames } from '@/modules/sessions/sessions.frames';
import { replyDeltaFrames, therapistStateFrames } from '@/modules/therapist/therapist.frames';
import { type BusEvent, type FiredEvent, onTheWire, type Publish } from '@/realtime/events';
import { FanOut } from '@/realtime/fan-out';
import { SIGNED_OUT_CLOSE } from '@/realtime/hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Announces an event to every server instance (after the data is committed). */
    publish: Publish;
    /** What this instance knows of partners writing in sessions (the send path's one statement). */
    writers: WriterCache;
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
    // What this instance knows of partners writing in sessions: learnt when they open one here,
    // kept up by the send path (modules/messages/writer-cache.ts).
    app.decorate('writers', new WriterCache());
    // This instance's own sockets get the event at once, without waiting for the NOTIFY round
    // trip through the database (and, on PGlite, for its single engine); the other instances get
    // it through NOTIFY, tagged with this instance so that it is not delivered here twice.
    // A sign-in that ended is forgotten at once here (before a sign-out is answered) and by every
    // other instance when it hears the announcement.
    const forgetEnded = (event: BusEvent) => {
      if (event.type !== 'end') return;
      if ('signInId' in event) app.signInCache.forgetSignIn(event.signInId);
      else app.signInCache.forgetUser(event.userId);
    };
    const publish: Publish = async (event: BusEvent) => {
      forgetEnded(event);
      // The frames go out to this instance's sockets before the announcement is written: on
      // PostgreSQL that is a statement whose socket write would otherwise come first (the fan-out
      // runs a microtask later), and the caller's next statement waits behind it too.
      await fanOut.handle(event);
      await app.database.notify(
        CHANNEL,
        JSON.stringify({ ...onTheWire(event), origin: instanceId }),
      );
    };
    app.decorate('publish', publish);

    const firedListeners = new Set<(event: FiredEvent) => void>();
    app.decorate('onFired', (listener: (event: FiredEvent) => void) => {
      firedListeners.add(listener);
    });

    const fanOut = new FanOut({
      publish,
      instanceId,
      // Each event's frames are built by the module that owns its data.
      builders: {
        message: messageFrames(app.db),
        session: sessionFrames(app.db),
        therapist: therapistStateFrames,
        delta: replyDeltaFrames,
        couple: coupleFrame,
      },
      canFollow: canFollowSession(app.db, app.writers),
      onFired: (event) => {
        for (const listener of firedListeners) listener(event);
      },
      log: app.log,
    });
    const stopListening = await app.database.listen(
      CHANNEL,
      (payload) => {
        let event: BusEvent & { origin?: string };
        try {
          event = JSON.parse(payload) as BusEvent & { origin?: string };
        } catch {
          return;
        }
        if (event.origin !== instanceId) {
          forgetEnded(event);
          void fanOut.handle(event);
        }
      },
      () => {
        // Announcements may have been missed while the bus was down.
        app.signInCache.clear();
        fanOut.resync();
      },
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
        fanOut.hub.attach(socket, request.user!.id, request.signInId!);
        closeWhenSignInEnds(socket, request.signInId!);
      },
    );

    // The sign-ins of open sockets are read again before their cache entries run out, one
    // statement for all of them, so a partner in a conversation never waits for that read when
    // they write — however long they paused (sign-in-cache.ts).
    const keepSignInsWarm = setInterval(() => {
      const due = app.signInCache.claimRefreshes(fanOut.hub.signInIds(), Date.now());
      if (due.length === 0) return;
      rereadSignIns(app.db, app.signInCache, due).catch((error: unknown) => {
        app.log.warn({ err: error }, 'reading the live sockets’ sign-ins again failed');
      });
    }, SIGN_IN_CACHE_MS / 4);
    keepSignInsWarm.unref();

    app.addHook('preClose', async () => {
      clearInterval(keepSignInsWarm);
      fanOut.close();
    });
    app.addHook('onClose', async () => {
      await stopListening();
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth'] },
);
