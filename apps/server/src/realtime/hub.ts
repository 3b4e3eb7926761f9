import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';

import {
  clientFrameSchema,
  LIVE_LIMITS,
  LIVE_POLICY_CLOSE,
  type ServerFrame,
} from '@kindred/shared/realtime';

import type { Db } from '@/db/client';
import { AppError } from '@/errors';
import { findMessage, findMessagesThrough } from '@/modules/messages/messages.repository';
import { onlyFor, toMessageView } from '@/modules/messages/messages.service';
import { findSessionById } from '@/modules/sessions/sessions.repository';
import { pauseView, requireSessionMember } from '@/modules/sessions/sessions.service';

import type { BusEvent, Publish } from './events';
import { TokenBucket } from './token-bucket';

/** A socket whose unsent data passes this is too slow to follow the conversation: dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const PRESENCE_HEARTBEAT_MS = 15_000;
const PRESENCE_TTL_MS = 45_000;
const MAX_SUBSCRIPTIONS = 20;
/** A socket closed for a policy violation that does not finish the closing handshake is cut. */
const POLICY_CLOSE_GRACE_MS = 2_000;
/** Close code when the socket's sign-in ends (sign-out, account deleted, expiry). */
export const SIGNED_OUT_CLOSE = 4401;

interface Connection {
  socket: WebSocket;
  userId: string;
  /** The sign-in (auth session id) the socket was opened with. */
  signInId: string;
  /** Followed sessions → whether this connection counts as the user being present there. */
  sessions: Map<string, boolean>;
  /** Frames this socket may still send (LIVE_LIMITS); over it, the socket is closed. */
  frames: TokenBucket;
  /** Subscribes refused so far; at LIVE_LIMITS.refusedSubscribes the socket is closed. */
  refused: number;
}

/**
 * This instance's live sockets. Everything that happens is announced on the bus (PostgreSQL
 * NOTIFY) and fanned out here when the announcement arrives, so every instance behaves alike.
 */
export class Hub {
  private readonly connections = new Set<Connection>();
  private readonly bySession = new Map<string, Set<Connection>>();
  /** userId → that user's sockets on this instance, whatever sessions they follow. */
  private readonly byUser = new Map<string, Set<Connection>>();
  /** sessionId → userId → instanceId → last heard (ms). Spans all instances. */
  private readonly presence = new Map<string, Map<string, Map<string, number>>>();
  private readonly heartbeat: NodeJS.Timeout;
  /**
   * Per followed session (keyed by its set of sockets, so it goes with the last one): the last
   * message delivered in stored order, and those delivered ahead of their own announcement. Each
   * writer announces a message when its own commit returns, so two commits moments apart can be
   * announced in the other order; a message is therefore delivered with those stored before it
   * that have not been yet, and their own announcements, when they come, are skipped.
   */
  private readonly delivered = new WeakMap<Set<Connection>, { last: string; early: Set<string> }>();

