import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';

import { clientFrameSchema, type ServerFrame } from '@kindred/shared/realtime';

import type { Db } from '@/db/client';
import { AppError } from '@/errors';
import { findMessage } from '@/modules/messages/messages.repository';
import { onlyFor, toMessageView } from '@/modules/messages/messages.service';
import { findSessionById } from '@/modules/sessions/sessions.repository';
import { pauseView, requireSessionMember } from '@/modules/sessions/sessions.service';

import type { BusEvent, Publish } from './events';

/** A socket whose unsent data passes this is too slow to follow the conversation: dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const PRESENCE_HEARTBEAT_MS = 15_000;
const PRESENCE_TTL_MS = 45_000;
const MAX_SUBSCRIPTIONS = 20;

interface Connection {
  socket: WebSocket;
  userId: string;
  /** Followed sessions → whether this connection counts as the user being present there. */
  sessions: Map<string, boolean>;
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

  constructor(
    private readonly db: Db,
    private readonly publish: Publish,
    private readonly instanceId: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeat = setInterval(() => void this.beat(), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  attach(socket: WebSocket, userId: string): void {
    const connection: Connection = { socket, userId, sessions: new Map() };
    this.connections.add(connection);
    let own = this.byUser.get(userId);
    if (!own) this.byUser.set(userId, (own = new Set()));
    own.add(connection);
    socket.on('message', (data, isBinary) => {
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
      this.send(connection, { type: 'error', error: 'Too many subscriptions', sessionId });
      return;
    }
    try {
      await requireSessionMember(this.db, sessionId, connection.userId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.send(connection, { type: 'error', error: error.message, sessionId });
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

  /** An announcement from any instance (this one included). */
  async onBusEvent(event: BusEvent): Promise<void> {
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
        const row = await findMessage(this.db, event.m);
        if (row)
          // A held message goes to its writer's sockets only: never to the partner's.
          this.broadcast(
            event.s,
            { type: 'message', sessionId: event.s, message: toMessageView(row) },
            onlyFor(row),
          );
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
