import {
  type ClientFrame,
  type CoupleFrame,
  LIVE_POLICY_CLOSE,
  type ServerFrame,
  serverFrameSchema,
} from '@kindred/shared/realtime';

// The browser side of /api/live: one WebSocket per tab, opened when the first session (or the
// couple) is followed and closed a little after the last one is left. It reconnects on its own
// (capped exponential back-off with jitter), subscribes again to every followed session after a
// reconnect, and pings to notice a connection that died without a close. A socket the server closed
// for a limit (LIVE_POLICY_CLOSE: too many tabs, too many frames) is not reopened at once: a hidden
// tab waits until it is shown again, a visible one waits the longest back-off. Frames the server
// sends for a session go to that session's listeners, `couple` frames (sent to every socket of both
// partners) to the couple's listeners; anything that is not a valid frame is ignored.

/**
 * idle: no session followed, no socket. connecting: first attempt. open: live. reconnecting: the
 * link dropped (or never came up) and the next attempt is scheduled. offline: the browser has no
 * network; the next attempt waits for it to come back.
 */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

export type FrameListener = (frame: ServerFrame) => void;
export type CoupleListener = (frame: CoupleFrame) => void;

export interface SubscribeOptions {
  /**
   * Whether following the session shows the user as present in it (the chat page: yes; an
   * in-app notification listener elsewhere: no). The session counts as present while any of its
   * listeners asks for it. Default true.
   */
  presence?: boolean;
}

interface Subscription {
  listener: FrameListener;
  presence: boolean;
}

/** The part of the WebSocket API the client uses (a fake one in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

export interface RealtimeClientOptions {
  /** Where to connect; defaults to /api/live on the page's own origin (ws: or wss:). */
  url?: () => string;
  createSocket?: WebSocketFactory;
  /** First reconnect delay; it doubles per failed attempt up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How often a ping goes out, and how long an answer (any frame) may take before we give up. */
  heartbeatIntervalMs?: number;
  heartbeatTimeoutMs?: number;
  /** How long the socket stays open after the last session is left (page changes reuse it). */
  lingerMs?: number;
  random?: () => number;
  isOnline?: () => boolean;
  /** Where online/offline/visibilitychange are heard (window and document in the browser). */
  windowTarget?: EventTarget | null;
  documentTarget?: (EventTarget & { visibilityState?: DocumentVisibilityState }) | null;
}

const OPEN = 1;
/** Close code used when the client itself drops the socket (normal closure). */
const CLIENT_CLOSE = 1000;

export const REALTIME_DEFAULTS = {
  backoffBaseMs: 500,
  backoffMaxMs: 15_000,
  heartbeatIntervalMs: 25_000,
  heartbeatTimeoutMs: 10_000,
  lingerMs: 5_000,
} as const;

/**
 * Delay before reconnect attempt `attempt` (0-based): min(max, base·2^attempt), of which a random
 * half is taken off ("equal jitter"), so a server restart does not bring every tab back at once.
 */
export function reconnectDelay(
  attempt: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const cap = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(cap / 2 + (random() * cap) / 2);
}

