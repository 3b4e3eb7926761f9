import { type Placeholder, type SQL, sql } from 'drizzle-orm';

import { type MessageRow, messages } from './schema/messages';

/** First key of the per-session message-order locks (`pg_advisory_xact_lock(int, int)`). */
const MESSAGE_ORDER_LOCK = 5_221;

/**
 * The value to store in `messages.timestamp` for a message inserted after a session exists: the
 * clock time once the inserting transaction holds that session's message-order lock, which it
 * keeps until it commits. Messages of one session are therefore committed one after another, in
 * timestamp order. Without it, a message's timestamp (its transaction's start) and its commit
 * could disagree with a concurrent one's: the therapist's reply rule, which looks at the partner
 * message before this one, could then miss a message that commits later with an earlier
 * timestamp, and live delivery order could differ from the history's. One statement, no extra
 * round trip: the lock is taken by the scalar subquery before the clock is read.
 */
export function orderedTimestamp(sessionId: string | Placeholder): SQL<Date> {
  return sql<Date>`(SELECT clock_timestamp() FROM pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK}, hashtext(${sessionId})))`;
}

/**
 * A message as its INSERT returned it, with the id of the message stored just before it in its
 * session (null: none), which tells the fan-out whether sockets that have the earlier one need
 * anything in between (modules/messages/messages.frames.ts).
 */
export interface StoredMessage {
  row: MessageRow;
  previousId: string | null;
}

/**
 * For the RETURNING list of an INSERT with `orderedTimestamp`: the message stored just before
 * the new row, read after the order lock was granted (the `message_before` function of
 * drizzle/0008, whose fresh snapshot sees what committed while this statement waited for it).
 */
export const previousInSession = sql<
  string | null
>`message_before(${messages.therapySessionId}, ${messages.timestamp}, ${messages.seq})`;
