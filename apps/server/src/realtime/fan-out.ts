import type { FastifyBaseLogger } from 'fastify';

import type { ServerFrame } from '@kindred/shared/realtime';

import type { BusEvent, FiredEvent, Publish } from './events';
import type { FrameBuilders } from './frames';
import { Hub, type HubHooks } from './hub';
import {
  createPresence,
  markPresence,
  onlineUsers,
  PRESENCE_HEARTBEAT_MS,
  type PresenceState,
} from './presence';

export interface FanOutDeps {
  /** Announces on the bus (this instance included). */
  publish: Publish;
  instanceId: string;
  /** The frames each event becomes, built by the module that owns the data. */
  builders: FrameBuilders;
  canFollow: HubHooks['canFollow'];
  /** Hears the therapist's firings. */
  onFired: (event: FiredEvent) => void;
  log: FastifyBaseLogger;
}

/**
 * What this instance does with what is announced on the bus (by any instance, this one
 * included): events become frames through the owning modules' builders and go to the hub's
 * sockets; presence is kept here (realtime/presence.ts) and re-announced on a heartbeat.
 */
export class FanOut {
  readonly hub: Hub;
  private readonly presence: PresenceState = createPresence();
  /**
   * The online list last sent to each session's followers here: a presence announcement that
   * changes nothing (a heartbeat, most of them) sends no frame. Every instance's heartbeat used to
   * send every session's followers a frame, all of them at once: on the realtime bench's 100
   * couples, a burst of 400 frames every 15 s that delayed the sends around it by up to 40 ms.
   */
  private readonly sentOnline = new Map<string, string>();
  private readonly heartbeat: NodeJS.Timeout;
  /**
   * Events of one session are handled one after another, so that they reach the sockets in the
   * order they were announced; different sessions proceed in parallel. Couple events are ordered
   * per couple; ended sign-ins among themselves.
   */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly deps: FanOutDeps) {
    this.hub = new Hub(
      {
        canFollow: deps.canFollow,
        presenceChanged: (sessionId, userId, here) => this.presenceChanged(sessionId, userId, here),
        presenceFrame: (sessionId) => this.presenceFrame(sessionId),
      },
      deps.log,
    );
    this.heartbeat = setInterval(() => void this.beat(), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * An announcement from any instance (this one included). Settles once this instance's sockets
   * have been given its frames (never rejects: a failure is logged).
   */
  handle(event: BusEvent): Promise<void> {
    if (event.type === 'fired') {
      this.deps.onFired(event);
      return Promise.resolve();
    }
    const key =
      event.type === 'couple'
        ? `couple:${event.relationshipId}`
        : event.type === 'end'
          ? 'end'
          : event.sessionId;
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => this.dispatch(event))
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'fan-out failed'));
    this.chains.set(key, next);
    void next.then(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
    return next;
  }

  private async dispatch(event: Exclude<BusEvent, FiredEvent>): Promise<void> {
    const { builders } = this.deps;
    switch (event.type) {
      case 'end':
        if ('signInId' in event) this.hub.closeForSignIn(event.signInId);
        else this.hub.closeForUser(event.userId);
        return;
      case 'presence':
        markPresence(this.presence, event, Date.now());
        this.presenceToFollowers(event.sessionId);
        return;
      case 'couple':
        this.hub.toUsers(event.userIds, builders.couple(event));
        return;
    }
    // Nobody here follows the session: nothing to build (no query).
    const audience = this.hub.audience(event.sessionId);
    if (!audience) return;
    switch (event.type) {
      case 'message':
        return this.hub.deliver(audience, await builders.message(event, audience));
      case 'session':
        return this.hub.deliver(audience, await builders.session(event, audience));
      case 'therapist':
        return this.hub.deliver(audience, await builders.therapist(event, audience));
      case 'delta':
        return this.hub.deliver(audience, await builders.delta(event, audience));
    }
  }

  /** The bus connection was lost and is back: clients catch up from the database themselves. */
  resync(): void {
    this.deps.log.warn('realtime bus reconnected; asking clients to catch up');
    this.hub.toEverySession((sessionId) => ({ type: 'error', error: 'resync', sessionId }));
    void this.beat();
  }

  private presenceChanged(sessionId: string, userId: string, here: boolean): void {
    const { instanceId } = this.deps;
    const said = { sessionId, userId, instanceId, online: here };
    // Counted at once for the frame the subscriber gets next; the announcement tells the rest.
    if (here) markPresence(this.presence, said, Date.now());
    this.deps.publish({ type: 'presence', ...said }).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'presence announcement failed');
    });
  }

  /** Sends a session's followers here its presence frame if its online list has changed. */
  private presenceToFollowers(sessionId: string): void {
    if (!this.hub.audience(sessionId)) {
      this.sentOnline.delete(sessionId);
      return;
    }
    const frame = this.presenceFrame(sessionId);
    const online = frame.online.join(' ');
    if (this.sentOnline.get(sessionId) === online) return;
    this.sentOnline.set(sessionId, online);
    this.hub.toSession(sessionId, frame);
  }

  private presenceFrame(sessionId: string): Extract<ServerFrame, { type: 'presence' }> {
    const online = onlineUsers(this.presence, sessionId, {
      self: this.deps.instanceId,
      here: this.hub.here(sessionId),
      now: Date.now(),
    });
    return { type: 'presence', sessionId, online };
  }

  /**
   * Re-announces who is here, so that other instances (and new ones) keep an accurate picture,
   * and tells followers here of the users another instance stopped announcing (its TTL ran out).
   */
  private async beat(): Promise<void> {
    for (const sessionId of this.sentOnline.keys())
      if (!this.hub.audience(sessionId)) this.sentOnline.delete(sessionId);
    for (const [sessionId, userIds] of this.hub.presentUsers()) {
      this.presenceToFollowers(sessionId);
      for (const userId of userIds) {
        await this.deps
          .publish({
            type: 'presence',
            sessionId,
            userId,
            instanceId: this.deps.instanceId,
            online: true,
          })
          .catch(() => {});
      }
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.hub.close();
  }
}
