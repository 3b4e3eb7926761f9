import type { ServerFrame } from '@kindred/shared/realtime';

import type { BusEventOf } from './events';

/**
 * The sockets of this instance that follow one session, as a frame builder sees them. The same
 * object stands for the session from its first follower here to its last (a later follower gets
 * a new one), so a builder may remember what it sent in a WeakMap keyed by it.
 */
export interface Audience {
  readonly sessionId: string;
  /** The users with a socket here following the session. */
  users(): ReadonlySet<string>;
}

/** A frame for a session's sockets: all of them (`to` null), or only user `to`'s. */
export interface SessionFrame {
  frame: ServerFrame;
  to: string | null;
}

/** The bus events that become frames for the sockets following their session. */
export type SessionEventType = 'message' | 'session' | 'therapist' | 'delta';

/** Turns a bus event into frames, in the order they are to be sent; the owning module writes it. */
export type SessionFrameBuilder<T extends SessionEventType> = (
  event: BusEventOf<T>,
  audience: Audience,
) => SessionFrame[] | Promise<SessionFrame[]>;

/** The frame a change of the couple becomes, for every socket of the users it names. */
export type CoupleFrameBuilder = (event: BusEventOf<'couple'>) => ServerFrame;

/** One builder per event that becomes frames (plugins/realtime.ts gathers them). */
export type FrameBuilders = { [T in SessionEventType]: SessionFrameBuilder<T> } & {
  couple: CoupleFrameBuilder;
};
