import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';

import {
  clientFrameSchema,
  LIVE_LIMITS,
  LIVE_POLICY_CLOSE,
  type ServerFrame,
} from '@kindred/shared/realtime';

import type { Audience, SessionFrame } from './frames';
import { TokenBucket } from './token-bucket';

/** A socket whose unsent data passes this is too slow to follow the conversation: dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
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

/** The sockets following one session here, from the first to the last (then a new one). */
class Followers implements Audience {
  readonly connections = new Set<Connection>();

  constructor(readonly sessionId: string) {}

  users(): ReadonlySet<string> {
    return new Set([...this.connections].map((c) => c.userId));
  }
}

/** What the hub asks of the rest of the server: who may follow what, and presence. */
export interface HubHooks {
  /** Null when the user may follow the session, else why not (sent to the client). */
  canFollow(sessionId: string, userId: string): Promise<string | null>;
  /** The user's first socket here to have the session open opened it (true), or the last left. */
  presenceChanged(sessionId: string, userId: string, here: boolean): void;
  /** The session's presence frame as this instance knows it now. */
  presenceFrame(sessionId: string): ServerFrame;
}

/**
 * This instance's live sockets: what each follows, the limits on what they send, and sending to
 * them. It knows no domain: frames arrive ready (realtime/fan-out.ts), built by the modules.
 */
export class Hub {
  private readonly connections = new Set<Connection>();
  private readonly bySession = new Map<string, Followers>();
  /** userId → that user's sockets on this instance, whatever sessions they follow. */
  private readonly byUser = new Map<string, Set<Connection>>();

  constructor(
    private readonly hooks: HubHooks,
    private readonly log: FastifyBaseLogger,
  ) {}

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
      if (current !== presence) this.setPresence(connection, sessionId, presence);
      this.send(connection, { type: 'subscribed', sessionId });
      this.send(connection, this.hooks.presenceFrame(sessionId));
      return;
    }
    if (connection.sessions.size >= MAX_SUBSCRIPTIONS) {
      this.refuse(connection, sessionId, 'Too many subscriptions');
      return;
    }
    const refusal = await this.hooks.canFollow(sessionId, connection.userId);
    if (refusal !== null) {
      this.refuse(connection, sessionId, refusal);
      return;
    }
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    const firstHere = presence && !this.here(sessionId).has(connection.userId);
    connection.sessions.set(sessionId, presence);
    let followers = this.bySession.get(sessionId);
    if (!followers) this.bySession.set(sessionId, (followers = new Followers(sessionId)));
    followers.connections.add(connection);
    this.send(connection, { type: 'subscribed', sessionId });
    if (firstHere) this.hooks.presenceChanged(sessionId, connection.userId, true);
    this.send(connection, this.hooks.presenceFrame(sessionId));
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
  private setPresence(connection: Connection, sessionId: string, presence: boolean): void {
    const wasHere = this.here(sessionId).has(connection.userId);
    connection.sessions.set(sessionId, presence);
    const isHere = this.here(sessionId).has(connection.userId);
    if (wasHere !== isHere) this.hooks.presenceChanged(sessionId, connection.userId, isHere);
  }

  private unsubscribe(connection: Connection, sessionId: string): void {
    const wasPresent = connection.sessions.get(sessionId);
    if (wasPresent === undefined) return;
    connection.sessions.delete(sessionId);
    const followers = this.bySession.get(sessionId);
    followers?.connections.delete(connection);
    if (followers?.connections.size === 0) this.bySession.delete(sessionId);
    if (wasPresent && !this.here(sessionId).has(connection.userId))
      this.hooks.presenceChanged(sessionId, connection.userId, false);
  }

  private detach(connection: Connection): void {
    for (const sessionId of [...connection.sessions.keys()])
      this.unsubscribe(connection, sessionId);
    this.connections.delete(connection);
    const own = this.byUser.get(connection.userId);
    own?.delete(connection);
    if (own?.size === 0) this.byUser.delete(connection.userId);
  }

  /** The users with a socket here that has the session open (not only follows it). */
  here(sessionId: string): Set<string> {
    const users = new Set<string>();
    for (const c of this.bySession.get(sessionId)?.connections ?? [])
      if (c.sessions.get(sessionId) === true) users.add(c.userId);
    return users;
  }

  /** Every session followed here with the users who have it open. */
  *presentUsers(): Iterable<[sessionId: string, userIds: Set<string>]> {
    for (const sessionId of this.bySession.keys()) yield [sessionId, this.here(sessionId)];
  }

  /** The sockets following a session here, if any. */
  audience(sessionId: string): Audience | undefined {
    return this.bySession.get(sessionId);
  }

  /** Sends frames to an audience's sockets (those still following), in order. */
  deliver(audience: Audience, frames: readonly SessionFrame[]): void {
    const { connections } = audience as Followers;
    for (const { frame, to } of frames) {
      const data = JSON.stringify(frame);
      for (const connection of connections)
        if (to === null || connection.userId === to) this.sendRaw(connection, data);
    }
  }

  /** To every socket following the session. */
  toSession(sessionId: string, frame: ServerFrame): void {
    const followers = this.bySession.get(sessionId);
    if (followers) this.deliver(followers, [{ frame, to: null }]);
  }

  /** To every socket following each followed session, a frame of that session. */
  toEverySession(frameOf: (sessionId: string) => ServerFrame): void {
    for (const sessionId of [...this.bySession.keys()])
      this.toSession(sessionId, frameOf(sessionId));
  }

  /** To every socket of these users, whatever sessions they follow. */
  toUsers(userIds: readonly string[], frame: ServerFrame): void {
    const data = JSON.stringify(frame);
    for (const userId of new Set(userIds))
      for (const connection of this.byUser.get(userId) ?? []) this.sendRaw(connection, data);
  }

  /** The sign-ins with a socket open here. */
  signInIds(): Set<string> {
    return new Set([...this.connections].map((c) => c.signInId));
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
    for (const connection of this.connections)
      connection.socket.close(1001, 'Server shutting down');
  }
}