export function defaultLiveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/live`;
}

/** A server frame, or null for anything else (not JSON, unknown type, wrong shape). */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export class RealtimeClient {
  private readonly options: Required<
    Omit<RealtimeClientOptions, 'windowTarget' | 'documentTarget'>
  > &
    Pick<RealtimeClientOptions, 'windowTarget' | 'documentTarget'>;
  private readonly listeners = new Map<string, Set<Subscription>>();
  private readonly coupleListeners = new Set<CoupleListener>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private socket: WebSocketLike | null = null;
  private state: ConnectionState = 'idle';
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private answerTimer: ReturnType<typeof setTimeout> | null = null;
  private environmentBound = false;
  /** Closed by the server for a limit while hidden: reconnects only once the tab is shown. */
  private awaitingVisible = false;

  constructor(options: RealtimeClientOptions = {}) {
    const hasWindow = typeof window !== 'undefined';
    this.options = {
      url: options.url ?? defaultLiveUrl,
      createSocket:
        options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike),
      backoffBaseMs: options.backoffBaseMs ?? REALTIME_DEFAULTS.backoffBaseMs,
      backoffMaxMs: options.backoffMaxMs ?? REALTIME_DEFAULTS.backoffMaxMs,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? REALTIME_DEFAULTS.heartbeatIntervalMs,
      heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? REALTIME_DEFAULTS.heartbeatTimeoutMs,
      lingerMs: options.lingerMs ?? REALTIME_DEFAULTS.lingerMs,
      random: options.random ?? Math.random,
      isOnline:
        options.isOnline ??
        (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false)),
      windowTarget: options.windowTarget === undefined && hasWindow ? window : options.windowTarget,
      documentTarget:
        options.documentTarget === undefined && typeof document !== 'undefined'
          ? document
          : options.documentTarget,
    };
  }

  getState(): ConnectionState {
    return this.state;
  }

  /** Calls `listener` on every change of the connection state; returns the way to stop. */
  onStateChange(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  /**
   * Follows a therapy session: `listener` receives every frame the server sends for it
   * (including `subscribed`, sent again after each reconnect). Returns the way to stop.
   */
  subscribe(
    sessionId: string,
    listener: FrameListener,
    { presence = true }: SubscribeOptions = {},
  ): () => void {
    let set = this.listeners.get(sessionId);
    const first = !set;
    const presentBefore = this.wantsPresence(sessionId);
    if (!set) this.listeners.set(sessionId, (set = new Set()));
    const subscription: Subscription = { listener, presence };
    set.add(subscription);
    this.cancelLinger();
    // The server hears again when the session starts counting as present (and answers
    // 'subscribed', which makes every listener catch up).
    if ((first || presentBefore !== this.wantsPresence(sessionId)) && this.isOpen())
      this.sendSubscribe(sessionId);
    this.ensureConnected();

    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = this.listeners.get(sessionId);
      if (!current) return;
      const presentBefore = this.wantsPresence(sessionId);
      current.delete(subscription);
      if (current.size > 0) {
        if (presentBefore !== this.wantsPresence(sessionId) && this.isOpen())
          this.sendSubscribe(sessionId);
        return;
      }
      this.listeners.delete(sessionId);
      if (this.isOpen()) this.send({ type: 'unsubscribe', sessionId });
      if (!this.hasListeners()) this.scheduleLinger();
    };
  }

  /**
   * Follows the couple: `listener` receives the server's `couple` frames (partner joined or left,
   * session started or ended, style changed). The server sends them to every socket of the user,
   * so nothing is subscribed; this only keeps the connection open. Returns the way to stop.
   */
  followCouple(listener: CoupleListener): () => void {
    this.coupleListeners.add(listener);
    this.cancelLinger();
    this.ensureConnected();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.coupleListeners.delete(listener);
      if (!this.hasListeners()) this.scheduleLinger();
    };
  }

  /** Whether anyone follows anything (a session or the couple): the socket is wanted. */
  private hasListeners(): boolean {
    return this.listeners.size > 0 || this.coupleListeners.size > 0;
  }

  private wantsPresence(sessionId: string): boolean {
    for (const subscription of this.listeners.get(sessionId) ?? [])
      if (subscription.presence) return true;
    return false;
  }

  private sendSubscribe(sessionId: string): void {
    this.send(
      this.wantsPresence(sessionId)
        ? { type: 'subscribe', sessionId }
        : { type: 'subscribe', sessionId, presence: false },
    );
  }

  /** Closes everything and forgets every listener (tests, sign-out). */
  dispose(): void {
    this.listeners.clear();
    this.coupleListeners.clear();
    this.cancelLinger();
    this.shutDown();
    this.unbindEnvironment();
    this.stateListeners.clear();
  }

  // ---- connection ----

  private ensureConnected(): void {
    this.bindEnvironment();
    if (this.socket || this.reconnectTimer !== null || this.awaitingVisible) return;
    this.connect();
  }

  private connect(): void {
    this.clearReconnectTimer();
    this.awaitingVisible = false;
    if (!this.hasListeners()) return;
    this.setState(this.attempt === 0 && this.state === 'idle' ? 'connecting' : this.state);
    let socket: WebSocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.setState('open');
      for (const sessionId of this.listeners.keys()) this.sendSubscribe(sessionId);
      this.startHeartbeat();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.heardFromServer();
      const frame = parseServerFrame(event.data);
      if (frame) this.dispatch(frame);
    };
    socket.onerror = () => {
      // A close event follows every error; that is where the reconnect is decided.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.lost(event.code === LIVE_POLICY_CLOSE);
    };
  }

  /**
   * The socket is gone without us asking: try again later if anyone still listens. `refused`: the
   * server closed it for a limit, so coming straight back would only be closed again.
   */
  private lost(refused = false): void {
    this.detachSocket();
    if (!this.hasListeners()) {
      this.setState('idle');
      return;
    }
    this.scheduleReconnect(refused);
  }

  private scheduleReconnect(refused = false): void {
    this.clearReconnectTimer();
    this.setState(this.options.isOnline() ? 'reconnecting' : 'offline');
    // A background tab that made room for a newer one comes back when it is shown (onVisibility).
    this.awaitingVisible = refused && this.isHidden();
    if (this.awaitingVisible) return;
    const delay = refused
      ? this.options.backoffMaxMs
      : reconnectDelay(
          this.attempt,
          { baseMs: this.options.backoffBaseMs, maxMs: this.options.backoffMaxMs },
          this.options.random,
        );
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  /** Reconnects now instead of waiting for the back-off (network back, tab visible again). */
  private reconnectNow(): void {
    if (this.socket || !this.hasListeners()) return;
    this.connect();
  }

  private detachSocket(): void {
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(CLIENT_CLOSE);
    } catch {
      // Already closed.
    }
  }

  /** Intentional close: nobody listens any more. */
  private shutDown(): void {
    this.clearReconnectTimer();
    this.detachSocket();
    this.attempt = 0;
    this.awaitingVisible = false;
    this.setState('idle');
  }

  private scheduleLinger(): void {
    this.cancelLinger();
    this.lingerTimer = setTimeout(() => {
      this.lingerTimer = null;
      if (!this.hasListeners()) {
        this.shutDown();
        this.unbindEnvironment();
      }
    }, this.options.lingerMs);
  }

  private cancelLinger(): void {
    if (this.lingerTimer !== null) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
  }

  private clearReconnectTimer(): void {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  // ---- heartbeat ----

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      if (!this.isOpen()) return;
      this.send({ type: 'ping' });
      if (this.answerTimer === null) {
        this.answerTimer = setTimeout(() => {
          this.answerTimer = null;
          // No answer: the connection is dead even if the browser has not noticed.
          this.lost();
        }, this.options.heartbeatTimeoutMs);
      }
    }, this.options.heartbeatIntervalMs);
  }

  private heardFromServer(): void {
    // A frame from the server proves the link works; a fresh link earns a fresh back-off.
    this.attempt = 0;
    if (this.answerTimer !== null) clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer !== null) clearInterval(this.heartbeatTimer);
    if (this.answerTimer !== null) clearTimeout(this.answerTimer);
    this.heartbeatTimer = null;
    this.answerTimer = null;
  }

  // ---- frames ----

  private isOpen(): boolean {
    return this.socket !== null && this.socket.readyState === OPEN && this.state === 'open';
  }

  private send(frame: ClientFrame): void {
    try {
      this.socket?.send(JSON.stringify(frame));
    } catch {
      // The close event that follows takes care of it.
    }
  }

  private dispatch(frame: ServerFrame): void {
    if (frame.type === 'couple') {
      for (const listener of [...this.coupleListeners]) this.deliver(listener, frame);
      return;
    }
    if (!('sessionId' in frame) || typeof frame.sessionId !== 'string') return;
    const set = this.listeners.get(frame.sessionId);
    if (!set) return;
    for (const { listener } of [...set]) this.deliver(listener, frame);
  }

  private deliver<F extends ServerFrame>(listener: (frame: F) => void, frame: F): void {
    try {
      listener(frame);
    } catch (error) {
      // One broken listener must not starve the others.
      console.error('realtime listener failed', error);
    }
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  // ---- browser environment ----

  private isHidden(): boolean {
    return this.options.documentTarget?.visibilityState === 'hidden';
  }

  private readonly onOnline = () => {
    if (this.state === 'offline' || this.state === 'reconnecting') {
      this.setState('reconnecting');
      if (this.awaitingVisible && this.isHidden()) return;
      this.reconnectNow();
    }
  };

  private readonly onOffline = () => {
    if (!this.hasListeners()) return;
    if (this.awaitingVisible) {
      this.setState('offline');
      return;
    }
    // Nothing can get through; drop the socket now rather than wait for the heartbeat.
    this.detachSocket();
    this.scheduleReconnect();
  };

  private readonly onVisibility = () => {
    if (this.options.documentTarget?.visibilityState !== 'visible') return;
    if (this.state === 'reconnecting' && this.options.isOnline()) this.reconnectNow();
  };

  private bindEnvironment(): void {
    if (this.environmentBound) return;
    this.environmentBound = true;
    this.options.windowTarget?.addEventListener('online', this.onOnline);
    this.options.windowTarget?.addEventListener('offline', this.onOffline);
    this.options.documentTarget?.addEventListener('visibilitychange', this.onVisibility);
  }

  private unbindEnvironment(): void {
    if (!this.environmentBound) return;
    this.environmentBound = false;
    this.options.windowTarget?.removeEventListener('online', this.onOnline);
    this.options.windowTarget?.removeEventListener('offline', this.onOffline);
    this.options.documentTarget?.removeEventListener('visibilitychange', this.onVisibility);
  }
}

let shared: RealtimeClient | null = null;

/** The tab's one realtime client, created on first use. */
export function getRealtimeClient(): RealtimeClient {
  shared ??= new RealtimeClient();
  return shared;
}