  constructor(
    private readonly db: Db,
    private readonly publish: Publish,
    private readonly instanceId: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeat = setInterval(() => void this.beat(), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  attach(socket: WebSocket, userId: string, signInId: string): void {
    const connection: Connection = {
      socket,
      userId,
      signInId,
      sessions: new Map(),
      frames: new TokenBucket(LIVE_LIMITS.frameBurst, LIVE_LIMITS.framesPerSecond),
      refused: 0,
    };
    // One socket per tab: the user's newest tab is the one they look at, so it is the oldest one
    // (most likely a tab left in the background) that makes room. It reconnects when shown again.
    const sockets = [...(this.byUser.get(userId) ?? [])];
    const excess = sockets.length + 1 - LIVE_LIMITS.socketsPerUser;
    for (const oldest of sockets.slice(0, Math.max(0, excess)))
      this.closeForPolicy(oldest, 'Too many connections');
    this.connections.add(connection);
    let own = this.byUser.get(userId);
    if (!own) this.byUser.set(userId, (own = new Set()));
    own.add(connection);
    socket.on('message', (data, isBinary) => {
      // Frames that arrive after the socket was closed (flood in flight) are not looked at.
      if (socket.readyState !== socket.OPEN) return;
      if (!connection.frames.take()) {
        this.closeForPolicy(connection, 'Too many frames');
        return;
      }
      void this.onFrame(connection, isBinary ? null : data.toString()).catch((error: unknown) => {
        this.log.warn({ err: error }, 'live frame failed');
      });
    });
    socket.on('close', () => this.detach(connection));
    socket.on('error', () => socket.terminate());
    this.send(connection, { type: 'ready' });
  }

  private async onFrame(connection: Connection, text: string | null): Promise<void> {
    let json: unknown;
    try {
      json = text === null ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const frame = clientFrameSchema.safeParse(json);
    if (!frame.success) {
      this.send(connection, { type: 'error', error: 'Invalid frame' });
      return;
    }
    const { data } = frame;
    if (data.type === 'ping') {
      this.send(connection, { type: 'pong' });
    } else if (data.type === 'subscribe') {
      await this.subscribe(connection, data.sessionId, data.presence ?? true);
    } else {
      this.unsubscribe(connection, data.sessionId);
    }
  }

  private async subscribe(
    connection: Connection,
    sessionId: string,
    presence: boolean,
  ): Promise<void> {
    const current = connection.sessions.get(sessionId);
    if (current !== undefined) {
      if (current !== presence) await this.setPresence(connection, sessionId, presence);
      this.send(connection, { type: 'subscribed', sessionId });
      this.send(connection, this.presenceFrame(sessionId));
      return;
    }
    if (connection.sessions.size >= MAX_SUBSCRIPTIONS) {
      this.refuse(connection, sessionId, 'Too many subscriptions');
      return;
    }
    try {
      await requireSessionMember(this.db, sessionId, connection.userId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.refuse(connection, sessionId, error.message);
      return;
    }
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    const firstHere = presence && !this.isLocallyPresent(sessionId, connection.userId);
    connection.sessions.set(sessionId, presence);
    let members = this.bySession.get(sessionId);
    if (!members) this.bySession.set(sessionId, (members = new Set()));
    members.add(connection);
    this.send(connection, { type: 'subscribed', sessionId });
    if (presence) this.markPresence(sessionId, connection.userId, this.instanceId, true);
    this.send(connection, this.presenceFrame(sessionId));
    if (firstHere) await this.announce(sessionId, connection.userId, true);
  }

  /** A subscribe is refused; a socket that keeps asking for what it may not have is closed. */
  private refuse(connection: Connection, sessionId: string, error: string): void {
    this.send(connection, { type: 'error', error, sessionId });
    connection.refused += 1;
    if (connection.refused >= LIVE_LIMITS.refusedSubscribes)
      this.closeForPolicy(connection, 'Too many refused subscriptions');
  }

  /**
   * Closes a socket that broke a limit (LIVE_POLICY_CLOSE, which tells the client not to come
   * straight back). It stops counting and hearing anything at once, and is cut if the client
   * does not finish the closing handshake.
   */
  private closeForPolicy(connection: Connection, reason: string): void {
    const { socket } = connection;
    this.detach(connection);
    if (socket.readyState !== socket.OPEN) return;
    this.log.warn({ userId: connection.userId, reason }, 'live socket closed by a limit');
    socket.close(LIVE_POLICY_CLOSE, reason);
    setTimeout(() => socket.terminate(), POLICY_CLOSE_GRACE_MS).unref();
  }

  /** A followed session starts or stops counting as the user being present there. */
  private async setPresence(
    connection: Connection,
    sessionId: string,
    presence: boolean,
  ): Promise<void> {
    const wasHere = this.isLocallyPresent(sessionId, connection.userId);
    connection.sessions.set(sessionId, presence);
    const isHere = this.isLocallyPresent(sessionId, connection.userId);
    if (isHere) this.markPresence(sessionId, connection.userId, this.instanceId, true);
    if (wasHere !== isHere) await this.announce(sessionId, connection.userId, isHere);
  }

  private announce(sessionId: string, userId: string, on: boolean): Promise<void> {
    return this.publish({ t: 'presence', s: sessionId, u: userId, i: this.instanceId, on });
  }

  private unsubscribe(connection: Connection, sessionId: string): void {
    const wasPresent = connection.sessions.get(sessionId);
    if (wasPresent === undefined) return;
    connection.sessions.delete(sessionId);
    const members = this.bySession.get(sessionId);
    members?.delete(connection);
    if (members?.size === 0) this.bySession.delete(sessionId);
    if (wasPresent && !this.isLocallyPresent(sessionId, connection.userId)) {
      void this.announce(sessionId, connection.userId, false).catch(() => {});
    }
  }

  private detach(connection: Connection): void {
    for (const sessionId of [...connection.sessions.keys()])
      this.unsubscribe(connection, sessionId);
    this.connections.delete(connection);
    const own = this.byUser.get(connection.userId);
    own?.delete(connection);
    if (own?.size === 0) this.byUser.delete(connection.userId);
  }

  /** Whether one of this instance's sockets has the session open for the user (not only follows it). */
  private isLocallyPresent(sessionId: string, userId: string): boolean {
    for (const c of this.bySession.get(sessionId) ?? [])
      if (c.userId === userId && c.sessions.get(sessionId) === true) return true;
    return false;
  }

  /** Closes this instance's sockets of one sign-in (signed out, or replaced by a new one). */
  closeForSignIn(signInId: string): void {
    for (const connection of this.connections)
      if (connection.signInId === signInId) connection.socket.close(SIGNED_OUT_CLOSE, 'Signed out');
  }

  /** Closes this instance's sockets of every sign-in of the user (the account was deleted). */
  closeForUser(userId: string): void {
    for (const connection of this.byUser.get(userId) ?? [])
      connection.socket.close(SIGNED_OUT_CLOSE, 'Signed out');
  }

  /** An announcement from any instance (this one included). */
  async onBusEvent(event: BusEvent): Promise<void> {
    if (event.t === 'end') {
      if ('a' in event) this.closeForSignIn(event.a);
      else this.closeForUser(event.u);
      return;
    }
    if (event.t === 'presence') {
      this.markPresence(event.s, event.u, event.i, event.on);
      this.broadcast(event.s, this.presenceFrame(event.s));
      return;
    }
    if (event.t === 'couple') {
      this.toUsers(event.u, {
        type: 'couple',
        event: event.e,
        relationshipId: event.r,
        ...(event.s ? { sessionId: event.s } : {}),
        ...(event.b ? { by: event.b } : {}),
      });
      return;
    }
    const members = this.bySession.get(event.s);
    if (!members || members.size === 0) return;
    switch (event.t) {
      case 'message': {
        let seen = this.delivered.get(members);
        if (seen?.early.delete(event.m)) break;
        const rows = seen
          ? await findMessagesThrough(this.db, event.s, seen.last, event.m)
          : [await findMessage(this.db, event.m)].flatMap((r) =>
              r ? [{ ...r, newer: true }] : [],
            );
        for (const row of rows) {
          if (!seen) this.delivered.set(members, (seen = { last: row.id, early: new Set() }));
          if (row.newer) seen.last = row.id;
          if (row.id !== event.m) seen.early.add(row.id);
          // A held message goes to its writer's sockets only: never to the partner's.
          this.broadcast(
            event.s,
            { type: 'message', sessionId: event.s, message: toMessageView(row) },
            onlyFor(row),
          );
        }
        break;
      }
      case 'session': {
        const row = await findSessionById(this.db, event.s);
        if (row) {
          // Each partner gets the pause as they see it (when they may resume), so one frame each.
          for (const connection of members) {
            this.send(connection, {
              type: 'session',
              sessionId: event.s,
              status: row.status,
              ended_at: row.endedAt?.toISOString() ?? null,
              paused: pauseView(row, connection.userId),
            });
          }
        }
        break;
      }
      case 'therapist':
        this.broadcast(event.s, { type: 'therapist', sessionId: event.s, state: event.state });
        break;
      case 'delta':
        this.broadcast(event.s, {
          type: 'therapist.delta',
          sessionId: event.s,
          replyId: event.r,
          text: event.x,
        });
        break;
    }
  }

  /** The bus connection was lost and is back: clients catch up from the database themselves. */
  onResync(): void {
    this.log.warn('realtime bus reconnected; asking clients to catch up');
    for (const [sessionId] of this.bySession) {
      this.broadcast(sessionId, { type: 'error', error: 'resync', sessionId });
    }
    void this.beat();
  }

  private markPresence(
    sessionId: string,
    userId: string,
    instanceId: string,
    online: boolean,
  ): void {
    let users = this.presence.get(sessionId);
    if (!users) this.presence.set(sessionId, (users = new Map()));
    let instances = users.get(userId);
    if (!instances) users.set(userId, (instances = new Map()));
    if (online) instances.set(instanceId, Date.now());
    else instances.delete(instanceId);
    if (instances.size === 0) users.delete(userId);
    if (users.size === 0) this.presence.delete(sessionId);
  }

  private presenceFrame(sessionId: string): ServerFrame {
    const now = Date.now();
    const online: string[] = [];
    for (const [userId, instances] of this.presence.get(sessionId) ?? []) {
      for (const [instanceId, heard] of instances) {
        const alive =
          instanceId === this.instanceId
            ? this.isLocallyPresent(sessionId, userId)
            : now - heard < PRESENCE_TTL_MS;
        if (alive) {
          online.push(userId);
          break;
        }
      }
    }
    return { type: 'presence', sessionId, online };
  }

  /** Re-announces who is here, so that other instances (and new ones) keep an accurate picture. */
  private async beat(): Promise<void> {
    const announced = new Set<string>();
    for (const [sessionId, members] of this.bySession) {
      for (const connection of members) {
        if (connection.sessions.get(sessionId) !== true) continue;
        const key = `${sessionId}:${connection.userId}`;
        if (announced.has(key)) continue;
        announced.add(key);
        await this.publish({
          t: 'presence',
          s: sessionId,
          u: connection.userId,
          i: this.instanceId,
          on: true,
        }).catch(() => {});
      }
    }
  }

  /** To every socket following the session, or only to `onlyUserId`'s when given. */
  private broadcast(sessionId: string, frame: ServerFrame, onlyUserId: string | null = null): void {
    const members = this.bySession.get(sessionId);
    if (!members) return;
    const data = JSON.stringify(frame);
    for (const connection of members) {
      if (onlyUserId === null || connection.userId === onlyUserId) this.sendRaw(connection, data);
    }
  }

  /** To every socket of these users, whatever sessions they follow. */
  private toUsers(userIds: readonly string[], frame: ServerFrame): void {
    const data = JSON.stringify(frame);
    for (const userId of new Set(userIds))
      for (const connection of this.byUser.get(userId) ?? []) this.sendRaw(connection, data);
  }

  private send(connection: Connection, frame: ServerFrame): void {
    this.sendRaw(connection, JSON.stringify(frame));
  }

  private sendRaw(connection: Connection, data: string): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(data);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const connection of this.connections)
      connection.socket.close(1001, 'Server shutting down');
  }
}
