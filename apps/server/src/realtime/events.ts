import type { CoupleEvent } from '@kindred/shared/realtime';

/**
 * What server instances tell each other through PostgreSQL NOTIFY: ids and small states only
 * (payloads stay far below NOTIFY's 8000-byte limit); receivers read the rows themselves. The
 * announcing instance also handles its own events directly (plugins/realtime.ts).
 */
export type BusEvent =
  | { t: 'message'; s: string; m: string }
  | { t: 'session'; s: string }
  | { t: 'therapist'; s: string; state: 'typing' | 'idle' | 'error' }
  | { t: 'delta'; s: string; r: string; x: string }
  | { t: 'presence'; s: string; u: string; i: string; on: boolean }
  /** A therapist reply fired (trigger m, due at d, epoch ms) on an instance that leaves replies to workers. */
  | { t: 'fired'; s: string; m: string; d: number }
  /**
   * A change of the couple (relationship r, optionally session s, made by user b), for every
   * socket of the users in `u` — both partners, named here because after a partner left (or
   * deleted their account) the database no longer links them to the couple.
   */
  | { t: 'couple'; e: CoupleEvent; r: string; u: string[]; s?: string; b?: string }
  /**
   * A sign-in ended (`a`, its id: signed out, replaced by a new sign-in) or all of a user's did
   * (`u`: the account was deleted): their sockets close on every instance.
   */
  | { t: 'end'; a: string }
  | { t: 'end'; u: string };

export type Publish = (event: BusEvent) => Promise<void>;

/** The announcement of a change of the couple to both partners (`by` made it). */
export function coupleEvent(
  e: CoupleEvent,
  couple: { id: string; userId: string; partnerId: string | null },
  by: string,
  sessionId?: string,
): BusEvent {
  const u = couple.partnerId ? [couple.userId, couple.partnerId] : [couple.userId];
  return { t: 'couple', e, r: couple.id, u, b: by, ...(sessionId ? { s: sessionId } : {}) };
}

export type FiredEvent = Extract<BusEvent, { t: 'fired' }>;

/** The sockets of this sign-in close everywhere. */
export const signInEnded = (signInId: string): BusEvent => ({ t: 'end', a: signInId });

/** The sockets of every sign-in of this user close everywhere. */
export const userSignedOut = (userId: string): BusEvent => ({ t: 'end', u: userId });
