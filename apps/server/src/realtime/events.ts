import type { CoupleEvent } from '@kindred/shared/realtime';

/**
 * What server instances tell each other through PostgreSQL NOTIFY: ids and small states only
 * (payloads stay far below NOTIFY's 8000-byte limit); receivers read the rows themselves. The
 * announcing instance also handles its own events directly (plugins/realtime.ts).
 */
export type BusEvent =
  /**
   * A message was stored, or a held one shared. `stored` is in-process only, never on the bus,
   * and opaque here: what the INSERT returned (db/message-order.ts `StoredMessage`), so that the
   * announcing instance's message frames need not read it back.
   */
  | { type: 'message'; sessionId: string; messageId: string; stored?: unknown }
  /** The session's status or pause changed. */
  | { type: 'session'; sessionId: string }
  | { type: 'therapist'; sessionId: string; state: 'typing' | 'idle' | 'error' }
  /** A piece of the reply being written (one attempt of one firing: `replyId`). */
  | { type: 'delta'; sessionId: string; replyId: string; text: string }
  /** The user's sockets on `instanceId` have the session open (`online`) or no longer. */
  | { type: 'presence'; sessionId: string; userId: string; instanceId: string; online: boolean }
  /**
   * A therapist reply fired (its trigger message, due at `dueAt`, epoch ms) on an instance that
   * leaves replies to workers.
   */
  | { type: 'fired'; sessionId: string; triggerMessageId: string; dueAt: number }
  /**
   * A change of the couple (optionally in one session, made by user `by`), for every socket of
   * `userIds` — both partners, named here because after a partner left (or deleted their
   * account) the database no longer links them to the couple.
   */
  | {
      type: 'couple';
      event: CoupleEvent;
      relationshipId: string;
      userIds: string[];
      sessionId?: string;
      by?: string;
    }
  /**
   * A sign-in ended (signed out, replaced by a new sign-in), or all of a user's did (the account
   * was deleted): their sockets close on every instance.
   */
  | { type: 'end'; signInId: string }
  | { type: 'end'; userId: string };

export type Publish = (event: BusEvent) => Promise<void>;

/** An event as other instances receive it: without what only this process can hand over. */
export function onTheWire(event: BusEvent): BusEvent {
  if (event.type !== 'message' || !event.stored) return event;
  const { stored: _stored, ...wire } = event;
  return wire;
}

export type BusEventOf<T extends BusEvent['type']> = Extract<BusEvent, { type: T }>;

/** The announcement of a change of the couple to both partners (`by` made it). */
export function coupleEvent(
  event: CoupleEvent,
  couple: { id: string; userId: string; partnerId: string | null },
  by: string,
  sessionId?: string,
): BusEvent {
  const userIds = couple.partnerId ? [couple.userId, couple.partnerId] : [couple.userId];
  return {
    type: 'couple',
    event,
    relationshipId: couple.id,
    userIds,
    by,
    ...(sessionId ? { sessionId } : {}),
  };
}

export type FiredEvent = BusEventOf<'fired'>;

/** The sockets of this sign-in close everywhere. */
export const signInEnded = (signInId: string): BusEvent => ({ type: 'end', signInId });

/** The sockets of every sign-in of this user close everywhere. */
export const userSignedOut = (userId: string): BusEvent => ({ type: 'end', userId });
